import { type AdvanceFacts, countryName, type Period, restOfWorld, statementFigures } from '@colophon/domain';
import {
  type EventStore,
  findOnixCode,
  formatPosition,
  type Position,
  type RoyaltyStatementSentData,
} from '@colophon/events';
import type { Knex } from 'knex';

import { readStatementFacts, type StatementRoyaltyFacts } from './statementFacts.ts';

/** A statement before it is sent: everything its event will hold but its id and where it was emailed. */
export type StatementDraft = Omit<RoyaltyStatementSentData, 'statementId' | 'emailedTo'>;

/** What a statement names beside its figures: the publisher, the creator and each line's title. */
export interface StatementNames {
  publisherName: string;
  currencySymbol: string;
  salesByRegion: boolean;
  creator: { displayName: string; address: string[] } | null;
  products: Map<string, { title: string; isbn: string | null; format: string | null }>;
  regions: Map<string, string>;
}

/** The creator's primary address (else the first), one line each as it is written on an envelope. */
const addressLines = (address: Record<string, string | null> | null): string[] => {
  if (!address) return [];
  const cityLine = [address.city, address.stateOrRegion, address.zipcode].filter(Boolean).join(' ');
  return [address.line1, address.line2, cityLine, address.country ? countryName(address.country) : null].filter(
    (line): line is string => Boolean(line?.trim()),
  );
};

export async function readStatementNames(
  db: Knex,
  publisherId: string,
  creatorId: string,
  productIds: readonly string[],
): Promise<StatementNames> {
  const [publisher, creator, address, products, regions] = await Promise.all([
    db('publishers').where({ id: publisherId }).first('name', 'currency_symbol', 'sales_by_region'),
    db('creators').where({ id: creatorId, publisher_id: publisherId }).first('display_name'),
    db('contact_items')
      .where({ owner_id: creatorId, kind: 'address' })
      .orderBy([{ column: 'is_primary', order: 'desc' }, 'created_at'])
      .first('address'),
    db('products')
      .join('product_works', 'product_works.id', 'products.product_work_id')
      .where('products.publisher_id', publisherId)
      .whereIn('products.id', [...productIds])
      .select('products.id', 'products.isbn', 'products.format_code', 'product_works.title'),
    db('regions').where({ publisher_id: publisherId }).select('id', 'name'),
  ]);
  return {
    publisherName: publisher?.name ?? '',
    currencySymbol: publisher?.currency_symbol ?? '$',
    salesByRegion: Boolean(publisher?.sales_by_region),
    creator: creator ? { displayName: creator.display_name, address: addressLines(address?.address ?? null) } : null,
    products: new Map(
      (products as { id: string; isbn: string; format_code: string; title: string }[]).map((product) => [
        product.id,
        {
          title: product.title,
          isbn: product.isbn || null,
          format: findOnixCode('productForms', product.format_code)?.value ?? null,
        },
      ]),
    ),
    regions: new Map((regions as { id: string; name: string }[]).map((region) => [region.id, region.name])),
  };
}

/**
 * The statement's lines (each royalty's figures for the period, in the order the royalties were
 * chosen), the advances they recoup and the payout. `royalties` also holds the other royalties of
 * those advances: their earnings recoup them too.
 */
export function statementContent(
  statement: {
    royalties: readonly StatementRoyaltyFacts[];
    lineRoyaltyIds: readonly string[];
    advances: readonly AdvanceFacts[];
    minimumPayoutCents: number;
  },
  names: Pick<StatementNames, 'products' | 'regions' | 'salesByRegion'>,
  period: Period,
): Pick<RoyaltyStatementSentData, 'lines' | 'advances' | 'payout'> {
  const byId = new Map(statement.royalties.map((royalty) => [royalty.royaltyId, royalty]));
  const figures = statementFigures(statement, period);
  return {
    lines: figures.lines.map((line) => {
      const royalty = byId.get(line.royaltyId)!;
      const product = names.products.get(royalty.productId);
      return {
        royaltyId: royalty.royaltyId,
        productId: royalty.productId,
        title: product?.title ?? 'Unknown Book',
        isbn: product?.isbn ?? null,
        format: product?.format ?? null,
        region: names.salesByRegion
          ? royalty.regionId === null
            ? restOfWorld
            : (names.regions.get(royalty.regionId) ?? restOfWorld)
          : null,
        figures: line.figures,
      };
    }),
    advances: figures.advances,
    payout: figures.payout,
  };
}

export interface StatementRequest {
  creatorId: string;
  royaltyIds: readonly string[];
  period: Period;
  sentDate: string;
  pubNote: string;
}

/**
 * A statement computed now from the royalties read model (after it has caught up with the store's
 * head when `store` is given), with the position it is exactly as of; royalties that are not the
 * creator's (or the publisher's, or no longer exist) are left out.
 */
export async function draftStatement(
  db: Knex,
  publisherId: string,
  request: StatementRequest,
  store?: Pick<EventStore, 'headPosition'>,
): Promise<{ draft: StatementDraft; position: Position; royalties: StatementRoyaltyFacts[]; names: StatementNames }> {
  const facts = await readStatementFacts(db, publisherId, request.royaltyIds, store);
  const { position } = facts;
  const ofCreator = facts.royalties.filter((royalty) => royalty.creatorId === request.creatorId);
  const byId = new Map(ofCreator.map((royalty) => [royalty.royaltyId, royalty]));
  const royalties = request.royaltyIds.flatMap((id) => {
    const royalty = byId.get(id);
    return royalty ? [royalty] : [];
  });
  const names = await readStatementNames(
    db,
    publisherId,
    request.creatorId,
    royalties.map((royalty) => royalty.productId),
  );
  return {
    position,
    royalties,
    names,
    draft: {
      publisherId,
      creatorId: request.creatorId,
      startDate: request.period.start,
      endDate: request.period.end,
      sentDate: request.sentDate,
      pubNote: request.pubNote,
      computedAt: formatPosition(position),
      publisherName: names.publisherName,
      currencySymbol: names.currencySymbol,
      creatorName: names.creator?.displayName ?? '',
      creatorAddress: names.creator?.address ?? [],
      ...statementContent(
        {
          royalties: ofCreator,
          lineRoyaltyIds: royalties.map((royalty) => royalty.royaltyId),
          advances: facts.advances,
          minimumPayoutCents: facts.minimumPayoutCents,
        },
        names,
        request.period,
      ),
    },
  };
}

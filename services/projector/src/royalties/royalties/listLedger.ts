import {
  type AdvanceFacts,
  groupByKey,
  type PublisherRoyaltySettings,
  royaltyExpenseOfRow,
  royaltyFacts,
  royaltyListFigures,
  type RoyaltyOrderLine,
} from '@colophon/domain';
import type { RoyaltyReserveFields, RoyaltyTierFields } from '@colophon/events';
import type { Knex } from 'knex';

/**
 * What the ledger's events mark for the batch's `afterBatch`: a royalty whose reserve, statement
 * periods or advances changed, so its list figures are computed again (its running split kept).
 */
export const ledgerMark = 'ledgerRoyalty';

/** A list of ids as one query parameter: `in ${inList}` with `ids(...)`. */
export const inList = '(select jsonb_array_elements_text(?::jsonb))';
export const ids = (values: Iterable<string>) => JSON.stringify([...new Set(values)]);

/** An advance as the list recoups it, with its creator. */
export type CreatorAdvance = AdvanceFacts & { creatorId: string };

/**
 * The advances of the creators (of the publishers), in the order they were made (the order they
 * recoup in). Instalments are left out: an advance recoups its whole amount whatever was paid of it.
 */
export async function creatorAdvances(
  tx: Knex.Transaction,
  publisherIds: readonly string[],
  creatorIds: readonly string[],
): Promise<CreatorAdvance[]> {
  if (creatorIds.length === 0) return [];
  const rows: { id: string; creator_id: string; name: string; amount_cents: string; royalty_ids: string[] }[] = (
    await tx.raw(
      `select id, creator_id, name, amount_cents, royalty_ids from royalty_advances
        where publisher_id in ${inList} and creator_id in ${inList} order by created_at, id`,
      [ids(publisherIds), ids(creatorIds)],
    )
  ).rows;
  return rows.map((row) => ({
    advanceId: row.id,
    creatorId: row.creator_id,
    name: row.name,
    amountCents: Number(row.amount_cents),
    royaltyIds: row.royalty_ids,
    instalments: [],
  }));
}

/** The royalties of the publishers among `royaltyIds` that hold a reserve. */
export async function reservedRoyalties(tx: Knex.Transaction, royaltyIds: readonly string[]): Promise<Set<string>> {
  if (royaltyIds.length === 0) return new Set();
  const rows: { id: string }[] = (
    await tx.raw(`select id from royalty_reserves where id in ${inList}`, [ids(royaltyIds)])
  ).rows;
  return new Set(rows.map((row) => row.id));
}

/** A royalty whose list figures the ledger decides (it holds a reserve or shares an advance). */
export interface LedgerRoyalty {
  id: string;
  publisher_id: string;
  creator_id: string;
  product_id: string;
  region_id: string | null;
  tiers: RoyaltyTierFields[];
}

/**
 * Owed and balance of royalties that hold a reserve or share an advance, by the statement's ledger
 * rule (`royaltyListFigures`): each creator's royalties together, since an advance recoups from all of
 * its royalties. `royalties` holds every royalty of the creators' advances; `linesOf` every dated
 * line of their products.
 */
export async function ledgerListFigures(
  tx: Knex.Transaction,
  royalties: readonly LedgerRoyalty[],
  advances: readonly CreatorAdvance[],
  linesOf: ReadonlyMap<string, readonly RoyaltyOrderLine[]>,
  settingsOf: (royalty: LedgerRoyalty) => PublisherRoyaltySettings,
): Promise<Map<string, { owedCents: number; balanceCents: number }>> {
  const figures = new Map<string, { owedCents: number; balanceCents: number }>();
  if (royalties.length === 0) return figures;
  const royaltyIds = ids(royalties.map((royalty) => royalty.id));
  // One after another: the batch's transaction is one connection.
  const expenses: { product_id: string; amount_cents: string; expense_date: string }[] = (
    await tx.raw(
      `select product_id, amount_cents, expense_date from royalty_sales_expenses where product_id in ${inList}`,
      [ids(royalties.map((royalty) => royalty.product_id))],
    )
  ).rows;
  const payments: { royalty_id: string; amount_cents: string; sent_date: string }[] = (
    await tx.raw(`select royalty_id, amount_cents, sent_date from royalty_payments where royalty_id in ${inList}`, [
      royaltyIds,
    ])
  ).rows;
  const reserves: { id: string; reserve: RoyaltyReserveFields }[] = (
    await tx.raw(`select id, reserve from royalty_reserves where id in ${inList}`, [royaltyIds])
  ).rows;
  const ends: { royalty_id: string; end_date: string }[] = (
    await tx.raw(`select royalty_id, end_date from royalty_statement_ends where royalty_id in ${inList}`, [royaltyIds])
  ).rows;
  const expensesOf = groupByKey(expenses, (expense) => expense.product_id);
  const paymentsOf = groupByKey(payments, (payment) => payment.royalty_id);
  const endsOf = groupByKey(ends, (end) => end.royalty_id);
  const reserveOf = new Map(reserves.map((row) => [row.id, row.reserve]));
  for (const [creatorId, ofCreator] of groupByKey(royalties, (royalty) => royalty.creator_id)) {
    const facts = ofCreator.map((royalty) => ({
      royaltyId: royalty.id,
      facts: {
        ...royaltyFacts(
          { tiers: royalty.tiers, regionId: royalty.region_id },
          settingsOf(royalty),
          linesOf.get(royalty.product_id) ?? [],
          (expensesOf.get(royalty.product_id) ?? []).map(royaltyExpenseOfRow),
          (paymentsOf.get(royalty.id) ?? []).map((payment) => ({
            sentDate: payment.sent_date,
            amountCents: Number(payment.amount_cents),
          })),
        ),
        reserve: reserveOf.get(royalty.id) ?? null,
        statementEnds: (endsOf.get(royalty.id) ?? []).map((end) => end.end_date),
      },
    }));
    const ofAdvances = advances.filter((advance) => advance.creatorId === creatorId);
    for (const [royaltyId, figure] of royaltyListFigures(facts, ofAdvances)) figures.set(royaltyId, figure);
  }
  return figures;
}

import {
  type AdvanceFacts,
  groupByKey,
  lineReturnsSql,
  royaltyExpenseOfRow,
  type RoyaltyFacts,
  royaltyFacts,
  royaltyOrderLineOfRow,
  royaltySettingsOfRows,
} from '@colophon/domain';
import {
  checkpointPosition,
  type CheckpointRow,
  checkpointsTable,
  type EventStore,
  type Position,
  type RoyaltyReserveFields,
  type RoyaltyTierFields,
  waitForReadModels,
} from '@colophon/events';
import type { Knex } from 'knex';

/** One royalty of a statement: whose it is, and the facts its figures come from. */
export interface StatementRoyaltyFacts {
  royaltyId: string;
  creatorId: string;
  productId: string;
  regionId: string | null;
  facts: RoyaltyFacts;
}

/** The read model that holds every fact of a royalty (see `services/projector/src/royalties/royalties`). */
const royaltiesReadModel = 'royalties';

/**
 * The facts of the publisher's royalties among `royaltyIds`, from the royalties read model, and the
 * event-store position they are exactly as of: the read model's checkpoint, read in the same
 * snapshot as its rows (a batch writes rows and checkpoint in one transaction). When `store` is
 * given, the read model first catches up with the store's head, so the figures include every event
 * appended before the call.
 */
export async function readStatementFacts(
  db: Knex,
  publisherId: string,
  royaltyIds: readonly string[],
  store?: Pick<EventStore, 'headPosition'>,
): Promise<{
  position: Position;
  royalties: StatementRoyaltyFacts[];
  advances: AdvanceFacts[];
  minimumPayoutCents: number;
}> {
  if (store) await waitForReadModels(db, await store.headPosition(), 10_000);
  return db.transaction(
    async (tx) => {
      const checkpoint: CheckpointRow | undefined = await tx(checkpointsTable)
        .where({ name: royaltiesReadModel })
        .first('major', 'minor');
      // The advances the royalties share, and every royalty of those advances: each recoups them.
      const advanceRows: { id: string; name: string; amount_cents: string; royalty_ids: string[] }[] = await tx(
        'royalty_advances',
      )
        .where({ publisher_id: publisherId })
        .whereRaw('royalty_ids \\?| array(select jsonb_array_elements_text(?::jsonb))', [JSON.stringify(royaltyIds)])
        .orderBy(['created_at', 'id'])
        .select('id', 'name', 'amount_cents', 'royalty_ids');
      const instalments: { advance_id: string; amount_cents: string; paid_date: string }[] = await tx(
        'royalty_advance_instalments',
      )
        .whereIn(
          'advance_id',
          advanceRows.map((advance) => advance.id),
        )
        .select('advance_id', 'amount_cents', 'paid_date');
      const allRoyaltyIds = [...new Set([...royaltyIds, ...advanceRows.flatMap((advance) => advance.royalty_ids)])];
      const royalties: {
        id: string;
        creator_id: string;
        product_id: string;
        region_id: string | null;
        tiers: RoyaltyTierFields[];
      }[] = await tx('royalties')
        .where({ publisher_id: publisherId })
        .whereIn('id', allRoyaltyIds)
        .select('id', 'creator_id', 'product_id', 'region_id', 'tiers');
      const reserves: { id: string; reserve: RoyaltyReserveFields }[] = await tx('royalty_reserves')
        .whereIn('id', allRoyaltyIds)
        .select('id', 'reserve');
      const statementEnds: { royalty_id: string; end_date: string }[] = await tx('royalty_statement_ends')
        .whereIn('royalty_id', allRoyaltyIds)
        .select('royalty_id', 'end_date');
      const productIds = [...new Set(royalties.map((royalty) => royalty.product_id))];
      // One after the other: the queries share the snapshot's one connection.
      const setting = await tx('royalty_publishers')
        .where({ id: publisherId })
        .first('accounting_method', 'sales_by_region', 'minimum_payout_cents');
      const regions = await tx('royalty_regions').where({ publisher_id: publisherId }).select('id', 'countries');
      const lines = await tx('royalty_sales_lines as l')
        .join('royalty_sales_orders as o', 'o.id', 'l.order_id')
        .leftJoin('royalty_sales_addresses as a', 'a.id', 'o.address_id')
        .where('o.publisher_id', publisherId)
        .whereIn('l.product_id', productIds)
        .select(
          'l.id',
          'l.product_id',
          'l.quantity',
          'l.retail_price_cents',
          'l.unit_price_cents',
          'l.discount_basis_points',
          'o.paid_date',
          'o.ship_date',
          'a.country',
          tx.raw(lineReturnsSql('l')),
        );
      const expenses = await tx('royalty_sales_expenses')
        .whereIn('product_id', productIds)
        .select('product_id', 'amount_cents', 'expense_date');
      const payments = await tx('royalty_payments')
        .where({ publisher_id: publisherId })
        .whereIn(
          'royalty_id',
          royalties.map((royalty) => royalty.id),
        )
        .select('royalty_id', 'amount_cents', 'sent_date');
      const publisher = royaltySettingsOfRows(setting, regions);
      const linesOf = groupByKey(
        (lines as Record<string, string | number | null>[]).map((line) => ({
          productId: line.product_id as string,
          line: royaltyOrderLineOfRow(line),
        })),
        (line) => line.productId,
      );
      const expensesOf = groupByKey(
        expenses as { product_id: string; amount_cents: string; expense_date: string }[],
        (expense) => expense.product_id,
      );
      const paymentsOf = groupByKey(
        payments as { royalty_id: string; amount_cents: string; sent_date: string }[],
        (payment) => payment.royalty_id,
      );
      const reserveOf = new Map(reserves.map((row) => [row.id, row.reserve]));
      return {
        position: checkpointPosition(checkpoint),
        minimumPayoutCents: Number(setting?.minimum_payout_cents ?? 0),
        advances: advanceRows.map((advance) => ({
          advanceId: advance.id,
          name: advance.name,
          amountCents: Number(advance.amount_cents),
          royaltyIds: advance.royalty_ids,
          instalments: instalments
            .filter((instalment) => instalment.advance_id === advance.id)
            .map((instalment) => ({ paidDate: instalment.paid_date, amountCents: Number(instalment.amount_cents) })),
        })),
        royalties: royalties.map((royalty) => ({
          royaltyId: royalty.id,
          creatorId: royalty.creator_id,
          productId: royalty.product_id,
          regionId: royalty.region_id,
          facts: {
            ...royaltyFacts(
              { tiers: royalty.tiers, regionId: royalty.region_id },
              publisher,
              (linesOf.get(royalty.product_id) ?? []).map(({ line }) => line),
              (expensesOf.get(royalty.product_id) ?? []).map(royaltyExpenseOfRow),
              (paymentsOf.get(royalty.id) ?? []).map((payment) => ({
                sentDate: payment.sent_date,
                amountCents: Number(payment.amount_cents),
              })),
            ),
            reserve: reserveOf.get(royalty.id) ?? null,
            statementEnds: statementEnds.filter((row) => row.royalty_id === royalty.id).map((row) => row.end_date),
          },
        })),
      };
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}

import type { RoyaltyReserveFields } from '@colophon/events';

import { editedColumns } from '../../runtime/columns.ts';
import type { ProjectionHandlers } from '../../runtime/projection.ts';
import { column, defineTable, type RowOf } from '../../runtime/tables.ts';

export const royaltyAdvancesTable = defineTable('royalty_advances', {
  id: column.text(),
  publisher_id: column.text(),
  creator_id: column.text(),
  name: column.text(),
  amount_cents: column.bigint(),
  royalty_ids: column.jsonb<string[]>(),
  created_at: column.timestamptz(),
  unrecouped_cents: column.optional.bigint(),
  unrecouped_as_of: column.optional.text(),
});
export type RoyaltyAdvanceRow = RowOf<typeof royaltyAdvancesTable>;

export const royaltyAdvanceInstalmentsTable = defineTable('royalty_advance_instalments', {
  id: column.text(),
  advance_id: column.text(),
  amount_cents: column.bigint(),
  paid_date: column.text(),
});

export const royaltyReservesTable = defineTable('royalty_reserves', {
  id: column.text(),
  reserve: column.jsonb<RoyaltyReserveFields>(),
});

export const royaltyStatementEndsTable = defineTable('royalty_statement_ends', {
  id: column.text(),
  royalty_id: column.text(),
  end_date: column.text(),
});

export const ledgerTables = [
  'royalty_advances',
  'royalty_advance_instalments',
  'royalty_reserves',
  'royalty_statement_ends',
] as const;

/**
 * The royalties read model's handlers for advances, reserves, the minimum payout and statement
 * periods. They only keep facts: a royalty's list figures (owed, balance) do not depend on them; a
 * statement computes the ledger from them (docs/royalties.md).
 */
export const ledgerHandlers: ProjectionHandlers = {
  AdvanceCreated: (rows, event) => {
    const { advanceId, publisherId, creatorId, name, amountCents, royaltyIds } = event.data;
    rows.upsert('royalty_advances', {
      id: advanceId,
      publisher_id: publisherId,
      creator_id: creatorId,
      name,
      amount_cents: amountCents,
      royalty_ids: royaltyIds,
      created_at: event.metadata.occurredAt,
      unrecouped_cents: null,
      unrecouped_as_of: null,
    });
  },
  AdvancePaid: (rows, event) => {
    const { instalmentId, advanceId, amountCents, paidDate } = event.data;
    rows.upsert('royalty_advance_instalments', {
      id: instalmentId,
      advance_id: advanceId,
      amount_cents: amountCents,
      paid_date: paidDate,
    });
  },
  AdvanceDeleted: (rows, event) => {
    rows.deleteWhere('royalty_advance_instalments', 'advance_id', event.data.advanceId);
    rows.delete('royalty_advances', event.data.advanceId);
  },
  RoyaltyReserveSet: (rows, event) => {
    const { royaltyId, reserve } = event.data;
    if (reserve) rows.upsert('royalty_reserves', { id: royaltyId, reserve });
    else rows.delete('royalty_reserves', royaltyId);
    // On the royalty's stream: a later edit of its tiers is checked against this revision.
    rows.update('royalties', royaltyId, editedColumns(event));
  },
  PublisherMinimumPayoutChanged: (rows, event) => {
    rows.update('royalty_publishers', event.data.publisherId, {
      minimum_payout_cents: event.data.minimumPayoutCents,
    });
  },
  RoyaltyStatementSent: (rows, event) => {
    const { statementId, endDate, lines, advances } = event.data;
    for (const line of lines)
      rows.upsert('royalty_statement_ends', {
        id: `${statementId}:${line.royaltyId}`,
        royalty_id: line.royaltyId,
        end_date: endDate,
      });
    for (const advance of advances)
      rows.update('royalty_advances', advance.advanceId, {
        unrecouped_cents: advance.unrecoupedCents,
        unrecouped_as_of: endDate,
      });
  },
};

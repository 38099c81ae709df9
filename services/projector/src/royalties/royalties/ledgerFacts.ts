import type { RoyaltyReserveFields } from '@colophon/events';

import { editedColumns } from '../../runtime/columns.ts';
import type { ProjectionHandlers } from '../../runtime/projection.ts';
import { column, defineTable, type RowOf } from '../../runtime/tables.ts';
import { ledgerMark } from './listLedger.ts';

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
 * periods. A statement computes the ledger from these facts, and so does the royalty list (owed and
 * balance, see listLedger.ts): each marks the royalties whose list figures it moved. The minimum
 * payout moves none (it decides what a statement pays, not what is owed).
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
    for (const royaltyId of royaltyIds) rows.mark(ledgerMark, royaltyId);
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
  AdvanceDeleted: async (rows, event) => {
    // Rare: the one ledger handler that reads, to learn which royalties no longer recoup it.
    const advance: { royalty_ids: string[] } | undefined = await rows.inTransaction((tx) =>
      tx('royalty_advances').where({ id: event.data.advanceId }).first('royalty_ids'),
    );
    for (const royaltyId of advance?.royalty_ids ?? []) rows.mark(ledgerMark, royaltyId);
    rows.deleteWhere('royalty_advance_instalments', 'advance_id', event.data.advanceId);
    rows.delete('royalty_advances', event.data.advanceId);
  },
  RoyaltyReserveSet: (rows, event) => {
    const { royaltyId, reserve } = event.data;
    if (reserve) rows.upsert('royalty_reserves', { id: royaltyId, reserve });
    else rows.delete('royalty_reserves', royaltyId);
    rows.mark(ledgerMark, royaltyId);
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
    for (const line of lines) {
      rows.upsert('royalty_statement_ends', {
        id: `${statementId}:${line.royaltyId}`,
        royalty_id: line.royaltyId,
        end_date: endDate,
      });
      // A new period of its reserve.
      rows.mark(ledgerMark, line.royaltyId);
    }
    for (const advance of advances)
      rows.update('royalty_advances', advance.advanceId, {
        unrecouped_cents: advance.unrecoupedCents,
        unrecouped_as_of: endDate,
      });
  },
};

import { statementTotals } from '@colophon/domain';

import { defineProjection } from '../../runtime/projection.ts';

/** Sent royalty statements, as their events hold them (a statement never changes once sent). */
export const royaltyStatementsProjection = defineProjection({
  name: 'royaltyStatements',
  onFailure: 'park',
  tables: ['royalty_statements'],
  handlers: {
    RoyaltyStatementSent: (rows, event) => {
      const statement = event.data;
      const totals = statementTotals(statement.lines.map((line) => line.figures));
      rows.upsert('royalty_statements', {
        id: statement.statementId,
        publisher_id: statement.publisherId,
        creator_id: statement.creatorId,
        sent_date: statement.sentDate,
        start_date: statement.startDate,
        end_date: statement.endDate,
        pub_note: statement.pubNote,
        emailed_to: statement.emailedTo,
        computed_at: statement.computedAt,
        paid_cents: totals.paidCents,
        balance_cents: totals.balanceCents,
        statement,
        sent_by: event.metadata.userId,
        created_at: event.metadata.occurredAt,
      });
    },
  },
});

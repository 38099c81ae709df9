import type { PastChange, StatementAudit } from '@colophon/command';
import type { StatementLineFigures } from '@colophon/domain';
import type { RoyaltyStatementSentData } from '@colophon/events';
import type { RoyaltyStatementRow } from '@colophon/projector/royalties/statements/rows';
import type { Knex } from 'knex';

import { pageOf } from '../../shared/paging.ts';

/** A sent statement as its event holds it, with who sent it and when: from the read model or the store. */
export type RoyaltyStatementModel = RoyaltyStatementSentData & { sentBy: string | null; sentAt: string };
export type RoyaltyStatementLineModel = RoyaltyStatementSentData['lines'][number];
export type StatementFiguresModel = StatementLineFigures;
export type RoyaltyStatementAuditModel = StatementAudit;
export type PastChangeModel = PastChange;

export const statementOfRow = (row: RoyaltyStatementRow): RoyaltyStatementModel => ({
  ...row.statement,
  sentBy: row.sent_by,
  sentAt: new Date(row.created_at).toISOString(),
});

/** A creator's statements, newest first (by sent date, then when they were made). */
export async function listRoyaltyStatements(db: Knex, publisherId: string, creatorId: string, page: number) {
  const result = await pageOf<RoyaltyStatementRow>(
    db('royalty_statements')
      .where({ publisher_id: publisherId, creator_id: creatorId })
      .orderBy([
        { column: 'sent_date', order: 'desc' },
        { column: 'created_at', order: 'desc' },
      ]),
    page,
  );
  return { ...result, items: result.items.map(statementOfRow) };
}

export async function findRoyaltyStatement(db: Knex, publisherId: string, id: string) {
  const row: RoyaltyStatementRow | undefined = await db('royalty_statements')
    .where({ publisher_id: publisherId, id })
    .first();
  return row ? statementOfRow(row) : null;
}

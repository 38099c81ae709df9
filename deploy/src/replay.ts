import { auditReport, auditStatement } from '@colophon/command';

import { connectInfrastructure } from './config.ts';

/**
 * `npm run replay -- <statementId>`: the audit replay of a sent royalty statement, against the
 * embedded data folder (or DATABASE_URL): its figures computed again from the events up to the
 * position it was computed at, and from every event now, with the events that changed its past.
 * Exits 1 when the statement is not found or does not match what was sent.
 */
const statementId = process.argv[2];
if (!statementId) {
  console.error('Usage: npm run replay -- <statementId>');
  process.exit(2);
}
const infrastructure = await connectInfrastructure();
try {
  const audit = await auditStatement(infrastructure.store, infrastructure.db, statementId, null);
  if (!audit) {
    console.error(`No sent royalty statement ${statementId}.`);
    process.exitCode = 1;
  } else {
    const userIds = [audit.statement.sentBy, ...audit.asNow.changes.map((change) => change.userId)];
    const users: { id: string; email: string; first_name: string; last_name: string }[] = await infrastructure
      .db('users')
      .whereIn(
        'id',
        userIds.filter((id): id is string => id !== null),
      )
      .select('id', 'email', 'first_name', 'last_name');
    const labels = new Map(
      users.map((user) => [user.id, `${`${user.first_name} ${user.last_name}`.trim()} <${user.email}>`]),
    );
    console.log(auditReport(audit, (userId) => (userId ? (labels.get(userId) ?? userId) : 'the system')));
    if (!audit.asSent.matches) process.exitCode = 1;
  }
} finally {
  await infrastructure.close();
}

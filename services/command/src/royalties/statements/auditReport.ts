import { formatCents, statementFigureNames, type StatementLineFigures } from '@colophon/domain';

import type { AuditedLine, StatementAudit } from './statementAudit.ts';

const figureText = (name: keyof StatementLineFigures, figures: StatementLineFigures) =>
  name === 'units' || name === 'lifeUnits' ? String(figures[name]) : formatCents(figures[name]);

const lineReport = (line: AuditedLine, against: string) =>
  line.differing.length === 0
    ? [`  ${line.title}: every figure matches ${against}.`]
    : [
        `  ${line.title}: differs from ${against}:`,
        ...statementFigureNames
          .filter((name) => line.differing.includes(name))
          .map((name) => `    ${name}: sent ${figureText(name, line.sent)}, now ${figureText(name, line.recomputed)}`),
      ];

const ledgerReport = (ledgerDiffering: readonly string[], against: string) =>
  ledgerDiffering.length === 0
    ? [`  Advances and payout: every figure matches ${against}.`]
    : [`  Advances and payout differ from ${against}:`, ...ledgerDiffering.map((figure) => `    ${figure}`)];

/** The audit replay as an auditor reads it (`npm run replay -- <statementId>`). */
export function auditReport(audit: StatementAudit, userLabel: (userId: string | null) => string): string {
  const { statement, asSent, asNow } = audit;
  return [
    `Royalty statement ${statement.statementId}`,
    `  ${statement.publisherName} to ${statement.creatorName}, period ${statement.startDate} to ${statement.endDate}, sent ${statement.sentDate} by ${userLabel(statement.sentBy)}`,
    `  computed at event-store position ${statement.computedAt}; ${audit.eventsRead} events of its facts read`,
    ``,
    `As sent (the events up to ${statement.computedAt}): ${asSent.matches ? 'MATCHES to the cent' : 'DOES NOT MATCH'}`,
    ...asSent.lines.flatMap((line) => lineReport(line, 'what was sent')),
    ...ledgerReport(asSent.ledgerDiffering, 'what was sent'),
    ``,
    `As of now (position ${asNow.position}): ${asNow.matches ? 'unchanged' : 'CHANGED since it was sent'}`,
    ...asNow.lines.flatMap((line) => lineReport(line, 'the statement')),
    ...ledgerReport(asNow.ledgerDiffering, 'the statement'),
    ...(asNow.changes.length === 0
      ? [`  No event since the statement changed its figures.`]
      : [
          `  Events since the statement that changed its past:`,
          ...asNow.changes.map(
            (change) =>
              `    ${change.occurredAt}  ${change.type} on ${change.streamId} by ${userLabel(change.userId)} (position ${change.position}): ${change.figures.join(', ')}`,
          ),
        ]),
  ].join('\n');
}

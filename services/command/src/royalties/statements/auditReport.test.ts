import { statementLineFigures } from '@colophon/domain';
import { describe, expect, it } from 'vitest';

import { auditReport } from './auditReport.ts';
import type { StatementAudit } from './statementAudit.ts';

const facts = {
  tiers: { regular: [{ start: 0, rateBasisPoints: 1000, term: 2 as const }], discountSets: [] },
  sales: [{ date: '2025-06-10', units: 10, listPriceCents: 2000, receiptsCents: 10_000, discountBasisPoints: 0 }],
  expenses: [],
  payments: [],
};
const june = { start: '2025-06-01', end: '2025-06-30' };
const sent = statementLineFigures(facts, june);
const now = statementLineFigures({ ...facts, payments: [{ sentDate: '2025-06-20', amountCents: 500 }] }, june);

describe('the audit report', () => {
  it('says the statement matches as sent, and names each later event that changed it, by whom', () => {
    const audit = {
      statement: {
        statementId: 's1',
        publisherName: 'Lee Press',
        creatorName: 'Mary Shelley',
        startDate: june.start,
        endDate: june.end,
        sentDate: '2025-07-01',
        sentBy: 'u1',
        computedAt: '812:40',
      },
      asSent: {
        matches: true,
        lines: [{ royaltyId: 'r1', title: 'Frankenstein', sent, recomputed: sent, differing: [] }],
        ledgerDiffering: [],
      },
      asNow: {
        matches: false,
        position: '900:3',
        lines: [
          { royaltyId: 'r1', title: 'Frankenstein', sent, recomputed: now, differing: ['paidCents', 'balanceCents'] },
        ],
        ledgerDiffering: ['payout: balanceCents', 'payout: payableCents'],
        changes: [
          {
            position: '890:1',
            streamId: 'royaltypayment-p1',
            type: 'RoyaltyPaymentRecorded',
            occurredAt: '2025-08-02T10:00:00.000Z',
            userId: 'u2',
            royaltyIds: ['r1'],
            figures: ['paidCents', 'balanceCents'],
          },
        ],
      },
      eventsRead: 12,
    } as unknown as StatementAudit;
    const report = auditReport(audit, (userId) => ({ u1: 'Ann Lee', u2: 'Bob Cole' })[userId as 'u1'] ?? '?');
    expect(report).toContain('sent 2025-07-01 by Ann Lee');
    expect(report).toContain('As sent (the events up to 812:40): MATCHES to the cent');
    expect(report).toContain('  Frankenstein: every figure matches what was sent.');
    expect(report).toContain('As of now (position 900:3): CHANGED since it was sent');
    expect(report).toContain('    paidCents: sent 0.00, now 5.00');
    expect(report).toContain('    balanceCents: sent 10.00, now 5.00');
    expect(report).toContain('  Advances and payout: every figure matches what was sent.');
    expect(report).toContain(
      '  Advances and payout differ from the statement:\n    payout: balanceCents\n    payout: payableCents',
    );
    expect(report).toContain(
      '2025-08-02T10:00:00.000Z  RoyaltyPaymentRecorded on royaltypayment-p1 by Bob Cole (position 890:1): paidCents, balanceCents',
    );
  });
});

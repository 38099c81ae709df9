import { type StatementDocument, statementLineFigures } from '@colophon/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';

import { renderStatementPdf } from './statementPdf.ts';

const figures = statementLineFigures(
  {
    tiers: { regular: [{ start: 0, rateBasisPoints: 1000, term: 2 }], discountSets: [] },
    sales: [{ date: '2026-02-10', units: 12, listPriceCents: 2000, receiptsCents: 14_400, discountBasisPoints: 0 }],
    expenses: [],
    payments: [{ sentDate: '2026-02-20', amountCents: 440 }],
  },
  { start: '2026-02-01', end: '2026-02-28' },
);

const statement = (lines: number): StatementDocument => ({
  publisherName: 'Lee Press',
  currencySymbol: '€',
  creatorName: 'Mary Shelley',
  creatorAddress: ['12 Chester Square', 'London SW1W 9HH', 'United Kingdom'],
  period: { start: '2026-02-01', end: '2026-02-28' },
  sentDate: '2026-03-02',
  pubNote: 'Thank you for a fine quarter.',
  lines: Array.from({ length: lines }, (_, index) => ({
    royaltyId: `r${index}`,
    title: index === 0 ? 'Frankenstein' : `Volume ${index + 1}`,
    isbn: '9780141439471',
    format: 'Paperback',
    region: null,
    figures,
  })),
});

const textOf = async (pdf: Buffer) => {
  const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return { text, totalPages };
};

describe('the statement PDF', () => {
  it('reads back with the letterhead, the creator, the period, each title with its figures and the balance', async () => {
    const pdf = await renderStatementPdf(statement(1));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await textOf(pdf);
    for (const expected of [
      'Lee Press',
      'Royalty statement',
      'Mary Shelley',
      '12 Chester Square',
      'London SW1W 9HH',
      'Period: 2026-02-01 to 2026-02-28',
      'Frankenstein · Paperback · 9780141439471',
      '€144.00',
      '€14.40',
      '€4.40',
      'Balance carried: €10.00',
      'Thank you for a fine quarter.',
    ])
      expect(text).toContain(expected);
  });

  it('continues a long statement on further pages, and the same statement gives the same bytes', async () => {
    const long = statement(50);
    const [first, again] = await Promise.all([renderStatementPdf(long), renderStatementPdf(long)]);
    expect(first.equals(again)).toBe(true);
    const { text, totalPages } = await textOf(first);
    expect(totalPages).toBeGreaterThan(1);
    expect(text).toContain('Volume 50');
    expect(text).toContain('Balance carried: €500.00');
  });
});

import { describe, expect, it } from 'vitest';

import { nextSort, sortRows } from './productSort.ts';

const rows = [
  { title: 'Beta', revenue: '100.00', isbn: null },
  { title: 'alpha', revenue: '9.50', isbn: '978' },
  { title: null, revenue: '20.00', isbn: '977' },
];

describe('P&L table sort', () => {
  it('sorts money as numbers, ascending first and then descending, nulls last both ways', () => {
    const ascending = nextSort(null, 'revenue');
    expect(sortRows(rows, ascending).map((row) => row.revenue)).toEqual(['9.50', '20.00', '100.00']);
    const descending = nextSort(ascending, 'revenue');
    expect(descending.direction).toBe('desc');
    expect(sortRows(rows, descending).map((row) => row.revenue)).toEqual(['100.00', '20.00', '9.50']);
    expect(sortRows(rows, { column: 'title', direction: 'desc' }).map((row) => row.title)).toEqual([
      'Beta',
      'alpha',
      null,
    ]);
    expect(sortRows(rows, { column: 'isbn', direction: 'asc' }).map((row) => row.isbn)).toEqual(['977', '978', null]);
  });
});

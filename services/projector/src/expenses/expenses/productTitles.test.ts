import type { DomainEvent } from '@colophon/events';
import type { Knex } from 'knex';
import { afterAll, describe, expect, it } from 'vitest';

import { expenseCreated, format, migratedDatabase, project, storedEvents } from '../../runtime/projectForTest.ts';
import { expensesProjection } from './projection.ts';

const title = (productWorkId: string, title: string): DomainEvent => ({
  type: 'ProductWorkCreated',
  data: { productWorkId, publisherId: 'p1', title, description: '', imprintId: null, seriesId: null },
});
const formatOf = (productId: string, productWorkId: string): DomainEvent => ({
  type: 'ProductCreated',
  data: { productId, productWorkId, publisherId: 'p1', ...format('BC') },
});
// Expenses on two titles' formats and one on none, then a title renamed and an expense moved.
const history: DomainEvent[] = [
  title('w1', 'Harbour Lights'),
  title('w2', 'Garden Paths'),
  formatOf('b1', 'w1'),
  formatOf('e1', 'w1'),
  formatOf('b2', 'w2'),
  expenseCreated('x1', 'b1'),
  expenseCreated('x2', 'e1'),
  expenseCreated('x3', 'b2'),
  expenseCreated('x4', null),
  { type: 'ProductWorkUpdated', data: { productWorkId: 'w1', changes: { title: 'Harbour Nights' } } },
  { type: 'ProductWorkUpdated', data: { productWorkId: 'w2', changes: { description: 'Walks' } } },
  { type: 'ExpenseUpdated', data: { expenseId: 'x3', changes: { productId: 'b1' } } },
  { type: 'ExpenseUpdated', data: { expenseId: 'x1', changes: { productId: null } } },
];
const events = storedEvents(history.map((event) => ({ event, streamId: 'log', occurredAt: '2026-04-01T10:00:00Z' })));

const titles = async (db: Knex) =>
  Object.fromEntries(
    (await db('expenses').orderBy('id').select('id', 'search_product_title')).map((row) => [
      row.id,
      row.search_product_title,
    ]),
  );

describe("expenses' titles", () => {
  const databases: Knex[] = [];
  afterAll(() => Promise.all(databases.map((db) => db.destroy())));

  it("carry their format's title, case-folded, through renames and moves, one event per batch as in one batch", async () => {
    // One after the other: two PGlite migrations at once wait too long for a core on a busy machine.
    const together = await migratedDatabase();
    const oneByOne = await migratedDatabase();
    databases.push(together, oneByOne);
    await project(together, expensesProjection, events, 1000);
    await project(oneByOne, expensesProjection, events, 1);
    const expected = { x1: null, x2: 'harbour nights', x3: 'harbour nights', x4: null };
    expect(await titles(together)).toEqual(expected);
    expect(await titles(oneByOne)).toEqual(expected);
  });
});

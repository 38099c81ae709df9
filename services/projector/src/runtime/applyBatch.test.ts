import { checkpointsTable, type DomainEvent, startOfLog } from '@colophon/events';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { failedLoginsProjection } from '../admin/failedLogins/projection.ts';
import { productsProjection } from '../catalogue/products/projection.ts';
import { customersProjection } from '../contacts/customers/projection.ts';
import { dailyExpensesProjection } from '../reporting/dailyExpenses/projection.ts';
import { registerCheckpoints } from './checkpoints.ts';
import { migratedDatabase, storedEvents } from './projectForTest.ts';
import { applyBatch } from './projector.ts';

const at = (event: DomainEvent, streamId: string) => ({ event, streamId, occurredAt: '2024-05-01T10:00:00.000Z' });
const unhandled = at(
  { type: 'IsbnReserved', data: { publisherId: 'p1', isbn: '9780000000002', productId: 'f1' } },
  'isbn-1',
);
const handled = at(
  {
    type: 'ProductWorkCreated',
    data: {
      productWorkId: 'w1',
      publisherId: 'p1',
      title: 'Frankenstein',
      description: '',
      imprintId: null,
      seriesId: null,
      unknownLookups: [],
    },
  } as DomainEvent,
  'product-work-w1',
);

describe('a projection batch', () => {
  let db: Knex;
  beforeAll(async () => {
    db = await migratedDatabase();
    await registerCheckpoints(
      db,
      [productsProjection, customersProjection, dailyExpensesProjection, failedLoginsProjection].map(
        ({ name }) => name,
      ),
    );
  }, 60_000);
  afterAll(() => db?.destroy());

  const checkpoint = async (name = productsProjection.name) =>
    Number((await db(checkpointsTable).where({ name }).first('major')).major);

  it('moves the checkpoint past events the projection does not handle, and only from where it stands', async () => {
    const [first, second, third] = storedEvents([unhandled, unhandled, handled]);
    expect(await applyBatch(db, productsProjection, startOfLog, [first!, second!])).toBe(true);
    expect(await checkpoint()).toBe(2);
    // Another writer moved it on: this one is fenced off, whether the batch has work or not.
    expect(await applyBatch(db, productsProjection, startOfLog, [first!])).toBe(false);
    expect(await applyBatch(db, productsProjection, first!.position, [second!, third!])).toBe(false);
    expect(await checkpoint()).toBe(2);
    expect(await applyBatch(db, productsProjection, second!.position, [third!])).toBe(true);
    expect(await checkpoint()).toBe(3);
    expect(await db('product_works').where({ id: 'w1' }).first('title')).toEqual({ title: 'Frankenstein' });
  });

  it('moves the checkpoints of projections skipping a batch together in one statement, each only from where it stands', async () => {
    const [first, second, third] = storedEvents([unhandled, unhandled, unhandled]);
    const skipping = [customersProjection, dailyExpensesProjection, failedLoginsProjection];
    let statements = 0;
    const count = () => (statements += 1);
    db.on('query', count);
    const applied = await Promise.all(skipping.map((projection) => applyBatch(db, projection, startOfLog, [first!])));
    db.off('query', count);
    expect(applied).toEqual([true, true, true]);
    expect(statements).toBe(1);
    // The daily expenses' checkpoint moved on: its skip is refused, the others' are not.
    await applyBatch(db, dailyExpensesProjection, first!.position, [second!]);
    expect(
      await Promise.all(skipping.map((projection) => applyBatch(db, projection, first!.position, [second!, third!]))),
    ).toEqual([true, false, true]);
    expect(await Promise.all(skipping.map((projection) => checkpoint(projection.name)))).toEqual([3, 2, 3]);
  });
});

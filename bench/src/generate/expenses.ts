import { expenseDecider, expenseStreamId } from '@colophon/command/expenses/expense';

import { type ContextGenerator, referencesOf, type World } from './world.ts';

const notes = ['', '', 'Invoice attached', 'Paid by card', 'Quarterly'];

/**
 * Expenses: company expenses by category, and product expenses (printing, design) once the
 * catalogue has formats to charge them to; a few corrected afterwards.
 */
export const expensesGenerator: ContextGenerator = {
  name: 'expenses',
  weight: 0.1,
  step(world) {
    const publisher = world.pickPublisher();
    const expenses = referencesOf(world, publisher, 'expense');
    if (expenses.length > 5 && world.random.chance(0.1)) correctExpense(world, publisher, world.random.pick(expenses));
    else createExpense(world, publisher, expenses);
  },
};

type Publisher = World['publishers'][number];
const facts = { productKnown: true, unknownLookupFields: [], dateValid: true };
const today = (world: World) => world.now().toISOString().slice(0, 10);

function createExpense(world: World, publisher: Publisher, expenses: string[]) {
  const { random } = world;
  const products = referencesOf(world, publisher, 'product');
  const productId = products.length > 0 && random.chance(0.5) ? random.pick(products) : null;
  const expenseId = world.newId();
  world.log.run(
    'expenses',
    expenseDecider,
    expenseStreamId(expenseId),
    {
      type: 'CreateExpense',
      expenseId,
      publisherId: publisher.publisherId,
      fields: {
        productId,
        categoryId: productId && random.chance(0.5) ? null : random.pick(publisher.lookups.expenseCategory!),
        amountCents: random.int(500, 250_000),
        expenseDate: today(world),
        adminNotes: random.pick(notes),
      },
      facts,
    },
    world.metadataFor(publisher),
  );
  expenses.push(expenseId);
}

function correctExpense(world: World, publisher: Publisher, expenseId: string) {
  world.log.run(
    'expenses',
    expenseDecider,
    expenseStreamId(expenseId),
    {
      type: 'UpdateExpense',
      expenseId,
      publisherId: publisher.publisherId,
      changes: { amountCents: world.random.int(500, 250_000), adminNotes: 'Corrected amount' },
      facts,
    },
    world.metadataFor(publisher),
  );
}

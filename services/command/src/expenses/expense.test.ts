import { expenseMessages } from '@colophon/domain';
import type { DomainEvent } from '@colophon/events';
import { describe, expect, it } from 'vitest';

import { given } from '../shared/givenWhenThen.ts';
import { type ExpenseCommand, expenseDecider, type ExpenseFacts, type ExpenseInput } from './expense.ts';

const fields: ExpenseInput = {
  productId: 'book',
  categoryId: null,
  amountCents: 12550,
  expenseDate: '2026-11-02',
  adminNotes: 'cover design',
};
const facts: ExpenseFacts = { productKnown: true, unknownLookupFields: [], dateValid: true };
const create = (overrides: Partial<ExpenseInput> = {}, factOverrides: Partial<ExpenseFacts> = {}): ExpenseCommand => ({
  type: 'CreateExpense',
  expenseId: 'x1',
  publisherId: 'p1',
  fields: { ...fields, ...overrides },
  facts: { ...facts, ...factOverrides },
});
const created: DomainEvent = {
  type: 'ExpenseCreated',
  data: { expenseId: 'x1', publisherId: 'p1', ...fields, amountCents: 12550 },
};

describe('expense decider', () => {
  it('records a product expense and a company expense with a category', () => {
    expect(given(expenseDecider)(create())).toEqual([created]);
    expect(given(expenseDecider)(create({ productId: null, categoryId: 'printing' }))[0]).toMatchObject({
      data: { productId: null, categoryId: 'printing' },
    });
  });

  it.each([
    [{ productId: null }, {}, expenseMessages.productOrCategoryRequired],
    [{ amountCents: 0 }, {}, expenseMessages.amountRequired],
    [{ amountCents: null }, {}, expenseMessages.amountRequired],
    [{}, { productKnown: false }, expenseMessages.productNotFound],
    [{}, { dateValid: false }, expenseMessages.invalidDate],
  ])('refuses %o with facts %o', (overrides, factOverrides, message) => {
    expect(() => given(expenseDecider)(create(overrides, factOverrides))).toThrow(message);
  });

  it('edits only changed fields, and may attach a product to a company expense', () => {
    const company: DomainEvent = {
      type: 'ExpenseCreated',
      data: {
        expenseId: 'x1',
        publisherId: 'p1',
        ...fields,
        productId: null,
        categoryId: 'printing',
        amountCents: 100,
      },
    };
    const events = given(
      expenseDecider,
      company,
    )({
      type: 'UpdateExpense',
      expenseId: 'x1',
      publisherId: 'p1',
      changes: { productId: 'book', amountCents: 100 },
      facts,
    });
    expect(events).toEqual([{ type: 'ExpenseUpdated', data: { expenseId: 'x1', changes: { productId: 'book' } } }]);
  });

  it('refuses to detach the product of an expense without a category', () => {
    const update: ExpenseCommand = {
      type: 'UpdateExpense',
      expenseId: 'x1',
      publisherId: 'p1',
      changes: { productId: null },
      facts,
    };
    expect(() => given(expenseDecider, created)(update)).toThrow(expenseMessages.productOrCategoryRequired);
  });

  it("deletes, and treats another publisher's expense as not found", () => {
    expect(given(expenseDecider, created)({ type: 'DeleteExpense', expenseId: 'x1', publisherId: 'p1' })).toEqual([
      { type: 'ExpenseDeleted', data: { expenseId: 'x1' } },
    ]);
    expect(() => given(expenseDecider, created)({ type: 'DeleteExpense', expenseId: 'x1', publisherId: 'p2' })).toThrow(
      expenseMessages.notFound,
    );
  });
});

import { expenseMessages } from '@colophon/domain';
import { describe, expect, it } from 'vitest';

import { newExpenseValues, validateExpense } from './ExpenseForm.tsx';

describe('expense validation', () => {
  it('needs a product or a category, and an amount above 0', () => {
    expect(validateExpense(newExpenseValues())).toEqual({
      categoryId: expenseMessages.productOrCategoryRequired,
      amount: expenseMessages.amountRequired,
    });
    expect(validateExpense({ ...newExpenseValues(), categoryId: 'c', amount: '0.00' })).toEqual({
      amount: expenseMessages.amountRequired,
    });
    expect(
      validateExpense({
        ...newExpenseValues(),
        product: { id: 'p', label: 'P', title: 'P', formatName: 'Paperback', isbn: '' },
        amount: '0.01',
      }),
    ).toEqual({});
  });

  it('defaults the date to today', () => {
    expect(newExpenseValues().expenseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

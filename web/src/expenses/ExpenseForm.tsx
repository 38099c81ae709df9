import { expenseMessages, localToday, parseCents } from '@colophon/domain';
import { SimpleGrid, Stack, Textarea } from '@mantine/core';

import { DateField } from '../ui/DateField.tsx';
import { MoneyInput } from '../ui/MoneyInput.tsx';
import { type PickedProduct, ProductPicker } from '../ui/ProductPicker.tsx';
import { PublisherLookupSelect } from '../ui/PublisherLookupSelect.tsx';

export interface ExpenseValues {
  product: PickedProduct | null;
  categoryId: string;
  amount: string;
  expenseDate: string;
  adminNotes: string;
}

export const newExpenseValues = (): ExpenseValues => ({
  product: null,
  categoryId: '',
  amount: '',
  expenseDate: localToday(),
  adminNotes: '',
});

export type ExpenseErrors = Partial<Record<'product' | 'categoryId' | 'amount' | 'expenseDate', string>>;

/** The spec's rules: a product or a category, and an amount greater than 0. */
export function validateExpense(values: ExpenseValues): ExpenseErrors {
  const errors: ExpenseErrors = {};
  if (!values.product && !values.categoryId) errors.categoryId = expenseMessages.productOrCategoryRequired;
  if (!((parseCents(values.amount) ?? 0) > 0)) errors.amount = expenseMessages.amountRequired;
  return errors;
}

export const expenseInput = (values: ExpenseValues) => ({
  productId: values.product?.id ?? '',
  categoryId: values.categoryId,
  amount: values.amount,
  expenseDate: values.expenseDate,
  adminNotes: values.adminNotes,
});

/** Product picker, category picker with add-new ('Category saved!'), amount, date (default today) and notes. */
export function ExpenseForm(props: {
  values: ExpenseValues;
  onChange(values: ExpenseValues): void;
  errors: ExpenseErrors;
}) {
  const { values } = props;
  const set = (changes: Partial<ExpenseValues>) => props.onChange({ ...values, ...changes });
  return (
    <Stack>
      <ProductPicker
        label="Product"
        value={values.product}
        onChange={(product) => set({ product })}
        error={props.errors.product}
      />
      <PublisherLookupSelect
        kind="expenseCategory"
        label="Category"
        value={values.categoryId}
        onChange={(categoryId) => set({ categoryId })}
        error={props.errors.categoryId}
        savedMessage="Category saved!"
      />
      <SimpleGrid cols={2}>
        <MoneyInput
          label="Amount"
          required
          value={values.amount}
          onValueChange={(amount) => set({ amount })}
          error={props.errors.amount}
        />
        <DateField
          label="Date"
          value={values.expenseDate}
          onChange={(expenseDate) => set({ expenseDate })}
          error={props.errors.expenseDate}
        />
      </SimpleGrid>
      <Textarea
        label="Admin Notes"
        autosize
        minRows={2}
        value={values.adminNotes}
        onChange={(event) => set({ adminNotes: event.currentTarget.value })}
      />
    </Stack>
  );
}

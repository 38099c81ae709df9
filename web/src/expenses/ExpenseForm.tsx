import { expenseMessages, localToday, parseCents } from '@colophon/domain';
import { SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';

import { DateField } from '../ui/DateField.tsx';
import { setAndRejudge } from '../ui/formOptions.ts';
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

/** An expense's form state: the spec's rules checked on save, then again as the fields change. */
export const useExpenseForm = (initialValues: ExpenseValues) =>
  useForm<ExpenseValues>({ initialValues, validate: validateExpense });
type ExpenseFormState = UseFormReturnType<ExpenseValues>;

/** Product picker, category picker with add-new ('Category saved!'), amount, date (default today) and notes. */
export function ExpenseForm({ form }: { form: ExpenseFormState }) {
  const values = form.getValues();
  const errors = form.errors as ExpenseErrors;
  // A product and a category are judged together: either one clears the other's message.
  const set = (changes: Partial<ExpenseValues>) => setAndRejudge(form, changes);
  return (
    <Stack>
      <ProductPicker
        label="Product"
        value={values.product}
        onChange={(product) => set({ product })}
        error={errors.product}
      />
      <PublisherLookupSelect
        kind="expenseCategory"
        label="Category"
        value={values.categoryId}
        onChange={(categoryId) => set({ categoryId })}
        error={errors.categoryId}
        savedMessage={expenseMessages.categorySaved}
        progressMessage={expenseMessages.creatingCategory}
      />
      <SimpleGrid cols={2}>
        <MoneyInput
          label="Amount"
          required
          value={values.amount}
          onValueChange={(amount) => set({ amount })}
          error={errors.amount}
        />
        <DateField
          label="Date"
          value={values.expenseDate}
          onChange={(expenseDate) => set({ expenseDate })}
          error={errors.expenseDate}
        />
      </SimpleGrid>
      <Textarea label="Admin Notes" autosize minRows={2} {...form.getInputProps('adminNotes')} />
    </Stack>
  );
}

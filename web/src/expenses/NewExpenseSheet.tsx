import { expenseMessages } from '@colophon/domain';
import { Drawer, Group, Stack } from '@mantine/core';
import { useMutation } from 'urql';

import { useNotify } from '../ui/notify.ts';
import { SaveButton } from '../ui/RecordButtons.tsx';
import { ExpenseForm, expenseInput, type ExpenseValues, newExpenseValues, useExpenseForm } from './ExpenseForm.tsx';
import { CreateExpenseMutation } from './queries.ts';

/** The New Expense form on the expense list. */
export function NewExpenseSheet({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const notify = useNotify();
  const [creation, createExpense] = useMutation(CreateExpenseMutation);
  const form = useExpenseForm(newExpenseValues());

  const save = async (values: ExpenseValues) => {
    const result = await notify.during(expenseMessages.creating, createExpense({ input: expenseInput(values) }));
    const payload = result.data?.createExpense;
    if (!payload || payload.errors.length > 0) {
      form.setErrors(
        Object.fromEntries(
          (payload?.errors ?? []).filter((error) => error.field).map((error) => [error.field, error.message]),
        ),
      );
      notify.error(
        `Failed to create expense: ${payload?.errors.map((error) => error.message).join(' ') || result.error?.message}`,
      );
      return;
    }
    notify.success(expenseMessages.created, { brief: true });
    form.setInitialValues(newExpenseValues());
    form.reset();
    onClose();
  };

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title="New Expense">
      <form onSubmit={form.onSubmit(save)} noValidate aria-label="New Expense">
        <Stack>
          <ExpenseForm form={form} />
          <Group justify="flex-end">
            <SaveButton type="submit" loading={creation.fetching || form.submitting} />
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}

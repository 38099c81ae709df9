import { Button, Drawer, Group, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';

import { useNotify } from '../ui/notify.ts';
import {
  type ExpenseErrors,
  ExpenseForm,
  expenseInput,
  type ExpenseValues,
  newExpenseValues,
  validateExpense,
} from './ExpenseForm.tsx';
import { CreateExpenseMutation } from './queries.ts';

/** The New Expense form on the expense list. */
export function NewExpenseSheet({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const notify = useNotify();
  const [creation, createExpense] = useMutation(CreateExpenseMutation);
  const [values, setValues] = useState<ExpenseValues>(newExpenseValues);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<ExpenseErrors>({});
  const errors = { ...(tried ? validateExpense(values) : {}), ...serverErrors };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(validateExpense(values)).length > 0) return;
    const result = await createExpense({ input: expenseInput(values) });
    const payload = result.data?.createExpense;
    if (!payload || payload.errors.length > 0) {
      setServerErrors(
        Object.fromEntries(
          (payload?.errors ?? []).filter((error) => error.field).map((error) => [error.field, error.message]),
        ),
      );
      notify.error(
        `Failed to create expense: ${payload?.errors.map((error) => error.message).join(' ') || result.error?.message}`,
      );
      return;
    }
    notify.success('New Expense Created!', { brief: true });
    setValues(newExpenseValues());
    setTried(false);
    onClose();
  };

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title="New Expense">
      <form onSubmit={(event) => void save(event)} noValidate aria-label="New Expense">
        <Stack>
          <ExpenseForm
            values={values}
            onChange={(next) => {
              setValues(next);
              setServerErrors({});
            }}
            errors={errors}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={creation.fetching}>
              SAVE
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}

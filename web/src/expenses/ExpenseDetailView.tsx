import { expenseMessages, formatMoney, formatRecordNumber } from '@colophon/domain';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';

import { useCurrencySymbol } from '../account/useCurrentAccount.ts';
import type { ExpenseFieldsFragment } from '../generated/graphql.ts';
import { confirmDeletion } from '../ui/confirmDeletion.ts';
import { NotFoundState } from '../ui/NotFoundState.tsx';
import { useNotify } from '../ui/notify.ts';
import { PendingRecord } from '../ui/PendingRecord.tsx';
import { formatAndIsbn } from '../ui/ProductLineName.tsx';
import { buttonLabels, CancelButton, DeleteButton, EditButton, SaveButton } from '../ui/RecordButtons.tsx';
import { ExpenseForm, expenseInput, type ExpenseValues, useExpenseForm } from './ExpenseForm.tsx';
import { DeleteExpenseMutation, ExpenseDetailQuery, UpdateExpenseMutation } from './queries.ts';
import { expenseListPath } from './urls.ts';

/** /expenses/:expenseId */
export function ExpenseDetailView() {
  const { expenseId = '' } = useParams();
  const [{ data, fetching, error }] = useQuery({ query: ExpenseDetailQuery, variables: { id: expenseId } });
  if (error || !data) return <PendingRecord fetching={fetching} error={error} />;
  if (!data.expense)
    return <NotFoundState title={expenseMessages.notFound} backTo={expenseListPath} backLabel="Expenses" />;
  return <ExpenseEditor key={data.expense.id} expense={data.expense} />;
}

const valuesOf = (expense: ExpenseFieldsFragment): ExpenseValues => ({
  product: expense.product
    ? { ...expense.product, label: `${expense.product.title} — ${formatAndIsbn(expense.product)}` }
    : null,
  categoryId: expense.category?.id ?? '',
  amount: expense.amount,
  expenseDate: expense.expenseDate,
  adminNotes: expense.adminNotes,
});

function ExpenseEditor({ expense }: { expense: ExpenseFieldsFragment }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const currencySymbol = useCurrencySymbol();
  const [update, updateExpense] = useMutation(UpdateExpenseMutation);
  const [, deleteExpense] = useMutation(DeleteExpenseMutation);
  const [editing, setEditing] = useState(false);
  const form = useExpenseForm(valuesOf(expense));

  const save = async (values: ExpenseValues) => {
    const before = expenseInput(valuesOf(expense));
    const changed = Object.fromEntries(
      Object.entries(expenseInput(values)).filter(([key, value]) => before[key as keyof typeof before] !== value),
    );
    if (Object.keys(changed).length > 0) {
      const payload = (await updateExpense({ id: expense.id, changed })).data?.updateExpense;
      if (!payload) return notify.error('Error saving expense. Try again or contact developer');
      if (payload.errors.length > 0) return payload.errors.forEach((error) => notify.error(error.message));
      notify.success('Changes saved successfully!');
    }
    setEditing(false);
  };
  const remove = async () => {
    const payload = (await deleteExpense({ id: expense.id })).data?.deleteExpense;
    if (!payload?.ok)
      return notify.error(payload?.errors[0]?.message ?? 'Error deleting expense. Try again or contact developer');
    notify.success(`Expense ${payload.message} deleted succesfully!`);
    void navigate(expenseListPath, { replace: true });
  };
  const confirmDelete = () => confirmDeletion('Delete expense', 'Delete this expense?', () => void remove());

  return (
    <Stack gap="md">
      <Anchor component={Link} to={expenseListPath} size="sm">
        ← Expenses
      </Anchor>
      <Group justify="space-between" align="start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2}>Expense {formatRecordNumber(expense.number)}</Title>
            <Badge color={expense.product ? 'blue' : 'grape'}>
              {expense.product ? 'Product Expense' : 'Company Expense'}
            </Badge>
          </Group>
        </Stack>
        <Group>
          {editing ? (
            <>
              <SaveButton onClick={() => form.onSubmit(save)()} loading={update.fetching} />
              <CancelButton
                onClick={() => {
                  form.setValues(valuesOf(expense));
                  form.clearErrors();
                  setEditing(false);
                }}
              />
            </>
          ) : (
            <EditButton
              onClick={() => setEditing(true)}
              label={expense.product ? buttonLabels.edit : `${buttonLabels.edit} / ATTACH PRODUCT`}
            />
          )}
          <DeleteButton editing={editing} onClick={confirmDelete} />
        </Group>
      </Group>
      <Paper withBorder p="md">
        {editing ? (
          <ExpenseForm form={form} />
        ) : (
          <Stack gap={4}>
            <Text>Amount: {formatMoney(expense.amount, currencySymbol)}</Text>
            <Text>Date: {expense.expenseDate}</Text>
            <Text>
              Product:{' '}
              {expense.product ? (
                <Anchor component={Link} to={`/products/${encodeURIComponent(expense.product.id)}`}>
                  {expense.product.title}
                </Anchor>
              ) : (
                '—'
              )}
            </Text>
            <Text>Category: {expense.category?.value ?? '—'}</Text>
            <Text>Notes: {expense.adminNotes || '—'}</Text>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

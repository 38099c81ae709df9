import { customerMessages, formatRecordNumber } from '@colophon/domain';
import { Anchor, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';

import type { CustomerDetailQuery as CustomerDetail } from '../../generated/graphql.ts';
import { customerOrdersPath } from '../../orders/urls.ts';
import { confirmDeletion } from '../../ui/confirmDeletion.ts';
import { LeaveGuard } from '../../ui/LeaveGuard.tsx';
import { splitPayloadErrors } from '../../ui/mutationErrors.ts';
import { NotFoundState } from '../../ui/NotFoundState.tsx';
import { useNotify } from '../../ui/notify.ts';
import { PendingRecord } from '../../ui/PendingRecord.tsx';
import { CancelButton, DeleteButton, EditButton, SaveButton } from '../../ui/RecordButtons.tsx';
import { customerListPath, customerPath } from '../urls.ts';
import {
  customerDisplayName,
  customerDraftOf,
  customerFieldNames,
  type CustomerFieldValues,
  customerSave,
  useCustomerForm,
} from './customerDraft.ts';
import { CustomerForm } from './CustomerForm.tsx';
import { CustomerDetailQuery, DeleteCustomerMutation, UpdateCustomerMutation } from './queries.ts';

type Customer = NonNullable<CustomerDetail['customer']>;

/** /customers/:customerId: the OVERVIEW tab, a link to the customer's orders, edit and delete. */
export function CustomerDetailView() {
  const { customerId = '' } = useParams();
  const [{ data, fetching, error }, refetch] = useQuery({ query: CustomerDetailQuery, variables: { id: customerId } });
  if (error || !data) return <PendingRecord fetching={fetching} error={error} />;
  if (!data.customer)
    return <NotFoundState title={customerMessages.notFound} backTo={customerListPath} backLabel="Customers" />;
  return (
    <CustomerEditor
      key={data.customer.id}
      customer={data.customer}
      onReload={() => refetch({ requestPolicy: 'network-only' })}
    />
  );
}

function CustomerEditor({ customer, onReload }: { customer: Customer; onReload(): void }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const [update, updateCustomer] = useMutation(UpdateCustomerMutation);
  const [, deleteCustomer] = useMutation(DeleteCustomerMutation);
  const [editing, setEditing] = useState(false);
  const form = useCustomerForm(customerDraftOf(customer));
  const draft = form.getValues();
  const pending = customerSave(customerDraftOf(customer), draft);
  const dirty = editing && (pending.changed !== null || pending.contacts !== null);
  const name = customerDisplayName(customer);

  const save = async () => {
    if (dirty) {
      const result = await updateCustomer({ id: customer.id, expectedRevision: customer.revision, ...pending });
      const payload = result.data?.updateCustomer;
      if (!payload) {
        notify.error('Error saving customer. Try again or contact developer');
        return;
      }
      const split = splitPayloadErrors<CustomerFieldValues>(payload.errors, customerFieldNames);
      form.setErrors(split.fieldErrors);
      split.otherMessages.forEach((message) => notify.error(message));
      if (payload.errors.length > 0) return;
      notify.success('Changes saved successfully!');
    }
    setEditing(false);
  };
  const cancel = () => {
    setEditing(false);
    form.reset();
    onReload();
  };
  const remove = async () => {
    const payload = (await deleteCustomer({ id: customer.id })).data?.deleteCustomer;
    if (!payload?.ok) {
      notify.error(payload?.errors[0]?.message ?? 'Error deleting Customer. Try again or contact developer');
      return;
    }
    notify.success('Saved');
    void navigate(customerListPath, { replace: true });
  };
  const confirmDelete = () => confirmDeletion('Delete customer', `Delete ${name}?`, () => void remove());

  return (
    <Stack gap="md">
      <LeaveGuard when={dirty} />
      <Anchor component={Link} to={customerListPath} size="sm">
        ← Customers
      </Anchor>
      <Group justify="space-between" align="start">
        <Stack gap={4}>
          <Title order={2}>{name}</Title>
          <Text c="dimmed" size="sm">
            Customer {formatRecordNumber(customer.number)}
          </Text>
          <Anchor
            component={Link}
            to={customerOrdersPath(customer.id)}
            state={{ queryTitle: `Orders of ${name}`, sourceLink: customerPath(customer.id) }}
            size="sm"
          >
            View all orders ({customer.ordersCount})
          </Anchor>
        </Stack>
        <Group>
          {editing ? (
            <>
              <SaveButton onClick={() => void save()} loading={update.fetching} />
              <CancelButton onClick={cancel} />
            </>
          ) : (
            <EditButton
              onClick={() => {
                form.setValues(customerDraftOf(customer));
                setEditing(true);
              }}
            />
          )}
          <DeleteButton blockedReason={customer.deleteBlockedReason} editing={editing} onClick={confirmDelete} />
        </Group>
      </Group>
      <Tabs defaultValue="overview">
        <Tabs.List>
          <Tabs.Tab value="overview">OVERVIEW</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <Paper withBorder p="md">
            <CustomerForm
              draft={editing ? draft : customerDraftOf(customer)}
              onChange={form.setValues}
              editing={editing}
              errors={form.errors}
            />
          </Paper>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

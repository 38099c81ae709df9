import { localToday } from '@colophon/domain';
import {
  Anchor,
  Checkbox,
  Group,
  NativeSelect,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';

import { customerDisplayName } from '../contacts/customers/customerDraft.ts';
import { customerPath } from '../contacts/urls.ts';
import { formatAddress } from '../ui/contacts/ContactEditor.tsx';
import { DateField } from '../ui/DateField.tsx';
import { MoneyInput } from '../ui/MoneyInput.tsx';
import { PublisherLookupSelect } from '../ui/PublisherLookupSelect.tsx';
import { CustomerPickerQuery, OrderCustomerQuery } from './queries.ts';

/** An order's own fields as its forms hold them. */
export interface OrderValues {
  customerId: string;
  customerName: string;
  orderAddressId: string;
  orderEmailId: string;
  orderPhoneId: string;
  orderStatusId: string;
  poNumber: string;
  salespersonId: string;
  paymentTermId: string;
  shippingTypeId: string;
  shippingCost: string;
  adminNotes: string;
  paid: boolean;
  paidDate: string;
  shipped: boolean;
  shipDate: string;
}

export const emptyOrderValues: OrderValues = {
  customerId: '',
  customerName: '',
  orderAddressId: '',
  orderEmailId: '',
  orderPhoneId: '',
  orderStatusId: '',
  poNumber: '',
  salespersonId: '',
  paymentTermId: '',
  shippingTypeId: '',
  shippingCost: '0',
  adminNotes: '',
  paid: false,
  paidDate: '',
  shipped: false,
  shipDate: '',
};

export type OrderErrors = Partial<Record<keyof OrderValues, string>>;

/** The primary contact item, or the only one; none when several exist and none is primary. */
const primaryId = (items: { id: string; primary: boolean }[]) =>
  (items.find((item) => item.primary) ?? (items.length === 1 ? items[0] : undefined))?.id ?? '';

/** Customer info and order details of the new-order form and the order detail's edit mode. */
export function OrderDetailsFields(props: {
  values: OrderValues;
  onChange(values: OrderValues): void;
  errors: OrderErrors;
  showFlags: boolean;
}) {
  const { values } = props;
  const set = (changes: Partial<OrderValues>) => props.onChange({ ...values, ...changes });
  const [search, setSearch] = useState('');
  const [{ data: picker }] = useQuery({ query: CustomerPickerQuery, variables: { search: search.trim() || null } });
  const [{ data: chosen }] = useQuery({
    query: OrderCustomerQuery,
    variables: { id: values.customerId },
    pause: !values.customerId,
  });
  const customerOptions = (picker?.customers.items ?? []).map((customer) => ({
    value: customer.id,
    label: customerDisplayName(customer),
  }));
  if (values.customerId && !customerOptions.some((option) => option.value === values.customerId)) {
    customerOptions.unshift({ value: values.customerId, label: values.customerName });
  }
  const contacts = chosen?.customer;
  // A customer just chosen fills the order's address, email and phone with its primary ones, once
  // its contacts have loaded; later changes by hand stay.
  const [prefillFor, setPrefillFor] = useState<string | null>(null);
  useEffect(() => {
    if (!prefillFor || contacts?.id !== prefillFor) return;
    setPrefillFor(null);
    props.onChange({
      ...values,
      orderAddressId: primaryId(contacts.addresses),
      orderEmailId: primaryId(contacts.emails),
      orderPhoneId: primaryId(contacts.phones),
    });
  }, [prefillFor, contacts, values, props]);
  const contactSelect = (
    label: string,
    field: 'orderAddressId' | 'orderEmailId' | 'orderPhoneId',
    options: { value: string; label: string }[],
  ) => (
    <NativeSelect
      label={label}
      value={values[field]}
      data={[{ value: '', label: `No ${label.toLowerCase()}` }, ...options]}
      onChange={(event) => set({ [field]: event.currentTarget.value })}
    />
  );

  return (
    <Stack>
      <Title order={4}>Customer Info</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap={2}>
          <Select
            label="Customer"
            required
            searchable
            placeholder="Search customers"
            data={customerOptions}
            value={values.customerId || null}
            onSearchChange={setSearch}
            error={props.errors.customerId}
            nothingFoundMessage="No customers found"
            onChange={(customerId, option) => {
              // Another customer's address, email and phone replace the previous one's.
              set({
                customerId: customerId ?? '',
                customerName: option?.label ?? '',
                orderAddressId: '',
                orderEmailId: '',
                orderPhoneId: '',
              });
              setPrefillFor(customerId);
            }}
          />
          {values.customerId && (
            <Anchor component={Link} to={customerPath(values.customerId)} size="xs">
              Open customer
            </Anchor>
          )}
        </Stack>
        {contactSelect(
          'Order Address',
          'orderAddressId',
          (contacts?.addresses ?? []).map((address) => ({ value: address.id, label: formatAddress(address) })),
        )}
        {contactSelect(
          'Order Email',
          'orderEmailId',
          (contacts?.emails ?? []).map((email) => ({ value: email.id, label: email.value })),
        )}
        {contactSelect(
          'Order Phone',
          'orderPhoneId',
          (contacts?.phones ?? []).map((phone) => ({ value: phone.id, label: phone.value })),
        )}
      </SimpleGrid>
      <Title order={4}>Order Details</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <PublisherLookupSelect
          kind="orderStatus"
          label="Status"
          value={values.orderStatusId}
          onChange={(orderStatusId) => set({ orderStatusId })}
          error={props.errors.orderStatusId}
        />
        <TextInput
          label="PO Number"
          value={values.poNumber}
          onChange={(event) => set({ poNumber: event.currentTarget.value })}
        />
        <PublisherLookupSelect
          kind="salesperson"
          label="Salesperson"
          value={values.salespersonId}
          onChange={(salespersonId) => set({ salespersonId })}
          error={props.errors.salespersonId}
        />
        <PublisherLookupSelect
          kind="paymentTerm"
          label="Payment Term"
          value={values.paymentTermId}
          onChange={(paymentTermId) => set({ paymentTermId })}
          error={props.errors.paymentTermId}
        />
        <PublisherLookupSelect
          kind="shippingType"
          label="Shipping Type"
          value={values.shippingTypeId}
          onChange={(shippingTypeId) => set({ shippingTypeId })}
          error={props.errors.shippingTypeId}
        />
        <MoneyInput
          label="Shipping Cost"
          value={values.shippingCost}
          onValueChange={(shippingCost) => set({ shippingCost })}
          error={props.errors.shippingCost}
        />
      </SimpleGrid>
      <Textarea
        label="Admin Notes"
        autosize
        minRows={2}
        value={values.adminNotes}
        onChange={(event) => set({ adminNotes: event.currentTarget.value })}
      />
      {props.showFlags && (
        <Group align="end">
          <Checkbox
            label="Paid"
            checked={values.paid}
            onChange={(event) =>
              set({
                paid: event.currentTarget.checked,
                paidDate: event.currentTarget.checked ? values.paidDate || localToday() : '',
              })
            }
          />
          <DateField
            aria-label="Paid date"
            value={values.paidDate}
            disabled={!values.paid}
            error={props.errors.paidDate}
            onChange={(paidDate) => set({ paidDate })}
          />
          <Checkbox
            label="Shipped"
            checked={values.shipped}
            onChange={(event) =>
              set({
                shipped: event.currentTarget.checked,
                shipDate: event.currentTarget.checked ? values.shipDate || localToday() : '',
              })
            }
          />
          <DateField
            aria-label="Ship date"
            value={values.shipDate}
            disabled={!values.shipped}
            error={props.errors.shipDate}
            onChange={(shipDate) => set({ shipDate })}
          />
        </Group>
      )}
    </Stack>
  );
}

/** The order fields a save sends, with "" as "none chosen" and an empty shipping cost as 0. */
export const orderDetailsInput = (values: OrderValues) => ({
  customerId: values.customerId,
  orderAddressId: values.orderAddressId,
  orderEmailId: values.orderEmailId,
  orderPhoneId: values.orderPhoneId,
  orderStatusId: values.orderStatusId,
  salespersonId: values.salespersonId,
  paymentTermId: values.paymentTermId,
  shippingTypeId: values.shippingTypeId,
  poNumber: values.poNumber,
  shippingCost: values.shippingCost.trim() || '0',
  adminNotes: values.adminNotes,
});

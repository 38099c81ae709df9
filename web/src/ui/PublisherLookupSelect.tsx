import { lookupKindLabels, settingsMessages } from '@colophon/domain';
import { useMutation, useQuery } from 'urql';

import { graphql } from '../generated/index.ts';
import { type LookupOption, LookupSelect } from './LookupSelect.tsx';
import { useNotify } from './notify.ts';

export const PublisherLookupsQuery = graphql(`
  query PublisherLookups {
    paymentTerms {
      id
      value
    }
    customerClasses {
      id
      value
    }
    shippingTypes {
      id
      value
    }
    orderStatuses {
      id
      value
    }
    salespersons {
      id
      value
    }
    expenseCategories {
      id
      value
    }
  }
`);

const CreatePublisherLookupMutation = graphql(`
  mutation CreatePublisherLookup(
    $value: String!
    $paymentTerm: Boolean!
    $customerClass: Boolean!
    $shippingType: Boolean!
    $orderStatus: Boolean!
    $salesperson: Boolean!
    $expenseCategory: Boolean!
  ) {
    createPaymentTerm(value: $value) @include(if: $paymentTerm) {
      ...LookupPayloadFields
    }
    createCustomerClass(value: $value) @include(if: $customerClass) {
      ...LookupPayloadFields
    }
    createShippingType(value: $value) @include(if: $shippingType) {
      ...LookupPayloadFields
    }
    createOrderStatus(value: $value) @include(if: $orderStatus) {
      ...LookupPayloadFields
    }
    createSalesperson(value: $value) @include(if: $salesperson) {
      ...LookupPayloadFields
    }
    createExpenseCategory(value: $value) @include(if: $expenseCategory) {
      ...LookupPayloadFields
    }
  }
  fragment LookupPayloadFields on LookupPayload {
    item {
      id
      value
    }
    errors {
      field
      message
      code
    }
  }
`);

/** The per-publisher lists customer, order and expense screens choose from, each with its list field and its words. */
export const publisherLookups = {
  paymentTerm: { list: 'paymentTerms', mutation: 'createPaymentTerm', noun: 'payment term' },
  customerClass: { list: 'customerClasses', mutation: 'createCustomerClass', noun: 'customer class' },
  shippingType: { list: 'shippingTypes', mutation: 'createShippingType', noun: 'shipping type' },
  orderStatus: { list: 'orderStatuses', mutation: 'createOrderStatus', noun: 'status' },
  salesperson: { list: 'salespersons', mutation: 'createSalesperson', noun: 'salesperson' },
  expenseCategory: { list: 'expenseCategories', mutation: 'createExpenseCategory', noun: 'category' },
} as const;
export type PublisherLookupKind = keyof typeof publisherLookups;

export function usePublisherLookups() {
  const [{ data }] = useQuery({ query: PublisherLookupsQuery });
  return (kind: PublisherLookupKind): LookupOption[] => data?.[publisherLookups[kind].list] ?? [];
}

/**
 * A select over one of the publisher's lookup lists with inline "add new": an empty value is ignored, a duplicate
 * answers 'Value already exists!'; a failure names the list (e.g. 'Error creating payment term: …').
 */
export function PublisherLookupSelect(props: {
  kind: PublisherLookupKind;
  label: string;
  value: string;
  onChange(id: string): void;
  error?: string;
  disabled?: boolean;
  /** Shown after a value was added, e.g. 'Category saved!'. */
  savedMessage?: string;
  /** Shown while a value is being added, e.g. 'Creating category...'. */
  progressMessage?: string;
}) {
  const notify = useNotify();
  const optionsOf = usePublisherLookups();
  const [, create] = useMutation(CreatePublisherLookupMutation);
  const lookup = publisherLookups[props.kind];
  const options = optionsOf(props.kind);

  const add = async (value: string): Promise<LookupOption | null> => {
    if (options.some((option) => option.value.toLowerCase() === value.toLowerCase())) {
      notify.warning(settingsMessages.valueExists);
      return null;
    }
    const flags = Object.fromEntries(
      Object.keys(publisherLookups).map((kind) => [kind, kind === props.kind]),
    ) as Record<PublisherLookupKind, boolean>;
    const result = await notify.during(props.progressMessage, create({ value, ...flags }));
    const payload = result.data?.[lookup.mutation];
    const failure = payload?.errors[0]?.message ?? result.error?.message;
    if (failure || !payload?.item) {
      const message = settingsMessages.createFailed(
        lookupKindLabels[props.kind].singular,
        failure ?? 'no value returned',
      );
      const title = props.kind === 'expenseCategory' ? settingsMessages.createCategoryFailedTitle : undefined;
      notify.error(message, { title });
      return null;
    }
    if (props.savedMessage) notify.success(props.savedMessage, { brief: true });
    return payload.item;
  };

  return (
    <LookupSelect
      label={props.label}
      kind={lookup.noun}
      options={options}
      value={props.value}
      onChange={props.onChange}
      onAdd={add}
      error={props.error}
      disabled={props.disabled}
    />
  );
}

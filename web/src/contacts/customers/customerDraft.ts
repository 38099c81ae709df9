import { useForm } from '@mantine/form';

import type { CustomerChangesInput, CustomerFieldsFragment } from '../../generated/graphql.ts';
import { contactChanges, type ContactItems, hasContactChanges } from '../../ui/contacts/contactItems.ts';

export const customerFieldNames = [
  'firstName',
  'lastName',
  'company',
  'paymentTermId',
  'customerClassId',
  'adminNotes',
] as const;
export type CustomerFieldValues = Record<(typeof customerFieldNames)[number], string> & { outOfBusiness: boolean };

/** Staged edits of a customer: its own fields and its contact items. */
export interface CustomerDraft {
  fields: CustomerFieldValues;
  contacts: ContactItems;
}

export const emptyCustomerDraft: CustomerDraft = {
  fields: {
    firstName: '',
    lastName: '',
    company: '',
    paymentTermId: '',
    customerClassId: '',
    adminNotes: '',
    outOfBusiness: false,
  },
  contacts: { emails: [], phones: [], addresses: [] },
};

export function customerDraftOf(customer: CustomerFieldsFragment): CustomerDraft {
  return {
    fields: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      company: customer.company,
      paymentTermId: customer.paymentTerms?.id ?? '',
      customerClassId: customer.customerClass?.id ?? '',
      adminNotes: customer.adminNotes,
      outOfBusiness: customer.outOfBusiness,
    },
    contacts: { emails: customer.emails, phones: customer.phones, addresses: customer.addresses },
  };
}

/** What a save sends: only changed fields, and the staged contact edits; null parts had no changes. */
export function customerSave(original: CustomerDraft, draft: CustomerDraft) {
  const keys = [...customerFieldNames, 'outOfBusiness'] as const;
  const changed: CustomerChangesInput = Object.fromEntries(
    keys.filter((key) => draft.fields[key] !== original.fields[key]).map((key) => [key, draft.fields[key]]),
  );
  const contacts = contactChanges(original.contacts, draft.contacts);
  return {
    changed: Object.keys(changed).length > 0 ? changed : null,
    contacts: hasContactChanges(contacts) ? contacts : null,
  };
}

/** A customer's name as lists and pickers show it: the person, else the company. */
export const customerDisplayName = (customer: Pick<CustomerFieldsFragment, 'firstName' | 'lastName' | 'company'>) =>
  `${customer.firstName} ${customer.lastName}`.trim() || customer.company;

/** A customer's form state; its rules are the server's, whose field messages are set on the form by name. */
export const useCustomerForm = (initialValues: CustomerDraft) => useForm<CustomerDraft>({ initialValues });

import { creatorMessages } from '@colophon/domain';
import { useForm, type UseFormReturnType } from '@mantine/form';

import type { CreatorChangesInput } from '../../generated/graphql.ts';
import { contactChanges, type ContactItems, hasContactChanges } from '../../ui/contacts/contactItems.ts';
import { judgeEditedFieldsOnBlur } from '../../ui/formOptions.ts';
import type { CreatorRow } from './creatorRows.ts';

export const creatorFieldNames = [
  'displayName',
  'paymentName',
  'paymentTypeId',
  'residence',
  'website',
  'biography',
] as const;

/** The editable fields of a creator, as the edit form holds them. */
export type CreatorFieldValues = Record<(typeof creatorFieldNames)[number], string>;

/** Staged edits of a creator: its own fields and its contact items. */
export interface CreatorDraft {
  fields: CreatorFieldValues;
  contacts: ContactItems;
}

export function draftOf(creator: CreatorRow): CreatorDraft {
  return {
    fields: {
      displayName: creator.displayName,
      paymentName: creator.paymentName,
      paymentTypeId: creator.paymentType?.id ?? '',
      residence: creator.residence,
      website: creator.website,
      biography: creator.biography,
    },
    contacts: { emails: creator.emails, phones: creator.phones, addresses: creator.addresses },
  };
}

/** Only the fields that differ from the saved creator. */
export function changedFields(original: CreatorDraft, draft: CreatorDraft): CreatorChangesInput {
  const changed = creatorFieldNames.filter((field) => draft.fields[field] !== original.fields[field]);
  return Object.fromEntries(changed.map((field) => [field, draft.fields[field]]));
}

/** What a save sends: null parts had no changes. */
export function creatorSave(original: CreatorDraft, draft: CreatorDraft) {
  const changed = changedFields(original, draft);
  const contacts = contactChanges(original.contacts, draft.contacts);
  return {
    changed: Object.keys(changed).length > 0 ? changed : null,
    contacts: hasContactChanges(contacts) ? contacts : null,
  };
}

/** A creator's edit form: the spec's rule (a display name) judged on leaving it edited and on Save. */
export const useCreatorForm = (initialValues: CreatorDraft) =>
  useForm<CreatorDraft>({
    initialValues,
    validate: { fields: { displayName: (value) => (value.trim() ? null : creatorMessages.displayNameRequired) } },
    ...judgeEditedFieldsOnBlur<CreatorDraft>(),
  });
export type CreatorForm = UseFormReturnType<CreatorDraft>;

/** The server's field messages, set on the form's own fields by their paths. */
export const creatorFieldErrors = (errors: Partial<Record<keyof CreatorFieldValues, string>>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [`fields.${field}`, message]));

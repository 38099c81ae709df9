import type { CreatorFieldsFragment } from '../../generated/graphql.ts';
import { formatAddress } from '../../ui/contacts/ContactEditor.tsx';
import { primaryOrFirst } from '../../ui/contacts/contactItems.ts';
import type { CsvRecord } from '../../ui/list/csvExport.ts';

export type CreatorRow = CreatorFieldsFragment;

/** The spec's creator export columns: primary contact fields plus every item joined. */
export function creatorCsvRecord(creator: CreatorRow): CsvRecord {
  const address = primaryOrFirst(creator.addresses);
  return {
    id: creator.id,
    display_name: creator.displayName,
    payment_name: creator.paymentName,
    residence: creator.residence,
    payment_type: creator.paymentType?.value ?? '',
    biography: creator.biography,
    website: creator.website,
    email: primaryOrFirst(creator.emails)?.value ?? '',
    phone: primaryOrFirst(creator.phones)?.value ?? '',
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    city: address?.city ?? '',
    state: address?.stateOrRegion ?? '',
    zipcode: address?.zipcode ?? '',
    country: address?.country ?? '',
    balance: creator.balance,
    all_emails: creator.emails.map((email) => email.value).join('; '),
    all_phones: creator.phones.map((phone) => phone.value).join('; '),
    all_addresses: creator.addresses.map(formatAddress).join(' | '),
  };
}

import { addressMessages, creatorMessages, isCountryCode } from '@colophon/domain';
import {
  addressSchema,
  boundedList,
  boundedText,
  clientId,
  type ContactItem,
  type CreatorFields,
  type EventStore,
  imageAddress,
  longText,
  webAddress,
} from '@colophon/events';
import type { Knex } from 'knex';
import { z } from 'zod';

import { lookupListDecider, lookupStreamId } from '../account/lookups.ts';
import type { CommandContext } from '../shared/context.ts';
import { closedOnDeletion } from '../shared/links.ts';
import { BuiltFromReads, ensureRevision, type ProvenReads, runDecider } from '../shared/runDecider.ts';
import type { ContactChanges } from './contactItems.ts';
import { creatorDecider, creatorStreamId } from './creator.ts';

const optionalText = boundedText().nullish();

/** An ISO 3166 code from the country list, or nothing. */
const countryCode = z
  .string()
  .refine((value) => value === '' || isCountryCode(value), addressMessages.unknownCountry)
  .nullish();

const addressInputSchema = addressSchema.extend({
  country: countryCode,
  addressType: addressSchema.shape.addressType.optional(),
});

const contactItemInputSchema = z.object({
  kind: z.enum(['email', 'phone', 'address']),
  value: optionalText,
  address: addressInputSchema.nullish(),
  primary: z.boolean(),
});

export const contactChangesInputSchema = z.object({
  added: boundedList(contactItemInputSchema, 50).nullish(),
  updated: boundedList(contactItemInputSchema.extend({ id: clientId() }), 50).nullish(),
  removed: boundedList(clientId(), 50).nullish(),
});

export const creatorChangesInputSchema = z.object({
  displayName: optionalText,
  paymentName: optionalText,
  paymentTypeId: clientId().nullish(),
  biography: longText().nullish(),
  website: webAddress().nullish(),
  residence: optionalText,
  photoUrl: imageAddress().nullish(),
});

/** The New Creator form: the creator's fields plus its first email, phone and address. */
export const createCreatorInputSchema = creatorChangesInputSchema.extend({
  displayName: boundedText(),
  email: boundedText(),
  phone: optionalText,
  line1: optionalText,
  line2: optionalText,
  city: optionalText,
  state: optionalText,
  zipcode: optionalText,
  country: countryCode,
});

export const updateCreatorInputSchema = z.object({
  id: clientId(),
  expectedRevision: z.number().int().nullish(),
  changed: creatorChangesInputSchema.nullish(),
  contacts: contactChangesInputSchema.nullish(),
});

type ContactItemInput = z.infer<typeof contactItemInputSchema>;

const toContactItem = (input: ContactItemInput): ContactItem =>
  input.kind === 'address'
    ? {
        kind: 'address',
        address: {
          line1: input.address?.line1 ?? '',
          line2: input.address?.line2 ?? '',
          city: input.address?.city ?? '',
          stateOrRegion: input.address?.stateOrRegion ?? '',
          zipcode: input.address?.zipcode ?? '',
          country: input.address?.country ?? '',
          addressType: input.address?.addressType ?? null,
        },
      }
    : { kind: input.kind, value: (input.value ?? '').trim() };

export function toContactChanges(
  input: z.infer<typeof contactChangesInputSchema> | null | undefined,
  newId: () => string,
): ContactChanges {
  return {
    added: (input?.added ?? []).map((item) => ({ itemId: newId(), item: toContactItem(item), primary: item.primary })),
    updated: (input?.updated ?? []).map((item) => ({
      itemId: item.id,
      item: toContactItem(item),
      primary: item.primary,
    })),
    removed: input?.removed ?? [],
  };
}

/** Drops fields the caller did not send (null or absent): only changed fields are saved. */
export const definedFields = <T extends Record<string, unknown>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };

export function creatorCommands(store: EventStore, db: Knex) {
  async function paymentTypeKnown(reads: ProvenReads, publisherId: string, paymentTypeId: string | undefined) {
    if (!paymentTypeId) return false;
    const paymentTypes = await reads.state(lookupStreamId(publisherId, 'paymentType'), lookupListDecider);
    return paymentTypes.values.has(paymentTypeId);
  }

  return {
    async createCreator(context: CommandContext, input: z.infer<typeof createCreatorInputSchema>) {
      const creatorId = context.newId();
      const fields: CreatorFields = {
        displayName: input.displayName.trim(),
        paymentName: (input.paymentName ?? '').trim(),
        paymentTypeId: input.paymentTypeId ?? '',
        biography: input.biography ?? '',
        website: (input.website ?? '').trim(),
        residence: (input.residence ?? '').trim(),
        photoUrl: input.photoUrl ?? '',
      };
      const address = {
        line1: input.line1 ?? '',
        line2: input.line2 ?? '',
        city: input.city ?? '',
        stateOrRegion: input.state ?? '',
        zipcode: input.zipcode ?? '',
        country: input.country ?? '',
        addressType: null,
      };
      const contacts: { itemId: string; item: ContactItem }[] = [
        { itemId: context.newId(), item: { kind: 'email', value: input.email.trim() } },
      ];
      if (input.phone?.trim())
        contacts.push({ itemId: context.newId(), item: { kind: 'phone', value: input.phone.trim() } });
      if (Object.values(address).some((value) => value))
        contacts.push({ itemId: context.newId(), item: { kind: 'address', address } });
      const { position } = await runDecider(
        store,
        context,
        creatorStreamId(creatorId),
        creatorDecider,
        new BuiltFromReads(async (reads) => ({
          type: 'CreateCreator',
          creatorId,
          publisherId: context.publisherId,
          fields,
          paymentTypeKnown: await paymentTypeKnown(reads, context.publisherId, fields.paymentTypeId),
          contacts,
        })),
      );
      return { creatorId, position };
    },

    async updateCreator(context: CommandContext, input: z.infer<typeof updateCreatorInputSchema>) {
      const changes = definedFields(input.changed ?? {});
      // Built once: the items' new ids stay the same when the command is built again.
      const contacts = toContactChanges(input.contacts, context.newId);
      const { position } = await runDecider(
        store,
        context,
        creatorStreamId(input.id),
        creatorDecider,
        new BuiltFromReads(async (reads) => ({
          type: 'UpdateCreator',
          creatorId: input.id,
          publisherId: context.publisherId,
          changes,
          paymentTypeKnown: await paymentTypeKnown(reads, context.publisherId, changes.paymentTypeId),
          contacts,
        })),
        async (loaded) => {
          if (loaded.state.publisherId !== context.publisherId) return; // the decider reports "not found"
          await ensureRevision(db, loaded, input.expectedRevision);
        },
      );
      return { creatorId: input.id, position };
    },

    async deleteCreator(context: CommandContext, input: { id: string }) {
      const links = await db('creators')
        .where({ id: input.id, publisher_id: context.publisherId })
        .first('linked_records');
      const { position } = await runDecider(
        store,
        context,
        creatorStreamId(input.id),
        creatorDecider,
        {
          type: 'DeleteCreator',
          creatorId: input.id,
          publisherId: context.publisherId,
          linkedRecords: links ? Number(links.linked_records) : 0,
        },
        undefined,
        // Formats linked before links streams existed are counted by the read model above.
        closedOnDeletion('CreatorDeleted', input.id, creatorMessages.deleteBlocked),
      );
      return { creatorId: input.id, position };
    },
  };
}

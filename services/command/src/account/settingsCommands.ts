import {
  amountRefusal,
  bounds,
  lookupKindLabels,
  minimumPayoutMessages,
  parseCents,
  type SettingsLookupKind,
  settingsMessages,
} from '@colophon/domain';
import {
  accountingMethodSchema,
  boundedList,
  boundedText,
  clientId,
  ConcurrencyError,
  type EventStore,
  imageAddress,
  waitForReadModels,
} from '@colophon/events';
import type { Knex } from 'knex';
import { z } from 'zod';

import type { CommandContext } from '../shared/context.ts';
import { validationError } from '../shared/errors.ts';
import { runDecider } from '../shared/runDecider.ts';
import { lookupListDecider, lookupStreamId } from './lookups.ts';
import { profileDecider } from './profile.ts';
import { publisherSettingsDecider } from './publisherSettings.ts';
import { type RegionCommand, regionsDecider, regionsStreamId } from './regions.ts';
import { publisherStreamId, userStreamId } from './registration.ts';

const settingsLookupKinds = Object.keys(lookupKindLabels) as [SettingsLookupKind, ...SettingsLookupKind[]];
export const settingsLookupKindSchema = z.enum(settingsLookupKinds);

export const renameLookupValueInputSchema = z.object({
  kind: settingsLookupKindSchema,
  id: clientId(),
  value: boundedText(bounds.lookupValue),
});
export const deleteLookupValueInputSchema = z.object({ kind: settingsLookupKindSchema, id: clientId() });
export const changeCurrencyInputSchema = z.object({
  // A code of the ISO 4217 list: the decider refuses any other with the spec's message.
  code: z.string().max(10, settingsMessages.unknownCurrency),
});
export const changeAccountingMethodInputSchema = z.object({ accountingMethod: accountingMethodSchema });
export const minimumPayoutInputSchema = z.object({ minimumPayout: boundedText(30) });
export const salesRegionSettingInputSchema = z.object({ enable: z.boolean() });
const regionFields = {
  name: boundedText(),
  // Codes are checked against the country list by the decider, with the spec's message.
  countries: boundedList(z.string().max(2), 249),
};
export const createRegionInputSchema = z.object(regionFields);
export const updateRegionInputSchema = z.object({ id: clientId(), ...regionFields });
export const deleteRegionInputSchema = z.object({ id: clientId() });
export const deletePublisherInputSchema = z.object({ confirmation: boundedText() });
export const updateProfileInputSchema = z.object({
  firstName: boundedText().nullish(),
  lastName: boundedText().nullish(),
  photoUrl: imageAddress().nullish(),
});

/** The records that name a value of each list: a value is in use while one of them does. */
const usesOf: Record<SettingsLookupKind, { table: string; column: string }[]> = {
  customerClass: [{ table: 'customers', column: 'customer_class_id' }],
  paymentTerm: [
    { table: 'customers', column: 'payment_term_id' },
    { table: 'orders', column: 'payment_term_id' },
  ],
  paymentType: [{ table: 'creators', column: 'payment_type_id' }],
  shippingType: [{ table: 'orders', column: 'shipping_type_id' }],
  orderStatus: [{ table: 'orders', column: 'order_status_id' }],
  salesperson: [{ table: 'orders', column: 'salesperson_id' }],
  expenseCategory: [{ table: 'expenses', column: 'category_id' }],
};

/** Edits that lost a race on a shared stream are decided again this many times before giving up. */
const contendedAttempts = 8;

/** Settings of the publisher (lists, currency, accounting, regions, deletion) and the caller's profile. */
export function settingsCommands(store: EventStore, db: Knex) {
  /**
   * Whether a record names the value, from the read models once they include everything appended so
   * far. A reference decided at the same moment as the deletion may still land after it: the deleted
   * value keeps its row (hidden from the lists), so such a record still shows its value.
   */
  async function inUse(publisherId: string, kind: SettingsLookupKind, id: string): Promise<boolean> {
    await waitForReadModels(db, await store.headPosition());
    for (const { table, column } of usesOf[kind]) {
      if (
        await db(table)
          .where({ publisher_id: publisherId, [column]: id })
          .first('id')
      )
        return true;
    }
    return false;
  }

  const onPublisher = (context: CommandContext, command: Parameters<typeof publisherSettingsDecider.decide>[0]) =>
    runDecider(store, context, publisherStreamId(context.publisherId), publisherSettingsDecider, command).then(
      ({ position }) => ({ position }),
    );

  /** Regions of a publisher share one stream: concurrent edits retry until each is decided on the newest state. */
  async function onRegions(context: CommandContext, command: RegionCommand) {
    for (let attempt = 1; ; attempt++) {
      try {
        const { position } = await runDecider(
          store,
          context,
          regionsStreamId(context.publisherId),
          regionsDecider,
          command,
        );
        return { position };
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= contendedAttempts) throw error;
      }
    }
  }

  return {
    async renameLookupValue(context: CommandContext, input: z.output<typeof renameLookupValueInputSchema>) {
      const { position } = await runDecider(
        store,
        context,
        lookupStreamId(context.publisherId, input.kind),
        lookupListDecider,
        { type: 'RenameLookupValue', publisherId: context.publisherId, ...input },
      );
      return { item: { id: input.id, value: input.value.trim() }, position };
    },

    async deleteLookupValue(context: CommandContext, input: z.output<typeof deleteLookupValueInputSchema>) {
      const used = await inUse(context.publisherId, input.kind, input.id);
      const { position } = await runDecider(
        store,
        context,
        lookupStreamId(context.publisherId, input.kind),
        lookupListDecider,
        { type: 'DeleteLookupValue', publisherId: context.publisherId, ...input, inUse: used },
      );
      return { position };
    },

    changePublisherCurrency: (context: CommandContext, input: z.output<typeof changeCurrencyInputSchema>) =>
      onPublisher(context, { type: 'ChangeCurrency', publisherId: context.publisherId, code: input.code }),

    changePublisherAccountingMethod: (
      context: CommandContext,
      input: z.output<typeof changeAccountingMethodInputSchema>,
    ) =>
      onPublisher(context, {
        type: 'ChangeAccountingMethod',
        publisherId: context.publisherId,
        accountingMethod: input.accountingMethod,
      }),

    changePublisherMinimumPayout: (context: CommandContext, input: z.output<typeof minimumPayoutInputSchema>) => {
      const text = input.minimumPayout.trim() || '0';
      const refusal = amountRefusal(text, minimumPayoutMessages.amountInvalid);
      if (refusal !== null) throw validationError(refusal, 'minimumPayout');
      return onPublisher(context, {
        type: 'SetMinimumPayout',
        publisherId: context.publisherId,
        minimumPayoutCents: parseCents(text),
      });
    },

    updatePublisherSalesRegionSetting: (
      context: CommandContext,
      input: z.output<typeof salesRegionSettingInputSchema>,
    ) => onPublisher(context, { type: 'SetSalesByRegion', publisherId: context.publisherId, enabled: input.enable }),

    deletePublisher: (context: CommandContext, input: z.output<typeof deletePublisherInputSchema>) =>
      onPublisher(context, {
        type: 'DeletePublisher',
        publisherId: context.publisherId,
        confirmation: input.confirmation,
        by: context.userId,
      }),

    async createRegion(context: CommandContext, input: z.output<typeof createRegionInputSchema>) {
      const regionId = context.newId();
      const { position } = await onRegions(context, {
        type: 'CreateRegion',
        publisherId: context.publisherId,
        regionId,
        ...input,
      });
      return { regionId, position };
    },

    async updateRegion(context: CommandContext, input: z.output<typeof updateRegionInputSchema>) {
      const { id, ...region } = input;
      const { position } = await onRegions(context, {
        type: 'UpdateRegion',
        publisherId: context.publisherId,
        regionId: id,
        ...region,
      });
      return { regionId: id, position };
    },

    deleteRegion: (context: CommandContext, input: z.output<typeof deleteRegionInputSchema>) =>
      onRegions(context, { type: 'DeleteRegion', publisherId: context.publisherId, regionId: input.id }),

    /** One's own profile: the names and photo of the signed-in user. */
    async updateProfile(context: CommandContext, input: z.output<typeof updateProfileInputSchema>) {
      const { position } = await runDecider(store, context, userStreamId(context.userId), profileDecider, {
        type: 'UpdateProfile',
        userId: context.userId,
        ...input,
      });
      return { position };
    },
  };
}

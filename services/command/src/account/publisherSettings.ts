import { type AccountingMethod, currencyOf, minimumPayoutMessages, settingsMessages } from '@colophon/domain';
import type { DomainEvent } from '@colophon/events';

import type { Decider } from '../shared/decider.ts';
import { notFound, validationError } from '../shared/errors.ts';

/** The publisher's settings, on the publisher's stream (beside its team and plan). */
export interface PublisherSettingsState {
  exists: boolean;
  deleted: boolean;
  name: string;
  currencyCode: string;
  accountingMethod: AccountingMethod;
  salesByRegion: boolean;
  minimumPayoutCents: number;
}

export type PublisherSettingsCommand =
  | { type: 'ChangeCurrency'; publisherId: string; code: string }
  | { type: 'ChangeAccountingMethod'; publisherId: string; accountingMethod: AccountingMethod }
  | { type: 'SetSalesByRegion'; publisherId: string; enabled: boolean }
  /** Null: not a valid amount (refused). */
  | { type: 'SetMinimumPayout'; publisherId: string; minimumPayoutCents: number | null }
  /** `confirmation`: the publisher's name as the owner typed it. */
  | { type: 'DeletePublisher'; publisherId: string; confirmation: string; by: string };

export const publisherSettingsDecider: Decider<PublisherSettingsState, PublisherSettingsCommand> = {
  initialState: {
    exists: false,
    deleted: false,
    name: '',
    currencyCode: 'USD',
    accountingMethod: 'paid',
    salesByRegion: false,
    minimumPayoutCents: 0,
  },
  evolve(state, event) {
    switch (event.type) {
      case 'PublisherCreated':
        return {
          ...state,
          exists: true,
          name: event.data.name,
          currencyCode: event.data.currency.code,
          accountingMethod: event.data.accountingMethod,
        };
      case 'PublisherCurrencyChanged':
        return { ...state, currencyCode: event.data.currency.code };
      case 'PublisherAccountingMethodChanged':
        return { ...state, accountingMethod: event.data.accountingMethod };
      case 'PublisherSalesByRegionChanged':
        return { ...state, salesByRegion: event.data.enabled };
      case 'PublisherMinimumPayoutChanged':
        return { ...state, minimumPayoutCents: event.data.minimumPayoutCents };
      case 'PublisherDeleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (!state.exists) throw notFound('Publisher not found');
    if (state.deleted) throw notFound(settingsMessages.publisherDeleted);
    const { publisherId } = command;
    switch (command.type) {
      case 'ChangeCurrency': {
        const currency = currencyOf(command.code);
        if (!currency) throw validationError(settingsMessages.unknownCurrency, 'currency');
        if (currency.code === state.currencyCode) return [];
        return [
          {
            type: 'PublisherCurrencyChanged',
            data: { publisherId, currency: { code: currency.code, label: currency.label, symbol: currency.symbol } },
          } satisfies DomainEvent,
        ];
      }
      case 'ChangeAccountingMethod':
        if (command.accountingMethod === state.accountingMethod) return [];
        return [
          {
            type: 'PublisherAccountingMethodChanged',
            data: { publisherId, accountingMethod: command.accountingMethod },
          } satisfies DomainEvent,
        ];
      case 'SetSalesByRegion':
        if (command.enabled === state.salesByRegion) return [];
        return [{ type: 'PublisherSalesByRegionChanged', data: { publisherId, enabled: command.enabled } }];
      case 'SetMinimumPayout':
        if (command.minimumPayoutCents === null || command.minimumPayoutCents < 0)
          throw validationError(minimumPayoutMessages.amountInvalid, 'minimumPayout');
        if (command.minimumPayoutCents === state.minimumPayoutCents) return [];
        return [
          {
            type: 'PublisherMinimumPayoutChanged',
            data: { publisherId, minimumPayoutCents: command.minimumPayoutCents },
          },
        ];
      case 'DeletePublisher':
        if (command.confirmation.trim() !== state.name.trim()) {
          throw validationError(settingsMessages.deleteAccountNameMismatch, 'confirmation');
        }
        return [{ type: 'PublisherDeleted', data: { publisherId, deletedBy: command.by } }];
    }
  },
};

import { describe, expect, it } from 'vitest';

import { given } from '../shared/givenWhenThen.ts';
import { publisherSettingsDecider } from './publisherSettings.ts';

const createdEvent = {
  type: 'PublisherCreated' as const,
  data: {
    publisherId: 'p1',
    name: 'Lamb House',
    plan: 'Free',
    maxProducts: 10,
    currency: { code: 'USD', label: 'US Dollar', symbol: '$' },
    accountingMethod: 'paid' as const,
  },
};
const publisher = given(publisherSettingsDecider, createdEvent);

describe('publisher settings decider', () => {
  it('changes the currency to one of the list, with its label and symbol', () => {
    expect(publisher({ type: 'ChangeCurrency', publisherId: 'p1', code: 'GBP' })).toEqual([
      {
        type: 'PublisherCurrencyChanged',
        data: { publisherId: 'p1', currency: { code: 'GBP', label: 'British Pound', symbol: '£' } },
      },
    ]);
    expect(() => publisher({ type: 'ChangeCurrency', publisherId: 'p1', code: 'XXX' })).toThrow(
      'Please choose a currency from the list.',
    );
    expect(publisher({ type: 'ChangeCurrency', publisherId: 'p1', code: 'USD' })).toEqual([]);
  });

  it('changes the accounting method, and records nothing when it is already so', () => {
    expect(publisher({ type: 'ChangeAccountingMethod', publisherId: 'p1', accountingMethod: 'shipped' })).toEqual([
      { type: 'PublisherAccountingMethodChanged', data: { publisherId: 'p1', accountingMethod: 'shipped' } },
    ]);
    expect(publisher({ type: 'ChangeAccountingMethod', publisherId: 'p1', accountingMethod: 'paid' })).toEqual([]);
  });

  it('turns sales by region on and off', () => {
    const on = publisher({ type: 'SetSalesByRegion', publisherId: 'p1', enabled: true });
    expect(on).toEqual([{ type: 'PublisherSalesByRegionChanged', data: { publisherId: 'p1', enabled: true } }]);
    expect(
      given(
        publisherSettingsDecider,
        createdEvent,
        ...on,
      )({ type: 'SetSalesByRegion', publisherId: 'p1', enabled: true }),
    ).toEqual([]);
  });

  it('deletes the account only when the name is typed, and refuses everything after', () => {
    const deletion = { type: 'DeletePublisher' as const, publisherId: 'p1', by: 'u1' };
    expect(() => publisher({ ...deletion, confirmation: 'Lamb' })).toThrow(
      'Please type the publisher name exactly as shown to confirm.',
    );
    const deleted = publisher({ ...deletion, confirmation: ' Lamb House ' });
    expect(deleted).toEqual([{ type: 'PublisherDeleted', data: { publisherId: 'p1', deletedBy: 'u1' } }]);
    expect(() =>
      given(
        publisherSettingsDecider,
        createdEvent,
        ...deleted,
      )({ type: 'ChangeCurrency', publisherId: 'p1', code: 'EUR' }),
    ).toThrow('This publisher account has been deleted.');
  });
});

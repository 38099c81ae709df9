import { creatorMessages } from '@colophon/domain';
import type { DomainEvent } from '@colophon/events';
import { describe, expect, it } from 'vitest';

import { given } from '../shared/givenWhenThen.ts';
import { noContactChanges } from './contactItems.ts';
import { type CreatorCommand, creatorDecider } from './creator.ts';

const fields = {
  displayName: 'Ursula K. Le Guin',
  paymentName: '',
  paymentTypeId: 'check',
  biography: '',
  website: '',
  residence: '',
  photoUrl: '',
};

const create = (overrides: Partial<Extract<CreatorCommand, { type: 'CreateCreator' }>> = {}): CreatorCommand => ({
  type: 'CreateCreator',
  creatorId: 'c1',
  publisherId: 'p1',
  fields,
  paymentTypeKnown: true,
  contacts: [{ itemId: 'e1', item: { kind: 'email', value: 'ursula@example.org' } }],
  ...overrides,
});

const created: DomainEvent[] = [
  { type: 'CreatorCreated', data: { creatorId: 'c1', publisherId: 'p1', ...fields, paymentName: fields.displayName } },
  {
    type: 'ContactItemAdded',
    data: { ownerId: 'c1', itemId: 'e1', item: { kind: 'email', value: 'ursula@example.org' }, primary: true },
  },
];

const update = (overrides: Partial<Extract<CreatorCommand, { type: 'UpdateCreator' }>>): CreatorCommand => ({
  type: 'UpdateCreator',
  creatorId: 'c1',
  publisherId: 'p1',
  changes: {},
  paymentTypeKnown: true,
  contacts: noContactChanges,
  ...overrides,
});

describe('creator decider', () => {
  it('creates a creator whose payment name defaults to the display name, email primary', () => {
    expect(given(creatorDecider)(create())).toEqual(created);
  });

  it.each([
    [{ fields: { ...fields, displayName: '  ' } }, creatorMessages.displayNameRequired],
    [
      { contacts: [{ itemId: 'e1', item: { kind: 'email' as const, value: '' } }] },
      creatorMessages.primaryEmailRequired,
    ],
    [{ contacts: [] }, creatorMessages.primaryEmailRequired],
    [
      { contacts: [{ itemId: 'e1', item: { kind: 'email' as const, value: 'not-an-address' } }] },
      'Please enter a valid email address',
    ],
    [{ fields: { ...fields, paymentTypeId: '' }, paymentTypeKnown: false }, creatorMessages.paymentMethodRequired],
    [{ paymentTypeKnown: false }, creatorMessages.paymentMethodRequired],
  ])('refuses a creator with %o: %s', (overrides, message) => {
    expect(() => given(creatorDecider)(create(overrides))).toThrow(message);
  });

  it('reports every invalid field of a new creator at once', () => {
    try {
      given(creatorDecider)(create({ fields: { ...fields, displayName: '' }, contacts: [], paymentTypeKnown: false }));
      expect.unreachable();
    } catch (error) {
      expect((error as { errors: { message: string }[] }).errors.map((e) => e.message)).toEqual([
        creatorMessages.displayNameRequired,
        creatorMessages.paymentMethodRequired,
        creatorMessages.primaryEmailRequired,
      ]);
    }
  });

  it('saves only the fields that changed', () => {
    const events = given(
      creatorDecider,
      ...created,
    )(update({ changes: { displayName: fields.displayName, website: 'https://ursula.example' } }));
    expect(events).toEqual([
      { type: 'CreatorUpdated', data: { creatorId: 'c1', changes: { website: 'https://ursula.example' } } },
    ]);
  });

  it('records nothing when nothing changed', () => {
    expect(given(creatorDecider, ...created)(update({ changes: { displayName: fields.displayName } }))).toEqual([]);
  });

  it('treats a creator of another publisher as not found', () => {
    expect(() => given(creatorDecider, ...created)(update({ publisherId: 'p2' }))).toThrow(creatorMessages.notFound);
  });

  it('treats a deleted creator as not found', () => {
    const deleted: DomainEvent = { type: 'CreatorDeleted', data: { creatorId: 'c1' } };
    expect(() => given(creatorDecider, ...created, deleted)(update({ changes: { website: 'x' } }))).toThrow(
      creatorMessages.notFound,
    );
  });

  it('refuses to delete a creator with linked products, royalties or payments', () => {
    expect(() =>
      given(
        creatorDecider,
        ...created,
      )({ type: 'DeleteCreator', creatorId: 'c1', publisherId: 'p1', linkedRecords: 2 }),
    ).toThrow(creatorMessages.deleteBlocked);
    expect(
      given(
        creatorDecider,
        ...created,
      )({ type: 'DeleteCreator', creatorId: 'c1', publisherId: 'p1', linkedRecords: 0 }),
    ).toEqual([{ type: 'CreatorDeleted', data: { creatorId: 'c1' } }]);
  });

  it('keeps one primary email: a new primary takes the flag from the old one', () => {
    const events = given(
      creatorDecider,
      ...created,
    )(
      update({
        contacts: {
          added: [{ itemId: 'e2', item: { kind: 'email', value: 'new@example.org' }, primary: true }],
          updated: [],
          removed: [],
        },
      }),
    );
    expect(events).toEqual([
      {
        type: 'ContactItemAdded',
        data: { ownerId: 'c1', itemId: 'e2', item: { kind: 'email', value: 'new@example.org' }, primary: true },
      },
      {
        type: 'ContactItemChanged',
        data: { ownerId: 'c1', itemId: 'e1', item: { kind: 'email', value: 'ursula@example.org' }, primary: false },
      },
    ]);
  });

  it('does not touch the primary of another kind', () => {
    const events = given(
      creatorDecider,
      ...created,
    )(
      update({
        contacts: {
          added: [{ itemId: 'p1', item: { kind: 'phone', value: '555 0100' }, primary: true }],
          updated: [],
          removed: [],
        },
      }),
    );
    expect(events.map((event) => event.type)).toEqual(['ContactItemAdded']);
  });

  it('saves staged removals, updates and additions together', () => {
    const events = given(
      creatorDecider,
      ...created,
    )(
      update({
        contacts: {
          added: [{ itemId: 'p1', item: { kind: 'phone', value: '555' }, primary: false }],
          updated: [{ itemId: 'e1', item: { kind: 'email', value: 'ursula@new.example' }, primary: true }],
          removed: [],
        },
      }),
    );
    expect(events.map((event) => event.type)).toEqual(['ContactItemChanged', 'ContactItemAdded']);
  });

  it('refuses an invalid email among staged contact changes, and a change to an unknown item', () => {
    const decide = given(creatorDecider, ...created);
    expect(() =>
      decide(
        update({
          contacts: {
            added: [{ itemId: 'e2', item: { kind: 'email', value: 'bad' }, primary: false }],
            updated: [],
            removed: [],
          },
        }),
      ),
    ).toThrow('Please enter a valid email address');
    expect(() => decide(update({ contacts: { added: [], updated: [], removed: ['nope'] } }))).toThrow(
      'Contact item not found',
    );
  });
});

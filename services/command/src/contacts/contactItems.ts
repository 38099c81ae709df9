import type { ContactItem, ContactItemEvent, ContactKind } from '@colophon/events';

import { type DomainError, validationError } from '../shared/errors.ts';

/** Contact items (emails, phones, addresses) of one creator or customer, by item id. */
export type ContactItems = ReadonlyMap<string, { item: ContactItem; primary: boolean }>;

export interface ContactChanges {
  added: { itemId: string; item: ContactItem; primary: boolean }[];
  updated: { itemId: string; item: ContactItem; primary: boolean }[];
  removed: string[];
}

export const noContactChanges: ContactChanges = { added: [], updated: [], removed: [] };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (value: string): boolean => emailPattern.test(value.trim());
export const invalidEmailMessage = 'Please enter a valid email address';

export function validateContactItem(item: ContactItem): DomainError[] {
  if (item.kind === 'email' && !isValidEmail(item.value)) return [validationError(invalidEmailMessage, 'email')];
  return [];
}

export function evolveContactItems(items: ContactItems, event: ContactItemEvent): ContactItems {
  const next = new Map(items);
  switch (event.type) {
    case 'ContactItemAdded':
    case 'ContactItemChanged':
      next.set(event.data.itemId, { item: event.data.item, primary: event.data.primary });
      return next;
    case 'ContactItemRemoved':
      next.delete(event.data.itemId);
      return next;
  }
}

/**
 * Staged contact edits as events: removals, updates and additions, then one primary per kind
 * (an item saved as primary takes the flag from the item of its kind that had it).
 */
export function decideContactChanges(
  ownerId: string,
  items: ContactItems,
  changes: ContactChanges,
  unknownItem: (itemId: string) => DomainError,
): ContactItemEvent[] {
  const errors = [...changes.added, ...changes.updated].flatMap(({ item }) => validateContactItem(item));
  if (errors[0]) throw errors[0];
  for (const itemId of [...changes.removed, ...changes.updated.map((change) => change.itemId)]) {
    if (!items.has(itemId)) throw unknownItem(itemId);
  }

  const events: ContactItemEvent[] = [];
  const result = new Map(items);
  for (const itemId of changes.removed) {
    result.delete(itemId);
    events.push({ type: 'ContactItemRemoved', data: { ownerId, itemId } });
  }
  for (const { itemId, item, primary } of changes.updated) {
    const current = items.get(itemId)!;
    if (JSON.stringify(current.item) === JSON.stringify(item) && current.primary === primary) continue;
    result.set(itemId, { item, primary });
    events.push({ type: 'ContactItemChanged', data: { ownerId, itemId, item, primary } });
  }
  for (const { itemId, item, primary } of changes.added) {
    result.set(itemId, { item, primary });
    events.push({ type: 'ContactItemAdded', data: { ownerId, itemId, item, primary } });
  }

  const newPrimaryByKind = new Map<ContactKind, string>();
  for (const event of events) {
    if (event.type !== 'ContactItemRemoved' && event.data.primary)
      newPrimaryByKind.set(event.data.item.kind, event.data.itemId);
  }
  for (const [itemId, { item, primary }] of result) {
    const newPrimary = newPrimaryByKind.get(item.kind);
    if (primary && newPrimary !== undefined && newPrimary !== itemId) {
      events.push({ type: 'ContactItemChanged', data: { ownerId, itemId, item, primary: false } });
    }
  }
  return events;
}

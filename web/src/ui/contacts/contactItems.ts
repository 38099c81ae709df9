import type { AddressType, ContactChangesInput, ContactItemInput, ContactKind } from '../../generated/graphql.ts';

export interface ValueItem {
  id: string;
  value: string;
  primary: boolean;
}

export interface AddressFields {
  line1: string;
  line2: string;
  city: string;
  stateOrRegion: string;
  zipcode: string;
  country: string;
  /** Customer addresses only. */
  addressType?: AddressType | null;
}

export interface AddressItem extends AddressFields {
  id: string;
  primary: boolean;
}

export interface ContactItems {
  emails: ValueItem[];
  phones: ValueItem[];
  addresses: AddressItem[];
}

interface ItemOfKind {
  email: ValueItem;
  phone: ValueItem;
  address: AddressItem;
}

export type ContentOf<Kind extends ContactKind> = Omit<ItemOfKind[Kind], 'id' | 'primary'>;

const collectionOf = { email: 'emails', phone: 'phones', address: 'addresses' } as const;
const contactKinds: ContactKind[] = ['email', 'phone', 'address'];

export const addressTypes: AddressType[] = ['Shipping', 'Billing', 'Other'];

export const emptyAddress: AddressFields = {
  line1: '',
  line2: '',
  city: '',
  stateOrRegion: '',
  zipcode: '',
  country: '',
};

/** Items not saved yet carry a temporary id with this prefix. */
const newItemPrefix = 'new-';
let newItemCounter = 0;

export function isNewItem(id: string): boolean {
  return id.startsWith(newItemPrefix);
}

export function itemsOfKind<Kind extends ContactKind>(items: ContactItems, kind: Kind): ItemOfKind[Kind][] {
  return items[collectionOf[kind]] as ItemOfKind[Kind][];
}

function withItemsOfKind<Kind extends ContactKind>(
  items: ContactItems,
  kind: Kind,
  change: (list: ItemOfKind[Kind][]) => ItemOfKind[Kind][],
): ContactItems {
  return { ...items, [collectionOf[kind]]: change(itemsOfKind(items, kind)) };
}

/** Primary items first, the rest in their order. */
export function primaryFirst<Item extends { primary: boolean }>(list: Item[]): Item[] {
  return [...list.filter((item) => item.primary), ...list.filter((item) => !item.primary)];
}

/** A new item is primary when it is the first of its kind. */
export function addItem<Kind extends ContactKind>(
  items: ContactItems,
  kind: Kind,
  content: ContentOf<Kind>,
): ContactItems {
  newItemCounter += 1;
  return withItemsOfKind(items, kind, (list) => [
    ...list,
    { ...content, id: `${newItemPrefix}${newItemCounter}`, primary: list.length === 0 } as ItemOfKind[Kind],
  ]);
}

export function updateItem<Kind extends ContactKind>(
  items: ContactItems,
  kind: Kind,
  id: string,
  content: Partial<ContentOf<Kind>>,
): ContactItems {
  return withItemsOfKind(items, kind, (list) => list.map((item) => (item.id === id ? { ...item, ...content } : item)));
}

export function removeItem(items: ContactItems, kind: ContactKind, id: string): ContactItems {
  return withItemsOfKind(items, kind, (list) => list.filter((item) => item.id !== id));
}

/** Setting one item primary clears the flag on the others of its kind. */
export function setPrimary(items: ContactItems, kind: ContactKind, id: string): ContactItems {
  return withItemsOfKind(items, kind, (list) => list.map((item) => ({ ...item, primary: item.id === id })));
}

function addressInput(address: AddressFields) {
  const { line1, line2, city, stateOrRegion, zipcode, country, addressType } = address;
  return { line1, line2, city, stateOrRegion, zipcode, country, ...(addressType ? { addressType } : {}) };
}

function toInput(kind: ContactKind, item: ValueItem | AddressItem): ContactItemInput {
  const content = 'value' in item ? { value: item.value } : { address: addressInput(item) };
  return { kind, primary: item.primary, ...content };
}

function sameItem(kind: ContactKind, left: ValueItem | AddressItem, right: ValueItem | AddressItem): boolean {
  return JSON.stringify(toInput(kind, left)) === JSON.stringify(toInput(kind, right));
}

/** The staged edits as one save: removed saved items, new items, and changed saved items. */
export function contactChanges(original: ContactItems, current: ContactItems): ContactChangesInput {
  const changes = { added: [], updated: [], removed: [] } as Required<{
    [Key in keyof ContactChangesInput]: NonNullable<ContactChangesInput[Key]>;
  }>;
  for (const kind of contactKinds) {
    const before = new Map(itemsOfKind(original, kind).map((item) => [item.id, item]));
    const after = itemsOfKind(current, kind);
    const kept = new Set(after.map((item) => item.id));
    changes.removed.push(...[...before.keys()].filter((id) => !kept.has(id)));
    for (const item of after) {
      const saved = before.get(item.id);
      if (isNewItem(item.id)) changes.added.push(toInput(kind, item));
      else if (saved && !sameItem(kind, saved, item)) changes.updated.push({ id: item.id, ...toInput(kind, item) });
    }
  }
  return changes;
}

export function hasContactChanges(changes: ContactChangesInput): boolean {
  return [changes.added, changes.updated, changes.removed].some((list) => (list?.length ?? 0) > 0);
}

/** The primary item of a kind, else the first one. */
export function primaryOrFirst<Item extends { primary: boolean }>(items: readonly Item[]): Item | undefined {
  return items.find((item) => item.primary) ?? items[0];
}

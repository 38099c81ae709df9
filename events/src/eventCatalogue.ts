import { accountEvents } from './account/events.ts';
import { adminEvents } from './admin/events.ts';
import { catalogueEvents } from './catalogue/events.ts';
import { contactsEvents } from './contacts/events.ts';
import type { EventDefinition, EventsOf } from './definition.ts';
import { expensesEvents } from './expenses/events.ts';
import { importsEvents } from './imports/events.ts';
import { linksEvents } from './links/events.ts';
import { mailEvents } from './mail/events.ts';
import type { EventMetadata } from './metadata.ts';
import { ordersEvents } from './orders/events.ts';
import type { Position } from './position.ts';
import { advanceEvents } from './royalties/advanceEvents.ts';
import { royaltiesEvents } from './royalties/events.ts';
import { royaltyStatementEvents } from './royalties/statementEvents.ts';
import { UnknownEventError, upcast } from './upcasting.ts';

/** Every domain event of the product, by name. */
export const eventCatalogue = {
  ...accountEvents,
  ...contactsEvents,
  ...ordersEvents,
  ...expensesEvents,
  ...catalogueEvents,
  ...linksEvents,
  ...mailEvents,
  ...importsEvents,
  ...royaltiesEvents,
  ...advanceEvents,
  ...royaltyStatementEvents,
  ...adminEvents,
} satisfies Record<string, EventDefinition>;

export type DomainEvent = EventsOf<typeof eventCatalogue>;
export type EventType = DomainEvent['type'];
export type EventOfType<Type extends EventType> = Extract<DomainEvent, { type: Type }>;

/** A domain event as read back from the store: decoded, upcast and validated. */
export type RecordedDomainEvent = DomainEvent & {
  streamId: string;
  revision: number;
  position: Position;
  metadata: EventMetadata;
};

export interface StoredEventLike {
  streamId: string;
  revision: number;
  position: Position;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: EventMetadata;
}

export function decodeEvent(stored: StoredEventLike, catalogue: Record<string, EventDefinition> = eventCatalogue) {
  const definition = catalogue[stored.type];
  if (!definition) throw new UnknownEventError(stored.type);
  const data = upcast(definition, stored.schemaVersion, stored.data);
  return { ...stored, data } as RecordedDomainEvent;
}

export const schemaVersionOf = (type: string): number => {
  const definition = (eventCatalogue as Record<string, EventDefinition>)[type];
  if (!definition) throw new UnknownEventError(type);
  return definition.version;
};

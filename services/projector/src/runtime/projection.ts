import type { EventOfType, EventType, RecordedDomainEvent } from '@colophon/events';
import type { Knex } from 'knex';

export type ProjectedEvent<Type extends EventType> = EventOfType<Type> & Omit<RecordedDomainEvent, 'type' | 'data'>;

export type ProjectionHandlers = {
  [Type in EventType]?: (tx: Knex.Transaction, event: ProjectedEvent<Type>) => Promise<void>;
};

/**
 * A read model: the tables it owns (emptied on rebuild) and one idempotent handler per event type
 * it declares. Handlers run in the batch's transaction, together with the checkpoint.
 */
export interface Projection {
  name: string;
  tables: readonly string[];
  handlers: ProjectionHandlers;
}

export const defineProjection = (projection: Projection): Projection => projection;

import { randomUUID } from 'node:crypto';

import type { EventMetadata, Role } from '@colophon/events';

/** Who runs a command, for which publisher, and the clock and id source (injected for tests). */
export interface CommandContext {
  userId: string;
  publisherId: string;
  role: Role;
  isSuperuser: boolean;
  /** Platform staff acting as `userId` (an impersonated session): recorded on every event. */
  impersonatorId?: string | null;
  correlationId: string;
  /** The dispatched command, recorded as the cause of the events it appends. */
  commandId?: string;
  now(): Date;
  newId(): string;
}

export const systemClock: { now(): Date; newId(): string } = { now: () => new Date(), newId: () => randomUUID() };

/** What events are appended with: a command's context, or a caller-less one (a provider's notification). */
export type EventContext = Pick<CommandContext, 'correlationId' | 'commandId' | 'now' | 'impersonatorId'> & {
  userId: string | null;
  publisherId: string | null;
};

export const metadataOf = (context: EventContext): EventMetadata => ({
  publisherId: context.publisherId,
  userId: context.userId,
  correlationId: context.correlationId,
  // A REST call (sign-up, login) is its own command: its correlation id names it.
  causationId: context.commandId ?? context.correlationId,
  occurredAt: context.now().toISOString(),
  ...(context.impersonatorId ? { impersonatorId: context.impersonatorId } : {}),
});

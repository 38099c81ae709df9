import { randomUUID } from 'node:crypto';

import type { EventMetadata, Role } from '@colophon/events';

/** Who runs a command, for which publisher, and the clock and id source (injected for tests). */
export interface CommandContext {
  userId: string;
  publisherId: string;
  role: Role;
  isSuperuser: boolean;
  correlationId: string;
  /** The dispatched command, recorded as the cause of the events it appends. */
  commandId?: string;
  now(): Date;
  newId(): string;
}

export const systemClock: { now(): Date; newId(): string } = { now: () => new Date(), newId: () => randomUUID() };

export const metadataOf = (
  context: Pick<CommandContext, 'correlationId' | 'commandId' | 'now'> & {
    userId: string | null;
    publisherId: string | null;
  },
): EventMetadata => ({
  publisherId: context.publisherId,
  userId: context.userId,
  correlationId: context.correlationId,
  // A REST call (sign-up, login) is its own command: its correlation id names it.
  causationId: context.commandId ?? context.correlationId,
  occurredAt: context.now().toISOString(),
});

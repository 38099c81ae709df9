import {
  type CommandName,
  type CommandPayload,
  type CommandResult,
  DomainError,
  ValidationErrors,
} from '@colophon/command';
import { parsePosition, waitForReadModels } from '@colophon/events';

import type { QueryContext } from '../context.ts';

export interface MutationErrors {
  errors: { field: string | null; message: string; code: string }[];
  position: null;
}

/**
 * Dispatches a mutation's command; once the read models include its events, builds the payload.
 * A refused command becomes payload errors carrying the spec's message; anything else is a bug.
 */
export async function runMutation<Name extends CommandName, Payload>(
  context: QueryContext,
  name: Name,
  payload: CommandPayload<Name>,
  toPayload: (result: CommandResult<Name>) => Promise<Payload>,
): Promise<(Payload & { errors: []; position: string | null }) | MutationErrors> {
  try {
    const result = await context.commandBus.dispatch(name, context.caller, payload, context.correlationId);
    const position = result.position ? parsePosition(result.position) : null;
    if (position) await waitForReadModels(context.db, position);
    return { ...(await toPayload(result)), errors: [], position: result.position };
  } catch (error) {
    if (error instanceof ValidationErrors) {
      return { errors: error.errors.map(({ field, message, code }) => ({ field, message, code })), position: null };
    }
    if (error instanceof DomainError)
      return { errors: [{ field: error.field, message: error.message, code: error.code }], position: null };
    throw error;
  }
}

/** A delete's payload: refused, it carries the reason as its message too. */
export const deletionPayload = <Payload extends { ok: boolean; message: string }>(result: Payload | MutationErrors) =>
  'ok' in result ? result : { ...result, ok: false, message: result.errors[0]?.message ?? '' };

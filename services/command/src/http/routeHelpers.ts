import type { Request, Response } from 'express';

import type { Caller } from '../account/callers.ts';
import { appUrlOf } from '../mail/mails.ts';
import { type CommandContext, systemClock } from '../shared/context.ts';
import { DomainError, httpStatusOf } from '../shared/errors.ts';
import { sendError } from './app.ts';

/** The app's address as the caller reached it (APP_URL behind a proxy): for mailed links and return pages. */
export const originOf = (request: Request) => appUrlOf(`${request.protocol}://${request.get('host')}`);

/** A REST call is its own command: the caller, the request's correlation id, the system clock. */
export const contextOf = (caller: Caller, request: Request): CommandContext => ({
  ...caller,
  correlationId: request.correlationId,
  ...systemClock,
});

/**
 * A refusal as the spec's clients read it: `status` and `message` (the spec's text: `message`
 * unless a screen shows its own), with the code, the field, and the reason when the message is not it.
 */
export function refuse(response: Response, error: unknown, message?: string) {
  if (!(error instanceof DomainError)) return sendError(response, error);
  response.status(httpStatusOf[error.code]).json({
    status: 'error',
    code: error.code,
    message: message ?? error.message,
    ...(message ? { reason: error.message } : {}),
    field: error.field,
  });
}

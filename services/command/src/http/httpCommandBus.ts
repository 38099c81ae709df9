import type { CommandBus } from '../commandBus.ts';
import { DomainError, type DomainErrorCode, ValidationErrors } from '../shared/errors.ts';
import { headers } from './requestContext.ts';

type ErrorReply = { code: DomainErrorCode; message: string; field?: string | null; errors?: ErrorReply[] };

/**
 * The distributed mode's command bus: the query service sends each command to the command
 * service, which authenticates the caller's token again and runs it. Refusals come back as the
 * same domain errors the in-process bus throws.
 */
export function createHttpCommandBus(commandServiceUrl: string): CommandBus {
  return {
    async dispatch(name, caller, payload, correlationId) {
      const response = await fetch(new URL(`/api/v1/commands/${name}`, commandServiceUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Token ${caller.token}`,
          [headers.publisher]: caller.publisherId,
          [headers.correlation]: correlationId,
        },
        body: JSON.stringify(payload),
      });
      const body = await response.json();
      if (response.ok) return body;
      const reply = body as ErrorReply;
      if (reply.errors)
        throw new ValidationErrors(
          reply.errors.map((error) => new DomainError(error.code, error.message, error.field ?? null)),
        );
      throw new DomainError(
        reply.code ?? 'ILLEGAL_STATE',
        reply.message ?? `Command ${name} failed (${response.status})`,
        reply.field ?? null,
      );
    },
  };
}

/**
 * One error model for every command: a code, the spec's message shown to the user as is, and the
 * input field it belongs to. Mapped once to HTTP (`httpStatusOf`, used by http/app.ts) and to GraphQL payload
 * errors (query shared/mutations.ts).
 */
export type DomainErrorCode =
  'VALIDATION' | 'NOT_FOUND' | 'FORBIDDEN' | 'CONFLICT' | 'ILLEGAL_STATE' | 'UNAUTHENTICATED';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
  }
}

export const validationError = (message: string, field: string | null = null) =>
  new DomainError('VALIDATION', message, field);
export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);
export const illegalState = (message: string) => new DomainError('ILLEGAL_STATE', message);

export const httpStatusOf: Record<DomainErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ILLEGAL_STATE: 409,
  CONFLICT: 412,
};

/** Several field errors of one command, reported together. */
export class ValidationErrors extends Error {
  constructor(readonly errors: DomainError[]) {
    super(errors.map((error) => error.message).join(' '));
  }
}

export function throwIfAny(errors: DomainError[]): void {
  if (errors.length > 1) throw new ValidationErrors(errors);
  if (errors[0]) throw errors[0];
}

import type { CombinedError } from 'urql';

/** The message per field that is wrong, as a form's `validate` answers and the server's errors are set. */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

export interface PayloadError {
  field?: string | null;
  message: string;
}

/**
 * Splits a payload's errors into messages for the form's own fields (shown under them) and the
 * rest (shown as toasts); both keep the server's message as is.
 */
export function splitPayloadErrors<Values>(
  errors: readonly PayloadError[],
  formFields: readonly (keyof Values & string)[],
): { fieldErrors: FieldErrors<Values>; otherMessages: string[] } {
  const fieldErrors: FieldErrors<Values> = {};
  const otherMessages: string[] = [];
  for (const error of errors) {
    const field = formFields.find((name) => name === error.field);
    if (field && !fieldErrors[field]) fieldErrors[field] = error.message;
    else otherMessages.push(error.message);
  }
  return { fieldErrors, otherMessages };
}

/** A transport or GraphQL failure: the first GraphQL message, else the generic fallback. */
export function operationErrorMessage(error: CombinedError): string {
  return error.graphQLErrors[0]?.message ?? error.message;
}

import { amountRefusal, inputMessages, isIsoDate, parseCents } from '@colophon/domain';

import { validationError } from './errors.ts';

/** A typed amount as cents; a bad one is refused naming its field, so no event is recorded. */
export function centsOf(text: string, field: string): number {
  const refusal = amountRefusal(text, inputMessages.invalidAmount);
  if (refusal !== null) throw validationError(refusal, field);
  return parseCents(text)!;
}

/** A YYYY-MM-DD date, or '' meaning "today" where the spec defaults it. */
export function dateOf(text: string | null | undefined, field: string): string {
  const date = (text ?? '').trim();
  if (date !== '' && !isIsoDate(date)) throw validationError(inputMessages.invalidDate, field);
  return date;
}

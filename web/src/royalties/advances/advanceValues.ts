import { advanceMessages, localToday, parseCents } from '@colophon/domain';

import type { FieldErrors } from '../../ui/mutationErrors.ts';

/** NEW ADVANCE as its form holds it: the contract, the whole amount agreed and the royalties that recoup it. */
export interface AdvanceValues {
  name: string;
  amount: string;
  royaltyIds: string[];
}

export const newAdvanceValues = (): AdvanceValues => ({ name: '', amount: '', royaltyIds: [] });

/** The decider's rules, judged before the round trip with the same messages: a name, an amount above 0, a royalty. */
export function validateAdvance(values: AdvanceValues): FieldErrors<AdvanceValues> {
  const errors: FieldErrors<AdvanceValues> = {};
  if (!values.name.trim()) errors.name = advanceMessages.nameRequired;
  if (!((parseCents(values.amount) ?? 0) > 0)) errors.amount = advanceMessages.amountRequired;
  if (values.royaltyIds.length === 0) errors.royaltyIds = advanceMessages.royaltyRequired;
  return errors;
}

/** PAY INSTALMENT: an amount (never above what is left: the server judges that) and the date paid. */
export interface InstalmentValues {
  amount: string;
  paidDate: string;
}

export const newInstalmentValues = (): InstalmentValues => ({ amount: '', paidDate: localToday() });

export function validateInstalment(values: InstalmentValues): FieldErrors<InstalmentValues> {
  return (parseCents(values.amount) ?? 0) > 0 ? {} : { amount: advanceMessages.amountRequired };
}

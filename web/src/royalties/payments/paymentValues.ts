import { localToday, parseCents, royaltyPaymentMessages } from '@colophon/domain';

/** A royalty payment as its forms hold it: the new-payment modal and the royalty's PAYMENTS tab. */
export interface PaymentValues {
  royaltyId: string;
  amount: string;
  methodId: string;
  sentDate: string;
}

export const newPaymentValues = (royaltyId = ''): PaymentValues => ({
  royaltyId,
  amount: '',
  methodId: '',
  sentDate: localToday(),
});

/** The spec's rule: a royalty, an amount (greater than 0) and a method. */
export function validatePayment(values: PaymentValues): Partial<Record<keyof PaymentValues, string>> {
  const errors: Partial<Record<keyof PaymentValues, string>> = {};
  if (!values.royaltyId) errors.royaltyId = royaltyPaymentMessages.royaltyRequired;
  if (!((parseCents(values.amount) ?? 0) > 0)) errors.amount = royaltyPaymentMessages.amountRequired;
  if (!values.methodId) errors.methodId = royaltyPaymentMessages.methodRequired;
  return errors;
}

export const paymentInput = (values: PaymentValues) => ({
  amount: values.amount,
  methodId: values.methodId,
  sentDate: values.sentDate,
});

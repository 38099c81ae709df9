import { royaltyPaymentMessages } from '@colophon/domain';
import { describe, expect, it } from 'vitest';

import { newPaymentValues, validatePayment } from './paymentValues.ts';

describe('royalty payment validation', () => {
  it('needs a royalty, an amount above 0 and a method; the date defaults to today', () => {
    expect(validatePayment(newPaymentValues())).toEqual({
      royaltyId: royaltyPaymentMessages.royaltyRequired,
      amount: royaltyPaymentMessages.amountRequired,
      methodId: royaltyPaymentMessages.methodRequired,
    });
    expect(validatePayment({ ...newPaymentValues('r1'), amount: '0.00', methodId: 'check' })).toEqual({
      amount: royaltyPaymentMessages.amountRequired,
    });
    expect(validatePayment({ ...newPaymentValues('r1'), amount: '6.00', methodId: 'check' })).toEqual({});
    expect(newPaymentValues().sentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

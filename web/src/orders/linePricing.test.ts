import { describe, expect, it } from 'vitest';
import { amountOf, centsOf } from '../ui/money.ts';
import { lineTotal, previewLinePrice } from './linePricing.ts';
import { NewOrderMessages, validateNewOrder } from './newOrderValidation.ts';
import { emptyOrderValues } from './OrderDetailsFields.tsx';
import type { LineDraft } from './OrderItems.tsx';

describe('line price preview', () => {
  it('matches the server: retail × (100 − discount) / 100, half up; percent derived from a net price', () => {
    expect(previewLinePrice('19.99', 'none', '')).toEqual({ calcPrice: '19.99', discountPercent: '0.00' });
    expect(previewLinePrice('19.99', 'percent', '12.5')).toEqual({ calcPrice: '17.49', discountPercent: '12.50' });
    expect(previewLinePrice('12.99', 'netPrice', '7.99')).toEqual({ calcPrice: '7.99', discountPercent: '38.49' });
    expect(previewLinePrice('10.00', 'percent', '101')).toBeNull();
    expect(lineTotal('17.49', 2)).toBe('34.98');
  });

  it('reads money text exactly and refuses anything but digits and one decimal point', () => {
    expect([centsOf('0.1'), centsOf('12.'), centsOf('.5'), centsOf('1.234'), centsOf('1.2.3'), centsOf('-1'), centsOf('')]).toEqual([10, 1200, 50, null, null, null, null]);
    expect(amountOf(12342)).toBe('123.42');
  });
});

describe('new order validation', () => {
  const line = (quantity: string): LineDraft => ({ key: 'k', productId: 'p', title: 'T', retailPrice: '1.00', quantity, discountType: 'none', discount: '' });

  it('asks for a customer and a product, then valid quantities', () => {
    expect(validateNewOrder(emptyOrderValues, [])).toEqual({ customerId: NewOrderMessages.customerRequired, lines: NewOrderMessages.productRequired });
    expect(validateNewOrder({ ...emptyOrderValues, customerId: 'c' }, [line('0')])).toEqual({ lines: NewOrderMessages.invalidQuantity });
    expect(validateNewOrder({ ...emptyOrderValues, customerId: 'c' }, [line('2')])).toEqual({});
  });

  it('needs a date when paid or shipped is ticked', () => {
    const values = { ...emptyOrderValues, customerId: 'c', paid: true, shipped: true };
    expect(validateNewOrder(values, [line('1')])).toEqual({ paidDate: NewOrderMessages.paidDateRequired, shipDate: NewOrderMessages.shipDateRequired });
  });
});

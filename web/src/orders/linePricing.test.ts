import { orderMessages } from '@colophon/domain';
import { describe, expect, it } from 'vitest';

import { lineTotal, previewLinePrice } from './linePricing.ts';
import { validateNewOrder } from './newOrderValidation.ts';
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
});

describe('new order validation', () => {
  const line = (quantity: string): LineDraft => ({
    key: 'k',
    productId: 'p',
    product: { title: 'T', formatName: 'Paperback', isbn: '' },
    retailPrice: '1.00',
    quantity,
    discountType: 'none',
    discount: '',
  });

  it('asks for a customer and a product, then valid quantities', () => {
    expect(validateNewOrder(emptyOrderValues, [])).toEqual({
      customerId: orderMessages.customerRequired,
      lines: orderMessages.productRequired,
    });
    expect(validateNewOrder({ ...emptyOrderValues, customerId: 'c' }, [line('0')])).toEqual({
      lines: orderMessages.invalidQuantity,
    });
    expect(validateNewOrder({ ...emptyOrderValues, customerId: 'c' }, [line('2')])).toEqual({});
  });

  it('needs a date when paid or shipped is ticked', () => {
    const values = { ...emptyOrderValues, customerId: 'c', paid: true, shipped: true };
    expect(validateNewOrder(values, [line('1')])).toEqual({
      paidDate: orderMessages.paidDateRequired,
      shipDate: orderMessages.shipDateRequired,
    });
  });
});

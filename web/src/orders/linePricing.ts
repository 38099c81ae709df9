import type { DiscountType } from '../generated/graphql.ts';
import { amountOf, centsOf } from '../ui/money.ts';

/**
 * The price a line will get, shown before saving (the server prices it the same way and is the
 * one that counts): calculated price = retail × (100 − discount) / 100, or the net price with the
 * percent derived from it; half up to the cent. Null when the discount is not valid.
 */
export function previewLinePrice(retailPrice: string, discountType: DiscountType, discount: string): { calcPrice: string; discountPercent: string } | null {
  const retail = centsOf(retailPrice) ?? 0;
  if (discountType === 'none') return { calcPrice: amountOf(retail), discountPercent: '0.00' };
  const value = centsOf(discount);
  if (value === null) return null;
  if (discountType === 'percent') {
    if (value > 10_000) return null;
    return { calcPrice: amountOf(Math.round((retail * (10_000 - value)) / 10_000)), discountPercent: amountOf(value) };
  }
  const percent = retail === 0 || value >= retail ? 0 : Math.round(((retail - value) * 10_000) / retail);
  return { calcPrice: amountOf(value), discountPercent: amountOf(percent) };
}

export const lineTotal = (calcPrice: string, quantity: number) => amountOf((centsOf(calcPrice) ?? 0) * quantity);

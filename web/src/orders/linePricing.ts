import { type DiscountType, formatBasisPoints, formatCents, parseCents, priceLine } from '@colophon/domain';

/**
 * The price a line will get, shown before saving: the server's own pricing rule (`priceLine`),
 * as the form's text. Null when the discount is not valid.
 */
export function previewLinePrice(
  retailPrice: string,
  discountType: DiscountType,
  discount: string,
): { calcPrice: string; discountPercent: string } | null {
  const price = priceLine(parseCents(retailPrice) ?? 0, discountType, discount);
  return (
    price && {
      calcPrice: formatCents(price.unitPriceCents),
      discountPercent: formatBasisPoints(price.discountBasisPoints),
    }
  );
}

export const lineTotal = (calcPrice: string, quantity: number) => formatCents((parseCents(calcPrice) ?? 0) * quantity);

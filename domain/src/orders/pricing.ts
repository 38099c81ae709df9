import { parseCents } from '../money.ts';

export type DiscountType = 'none' | 'percent' | 'netPrice';

export const fullPercent = 10_000;

/** Integer division rounding half up, for non-negative numerators. */
const divideRounded = (numerator: bigint, denominator: bigint) => (numerator * 2n + denominator) / (denominator * 2n);

export interface LinePrice {
  discountBasisPoints: number;
  unitPriceCents: number;
}

/**
 * The spec's three discount types: none (the retail price), percent (calculated price = retail ×
 * (100 − discount) / 100) and net price (the percent is derived from it). Exact integer arithmetic,
 * rounded half up to the cent and to the hundredth of a percent; null when the discount is not valid.
 * The order form previews with it and the server prices with it, so the two never disagree.
 */
export function priceLine(
  retailPriceCents: number,
  discountType: DiscountType,
  discount: string | null | undefined,
): LinePrice | null {
  const retail = BigInt(retailPriceCents);
  switch (discountType) {
    case 'none':
      return { discountBasisPoints: 0, unitPriceCents: retailPriceCents };
    case 'percent': {
      // A percent has the shape of an amount: up to two decimals ("12.5" → 1250 basis points).
      const basisPoints = parseCents(discount ?? '');
      if (basisPoints === null || basisPoints > fullPercent) return null;
      return {
        discountBasisPoints: basisPoints,
        unitPriceCents: Number(divideRounded(retail * BigInt(fullPercent - basisPoints), BigInt(fullPercent))),
      };
    }
    case 'netPrice': {
      const net = parseCents(discount ?? '');
      if (net === null) return null;
      const saved = retail - BigInt(net);
      const basisPoints = retail === 0n || saved <= 0n ? 0 : Number(divideRounded(saved * BigInt(fullPercent), retail));
      return { discountBasisPoints: basisPoints, unitPriceCents: net };
    }
  }
}

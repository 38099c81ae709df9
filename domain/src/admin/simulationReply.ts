import type { RoyaltyTerm } from '../royalties/engine.ts';

/** POST /api/v1/royalty_simulation/'s reply, in the spec's units (money in the currency, rates in percent). */
export type RoyaltySimulationReply =
  | {
      summary: {
        credit: number;
        debit: number;
        previousPayments: number;
        /** Credit minus debit minus previous payments; negative is a credit to the publisher. */
        netAmount: number;
        units: number;
        totalRevenue: number;
        expenses: number;
      };
      /** Present when the request gave an advance or a reserve: their lines, before netAmount. */
      ledger?: { reserveHeld: number; advanceRecouped: number; unrecoupedAdvance: number };
      tierBreakdown: {
        threshold: number;
        nextThreshold: number | null;
        unitsInTier: number;
        revenue: number;
        expenses: number;
        applicable: boolean;
        royaltyRate: number;
        credit: number;
        royaltyType: RoyaltyTerm;
      }[];
    }
  | { error: string };

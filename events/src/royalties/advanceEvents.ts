import { bounds } from '@colophon/domain';
import { z } from 'zod';

import { boundedList, boundedText, cents, isoDate } from '../bounds.ts';
import { defineEvent, type EventsOf } from '../definition.ts';

const id = () => z.string().max(bounds.id);

/** An advance is shared by at most this many royalties (every format of a contract's titles). */
export const maxAdvanceRoyalties = 100;

/** How a reserve is released: in full after `afterPeriods` periods, or in equal parts over `periods`. */
export const reserveReleaseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('full'), afterPeriods: z.number().int().min(1).max(40) }),
  z.object({ kind: z.literal('parts'), periods: z.number().int().min(1).max(40) }),
]);

/** A royalty's reserve against returns (domain `ReserveTerms`), and whether a digital format may carry it. */
export const royaltyReserveSchema = z.object({
  percentBasisPoints: z.number().int().min(0).max(10_000),
  capBasisPoints: z.number().int().min(0).max(10_000),
  release: reserveReleaseSchema,
  allowDigital: z.boolean(),
});
export type RoyaltyReserveFields = z.infer<typeof royaltyReserveSchema>;

export const advanceEvents = {
  /** An advance agreed with a creator for a contract: its amount is recouped from its royalties' earnings. */
  AdvanceCreated: defineEvent(
    'AdvanceCreated',
    z.object({
      advanceId: id(),
      publisherId: id(),
      creatorId: id(),
      name: boundedText(),
      amountCents: cents().positive(),
      royaltyIds: boundedList(id(), maxAdvanceRoyalties).min(1),
    }),
  ),
  /** An instalment of the advance paid to the creator. */
  AdvancePaid: defineEvent(
    'AdvancePaid',
    z.object({ advanceId: id(), instalmentId: id(), amountCents: cents().positive(), paidDate: isoDate() }),
  ),
  /** Names the creator so the read model can drop it from the creator's page. */
  AdvanceDeleted: defineEvent('AdvanceDeleted', z.object({ advanceId: id(), creatorId: id() })),
  /** The royalty's reserve against returns after a change; null: none. */
  RoyaltyReserveSet: defineEvent(
    'RoyaltyReserveSet',
    z.object({ royaltyId: id(), reserve: royaltyReserveSchema.nullable() }),
  ),
  /** Below this a statement's balance is carried forward rather than paid. */
  PublisherMinimumPayoutChanged: defineEvent(
    'PublisherMinimumPayoutChanged',
    z.object({ publisherId: id(), minimumPayoutCents: cents().min(0) }),
  ),
};

export type AdvanceEvent = EventsOf<typeof advanceEvents>;
export const advanceStreamId = (advanceId: string) => `advance-${advanceId}`;

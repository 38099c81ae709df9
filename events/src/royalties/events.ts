import { bounds } from '@colophon/domain';
import { z } from 'zod';

import { boundedList, cents, count, isoDate, longText } from '../bounds.ts';
import { defineEvent, type EventsOf } from '../definition.ts';

const id = () => z.string().max(bounds.id);
/** Basis points of a whole: 1250 = 12.5 %, at most 100 %. */
const basisPoints = () => z.number().int().min(0).max(10_000);

/**
 * A tier (the spec's royalty line item): a regular tier (category 1, 'units sold', tierDiscount
 * 'None') or a tier of a discount set (category 2) applying to lines sold at or above its discount.
 */
export const royaltyTierSchema = z.object({
  tierId: id(),
  /** Null for a regular tier; else the discount of its set. */
  discountBasisPoints: basisPoints().nullable(),
  /** First unit index of the tier, counted from 0 over the royalty's lifetime units. */
  start: count(),
  rateBasisPoints: basisPoints(),
  /** 1 of list price, 2 of net receipts, 3 of net profits, 4 of true profits (discount tiers: 1 or 2). */
  term: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
});
export type RoyaltyTierFields = z.infer<typeof royaltyTierSchema>;

/** A royalty holds at most this many tiers over all its groups. */
export const maxRoyaltyTiers = 100;
const tiers = () => boundedList(royaltyTierSchema, maxRoyaltyTiers);

/** Which creator, product and region a royalty is for: one royalty per such triple. */
const royaltyTermsKey = z.object({
  publisherId: id(),
  productId: id(),
  creatorId: id(),
  /** Null: Rest of World. */
  regionId: id().nullable(),
  royaltyId: id(),
});

const paymentFields = z.object({
  /** Integer cents, greater than 0. */
  amountCents: cents().positive(),
  /** A royalty payment method (the publisher's payment types list). */
  methodId: id(),
  sentDate: isoDate(),
});
export type RoyaltyPaymentFields = z.infer<typeof paymentFields>;

export const royaltiesEvents = {
  RoyaltyCreated: defineEvent(
    'RoyaltyCreated',
    z.object({
      royaltyId: id(),
      publisherId: id(),
      creatorId: id(),
      productId: id(),
      regionId: id().nullable(),
      tiers: tiers(),
      adminNotes: longText(),
    }),
  ),
  /** The royalty's tiers after a change (a line item added, changed or removed, or the set saved whole). */
  RoyaltyTiersChanged: defineEvent('RoyaltyTiersChanged', z.object({ royaltyId: id(), tiers: tiers() })),
  RoyaltyNotesChanged: defineEvent('RoyaltyNotesChanged', z.object({ royaltyId: id(), adminNotes: longText() })),
  /** Names the creator and product it referred to, which may be deleted once nothing else refers to them. */
  RoyaltyDeleted: defineEvent('RoyaltyDeleted', z.object({ royaltyId: id(), creatorId: id(), productId: id() })),
  /** On the product's royalty-terms stream: the creator and region taken by a royalty of the product. */
  RoyaltyTermsReserved: defineEvent('RoyaltyTermsReserved', royaltyTermsKey),
  RoyaltyTermsReleased: defineEvent('RoyaltyTermsReleased', royaltyTermsKey),
  RoyaltyPaymentRecorded: defineEvent(
    'RoyaltyPaymentRecorded',
    paymentFields.extend({ paymentId: id(), royaltyId: id(), publisherId: id() }),
  ),
  RoyaltyPaymentChanged: defineEvent(
    'RoyaltyPaymentChanged',
    z.object({ paymentId: id(), royaltyId: id(), changes: paymentFields.partial() }),
  ),
  RoyaltyPaymentDeleted: defineEvent('RoyaltyPaymentDeleted', z.object({ paymentId: id(), royaltyId: id() })),
};

export type RoyaltiesEvent = EventsOf<typeof royaltiesEvents>;

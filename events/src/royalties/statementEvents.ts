import { z } from 'zod';

import { boundedList, boundedText, cents, isoDate, longText, stock } from '../bounds.ts';
import { defineEvent, type EventsOf } from '../definition.ts';

/** Units may go below zero in a period of returns (the same bounds as stock); every other figure is cents. */
const units = stock;

export const statementLineFiguresSchema = z.object({
  units: units(),
  revenueCents: cents(),
  expensesCents: cents(),
  creditCents: cents(),
  debitCents: cents(),
  lifeUnits: units(),
  lifeRevenueCents: cents(),
  lifeExpensesCents: cents(),
  lifeCreditCents: cents(),
  lifeDebitCents: cents(),
  paidCents: cents(),
  // Reserves and advances came later: a statement sent before them had none.
  reserveHeldCents: cents().default(0),
  reserveReleasedCents: cents().default(0),
  reserveReturnsCents: cents().default(0),
  reserveBalanceCents: cents().default(0),
  recoupedCents: cents().default(0),
  recoupedLifeCents: cents().default(0),
  balanceCents: cents(),
});

export const statementLineSchema = z.object({
  royaltyId: z.string().max(100),
  productId: z.string().max(100),
  title: boundedText(),
  isbn: boundedText().nullable(),
  format: boundedText().nullable(),
  region: boundedText().nullable(),
  figures: statementLineFiguresSchema,
});

/** An advance a statement's royalties recoup, as of the period's end (domain `AdvanceFigures`). */
export const statementAdvanceSchema = z.object({
  advanceId: z.string().max(100),
  name: boundedText(),
  amountCents: cents(),
  paidCents: cents(),
  recoupedCents: cents(),
  recoupedLifeCents: cents(),
  unrecoupedCents: cents(),
});

/** The statement's payout under the publisher's minimum (domain `payoutOf`). */
export const statementPayoutSchema = z.object({
  balanceCents: cents(),
  minimumPayoutCents: cents(),
  payableCents: cents(),
  carriedForwardCents: cents(),
});

/** At most this many royalties on one statement (a creator with every format of every title). */
export const maxStatementLines = 200;

export const royaltyStatementEvents = {
  /**
   * A sent statement, immutable: every figure it showed, and the event-store position they were
   * computed at, so an audit can fold the events up to that position and compute them again.
   */
  RoyaltyStatementSent: defineEvent(
    'RoyaltyStatementSent',
    z.object({
      statementId: z.string().max(100),
      publisherId: z.string().max(100),
      creatorId: z.string().max(100),
      startDate: isoDate(),
      endDate: isoDate(),
      sentDate: isoDate(),
      pubNote: longText(),
      /** The address it was emailed to, or null when it was not emailed. */
      emailedTo: z.string().max(320).nullable(),
      /** "major:minor": the newest event the figures include. */
      computedAt: z.string().max(50),
      publisherName: boundedText(),
      currencySymbol: z.string().max(10),
      creatorName: boundedText(),
      creatorAddress: boundedList(boundedText(), 6),
      lines: boundedList(statementLineSchema, maxStatementLines),
      /** Empty, and no payout, on a statement sent before advances and the minimum payout. */
      advances: boundedList(statementAdvanceSchema, maxStatementLines).default([]),
      payout: statementPayoutSchema.nullable().default(null),
    }),
  ),
};

export type RoyaltyStatementEvent = EventsOf<typeof royaltyStatementEvents>;
export type RoyaltyStatementSentData = z.infer<(typeof royaltyStatementEvents)['RoyaltyStatementSent']['schema']>;
export const royaltyStatementStreamId = (statementId: string) => `royalty-statement-${statementId}`;

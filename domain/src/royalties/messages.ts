/** The spec's messages of this context, word for word: the command side refuses with them, the web shows them. */

import { restOfWorld } from '../reporting/regions.ts';

export const royaltyMessages = {
  notFound: 'Royalty not found',
  tierStartTooLow: 'Tier start too low.',
  /** The part of the duplicate refusal the new-royalty form recognises (shown under the product). */
  duplicateMarker: 'A royalty already exists',
  duplicate: (creator: string, title: string, region: string | null) =>
    `A royalty already exists for ${creator} - ${title} in region ${region ?? `(${restOfWorld})`}.`,
  deleteBlocked: 'Cannot delete royalty if there are any linked payments.',
  createFailed: 'An error occurred while creating the royalty. Please try again later.',
  productNotFound: 'Could not find the selected product. Please try again.',
  saveFailed: 'Error saving royalty. Try again or contact developer',
  deleteFailed: 'Error deleting royalty. Try again or contact developer',
  noPaymentMethod: 'None chosen for creator',
  // Not worded by the spec: the server's own refusals.
  creatorRequired: 'Please choose a creator.',
  productRequired: 'Please choose a product.',
  productNotOfCreator: 'The selected product is not one of this creator’s products.',
  productFrozen: 'The selected format is frozen by your plan limit: no royalty can be added to it.',
  tierRequired: 'Please add at least one tier.',
  tierAmountInvalid: 'Please enter each tier’s amount as a percent from 0 to 100.',
  tierDiscountInvalid: 'Please enter each discount tier’s discount as a percent from 0 to 100.',
  tierTermInvalid: 'Please choose a term for each tier.',
  discountTierTermInvalid: 'Discount tiers pay of list price or of net receipts.',
  tierNotFound: 'Tier not found. Please refresh the page and try again.',
  locked: 'This royalty’s product is frozen by your plan limit, so the royalty cannot be edited.',
  regionNotFound: 'Region not found. Please refresh the page and try again.',
} as const;

export const royaltyPaymentMessages = {
  createFailed: 'Error creating royalty payment. Try again or contact developer',
  saveFailed: 'Error saving royalty payment. Try again or contact developer',
  deleteFailed: 'Error deleting royalty payment. Try again or contact developer',
  // Not worded by the spec: the server's own refusals.
  notFound: 'Royalty payment not found',
  royaltyRequired: 'Please choose a royalty.',
  amountRequired: 'Please enter an amount greater than 0.',
  methodRequired: 'Please choose a payment method.',
} as const;

/** The spec's definitions of the four terms (the royalty list's TERMS tooltip). */
export const royaltyTermDefinitions = {
  1: 'List price: a percent of the retail price, regardless of what the publisher earns.',
  2: 'Net receipts: a percent of the publisher’s income for the title, without expenses.',
  3: 'Net profits: a percent of sales minus expenses.',
  4: 'True profits: net profits minus the publisher’s bottom-line percentage.',
} as const;

export const statementMessages = {
  createFailed: 'Error creating royalty statement. Try again or contact developer',
  emailFailed: 'Error sending statement. Retry or contact developer.',
  emailed: 'Successfully emailed royalty statement',
  confirmSend: (email: string) =>
    `Are you sure you want to send this royalty statement to ${email}? This action cannot be undone.`,
  notFound: 'Royalty statement not found',
  noRoyalties: 'Choose at least one royalty for the statement.',
  royaltyNotOfCreator: "A royalty of the statement is not one of the creator's.",
  periodReversed: 'The period must end on or after its start.',
  emailNotOfCreator: "Choose one of the creator's emails.",
} as const;

export const statementPaymentMessages = {
  nothingToProcess: 'Could not process any of the selected royalties. Please check the data and try again.',
  failed: (message: string) => `Error creating payments: ${message}`,
  made: (count: number, amount: string, name: string) => `Made ${count} payments totaling ${amount} to ${name}`,
  methodRequired: 'Choose a payment method.',
} as const;

/** Not worded by the spec: the refusals of advances, reserves and the minimum payout, in its style. */
export const advanceMessages = {
  notFound: 'Advance not found',
  creatorNotFound: 'Creator not found',
  nameRequired: 'Please enter a name for the advance (its contract).',
  amountRequired: 'Please enter an amount greater than 0.',
  royaltyRequired: 'Choose at least one royalty for the advance.',
  royaltyNotOfCreator: "A royalty of the advance is not one of the creator's.",
  instalmentTooLarge: 'The instalments would come to more than the advance.',
  deleteBlocked: 'Cannot delete an advance once an instalment is paid.',
  createFailed: 'Error creating advance. Try again or contact developer',
  payFailed: 'Error recording advance payment. Try again or contact developer',
  earnedOut: 'Earned out',
  notOnStatement: 'Not on a statement yet',
  remaining: (amount: string) => `${amount} to recoup`,
} as const;

export const reserveMessages = {
  percentInvalid: 'Please enter the reserve as a percent from 0 to 100.',
  capInvalid: 'Please enter the cap as a percent from 0 to 100.',
  aboveCap: (cap: string) => `A reserve cannot be more than its cap of ${cap}% of earnings.`,
  periodsInvalid: 'Please enter a number of periods from 1 to 40.',
  digital: 'Ebooks and audiobooks carry no reserve unless you allow one on this royalty.',
  saveFailed: 'Error saving reserve. Try again or contact developer',
} as const;

export const minimumPayoutMessages = {
  amountInvalid: 'Please enter a minimum payout of 0 or more.',
  carriedForward: (amount: string) => `${amount} carried forward to the next statement (below the minimum payout)`,
} as const;

import { z } from 'zod';

import { boundedList, boundedText, cents, count, imageAddress, isoDate, longText, measureValue } from '../bounds.ts';
import { defineEvent, type EventsOf } from '../definition.ts';
import { activeStatusCode } from './onixCodeLists.ts';

/** A size or weight as entered: weight in lbs or oz, sizes in in or cm. */
export const weightSchema = z.object({ value: measureValue(), unit: z.enum(['lbs', 'oz']) });
export const lengthSchema = z.object({ value: measureValue(), unit: z.enum(['in', 'cm']) });
export type Weight = z.infer<typeof weightSchema>;
export type Length = z.infer<typeof lengthSchema>;

/** The title every format of a book shares. */
export const productWorkFieldsSchema = z.object({
  title: boundedText(),
  description: longText(),
  imprintId: z.string().nullable(),
  seriesId: z.string().nullable(),
});
export type ProductWorkFields = z.infer<typeof productWorkFieldsSchema>;

/**
 * One format (edition) of a title. Codes are ONIX 3.0 codes (see onixCodeLists.ts); money is
 * integer cents; dates are YYYY-MM-DD.
 */
export const productFieldsSchema = z.object({
  isbn: boundedText(),
  formatCode: z.string(),
  formatDetailCode: z.string().nullable(),
  statusCode: z.string(),
  subtitle: boundedText(),
  edition: boundedText(),
  volume: boundedText(),
  publicationDate: isoDate().nullable(),
  shipDate: isoDate().nullable(),
  retailPriceCents: cents().nonnegative(),
  wholesalePriceCents: cents().nonnegative().nullable(),
  /** As entered; shipping moves stock with its own events, which may take it below zero. */
  inventoryQuantity: count(),
  cartonQuantity: count().nullable(),
  weight: weightSchema.nullable(),
  width: lengthSchema.nullable(),
  height: lengthSchema.nullable(),
  thickness: lengthSchema.nullable(),
  pageCount: count().nullable(),
  adminNotes: longText(),
  coverImage: imageAddress(),
  interiorImages: boundedList(imageAddress(), 50),
  audienceCode: z.string().nullable(),
  audienceDetails: longText(),
  keySellingPoints: longText(),
  marketing: longText(),
  bisac: boundedList(boundedText(20), 20),
  tags: longText(),
  comps: longText(),
  outOfPrint: z.boolean(),
  digital: z.boolean(),
  hasShippingCharges: z.boolean(),
});
export type ProductFields = z.infer<typeof productFieldsSchema>;

/**
 * A new format's fields before any is filled in: the spec's defaults (Active status, nothing in
 * stock, no shipping charges) and no price, which the format must be given. New lists each call,
 * so no format shares its images or BISAC codes with another.
 */
export const newProductFields = (): ProductFields => ({
  isbn: '',
  formatCode: '',
  formatDetailCode: null,
  statusCode: activeStatusCode,
  subtitle: '',
  edition: '',
  volume: '',
  publicationDate: null,
  shipDate: null,
  retailPriceCents: Number.NaN,
  wholesalePriceCents: null,
  inventoryQuantity: 0,
  cartonQuantity: null,
  weight: null,
  width: null,
  height: null,
  thickness: null,
  pageCount: null,
  adminNotes: '',
  coverImage: '',
  interiorImages: [],
  audienceCode: null,
  audienceDetails: '',
  keySellingPoints: '',
  marketing: '',
  bisac: [],
  tags: '',
  comps: '',
  outOfPrint: false,
  digital: false,
  hasShippingCharges: false,
});

export const catalogueEvents = {
  ProductWorkCreated: defineEvent(
    'ProductWorkCreated',
    productWorkFieldsSchema.extend({ productWorkId: z.string(), publisherId: z.string() }),
  ),
  ProductWorkUpdated: defineEvent(
    'ProductWorkUpdated',
    z.object({ productWorkId: z.string(), changes: productWorkFieldsSchema.partial() }),
  ),
  ProductCreated: defineEvent(
    'ProductCreated',
    productFieldsSchema.extend({ productId: z.string(), productWorkId: z.string(), publisherId: z.string() }),
  ),
  ProductUpdated: defineEvent(
    'ProductUpdated',
    z.object({ productId: z.string(), changes: productFieldsSchema.partial() }),
  ),
  ProductDeleted: defineEvent('ProductDeleted', z.object({ productId: z.string(), productWorkId: z.string() })),
  ProductCreatorAdded: defineEvent(
    'ProductCreatorAdded',
    z.object({
      productId: z.string(),
      productCreatorId: z.string(),
      creatorId: z.string(),
      contributorCode: z.string(),
    }),
  ),
  ProductCreatorRemoved: defineEvent(
    'ProductCreatorRemoved',
    z.object({ productId: z.string(), productCreatorId: z.string(), creatorId: z.string() }),
  ),
  /** The format fell beyond the publisher's plan limit: it stays, but cannot be edited. */
  ProductFrozen: defineEvent('ProductFrozen', z.object({ productId: z.string(), publisherId: z.string() })),
  ProductUnfrozen: defineEvent('ProductUnfrozen', z.object({ productId: z.string(), publisherId: z.string() })),
  /** Plan ledger (one stream per publisher): formats in creation order count against the plan. */
  ProductSlotTaken: defineEvent('ProductSlotTaken', z.object({ publisherId: z.string(), productId: z.string() })),
  ProductSlotReleased: defineEvent('ProductSlotReleased', z.object({ publisherId: z.string(), productId: z.string() })),
  /** The ledger takes on a new limit (null: no limit), so creations racing a plan change retry. */
  ProductLimitApplied: defineEvent(
    'ProductLimitApplied',
    z.object({ publisherId: z.string(), plan: z.string(), maxProducts: z.number().int().nullable() }),
  ),
  /** Reservation of a normalised ISBN/UID within one publisher. */
  IsbnReserved: defineEvent(
    'IsbnReserved',
    z.object({ publisherId: z.string(), isbn: z.string(), productId: z.string() }),
  ),
  IsbnReleased: defineEvent(
    'IsbnReleased',
    z.object({ publisherId: z.string(), isbn: z.string(), productId: z.string() }),
  ),
};

export type CatalogueEvent = EventsOf<typeof catalogueEvents>;

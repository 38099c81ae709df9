import { z } from 'zod';
import { defineEvent, type EventsOf } from '../definition.ts';

/** A size or weight as entered: weight in lbs or oz, sizes in in or cm. */
export const weightSchema = z.object({ value: z.number().nonnegative(), unit: z.enum(['lbs', 'oz']) });
export const lengthSchema = z.object({ value: z.number().nonnegative(), unit: z.enum(['in', 'cm']) });
export type Weight = z.infer<typeof weightSchema>;
export type Length = z.infer<typeof lengthSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The title every format of a book shares. */
export const productWorkFieldsSchema = z.object({
  title: z.string(),
  description: z.string(),
  imprintId: z.string().nullable(),
  seriesId: z.string().nullable(),
});
export type ProductWorkFields = z.infer<typeof productWorkFieldsSchema>;

/**
 * One format (edition) of a title. Codes are ONIX 3.0 codes (see onixCodeLists.ts); money is
 * integer cents; dates are YYYY-MM-DD.
 */
export const productFieldsSchema = z.object({
  isbn: z.string(),
  formatCode: z.string(),
  formatDetailCode: z.string().nullable(),
  statusCode: z.string(),
  subtitle: z.string(),
  edition: z.string(),
  volume: z.string(),
  publicationDate: isoDate.nullable(),
  shipDate: isoDate.nullable(),
  retailPriceCents: z.number().int(),
  wholesalePriceCents: z.number().int().nullable(),
  inventoryQuantity: z.number().int(),
  cartonQuantity: z.number().int().nullable(),
  weight: weightSchema.nullable(),
  width: lengthSchema.nullable(),
  height: lengthSchema.nullable(),
  thickness: lengthSchema.nullable(),
  pageCount: z.number().int().nullable(),
  adminNotes: z.string(),
  coverImage: z.string(),
  interiorImages: z.array(z.string()),
  audienceCode: z.string().nullable(),
  audienceDetails: z.string(),
  keySellingPoints: z.string(),
  marketing: z.string(),
  bisac: z.array(z.string()),
  tags: z.string(),
  comps: z.string(),
  outOfPrint: z.boolean(),
  digital: z.boolean(),
  hasShippingCharges: z.boolean(),
});
export type ProductFields = z.infer<typeof productFieldsSchema>;

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
  ProductUpdated: defineEvent('ProductUpdated', z.object({ productId: z.string(), changes: productFieldsSchema.partial() })),
  ProductDeleted: defineEvent('ProductDeleted', z.object({ productId: z.string(), productWorkId: z.string() })),
  ProductCreatorAdded: defineEvent(
    'ProductCreatorAdded',
    z.object({ productId: z.string(), productCreatorId: z.string(), creatorId: z.string(), contributorCode: z.string() }),
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
  IsbnReserved: defineEvent('IsbnReserved', z.object({ publisherId: z.string(), isbn: z.string(), productId: z.string() })),
  IsbnReleased: defineEvent('IsbnReleased', z.object({ publisherId: z.string(), isbn: z.string(), productId: z.string() })),
};

export type CatalogueEvent = EventsOf<typeof catalogueEvents>;

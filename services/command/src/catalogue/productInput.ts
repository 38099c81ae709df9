import { isIsoDate, parseCents, storedIsbn } from '@colophon/domain';
import {
  activeStatusCode,
  boundedList,
  boundedText,
  clientId,
  count,
  imageAddress,
  type Length,
  longText,
  measureValue,
  newProductFields,
  type ProductFields,
  typedDate,
  type Weight,
} from '@colophon/events';
import { z } from 'zod';

import { type DomainError, validationError } from '../shared/errors.ts';

const name = boundedText().nullish();
const text = longText().nullish();
const id = clientId().nullish();
const date = typedDate().nullish();
const money = boundedText(30).nullish();
const measure = z.object({ value: measureValue(), unit: boundedText(10) }).nullish();

export const productWorkInputSchema = z.object({
  title: name,
  description: text,
  imprintId: id,
  seriesId: id,
});

/** A format's fields as GraphQL sends them: ids are ONIX codes, money is decimal text. */
export const productInputSchema = z.object({
  isbn: name,
  formatId: id,
  formatDetailId: id,
  statusId: id,
  subtitle: name,
  edition: name,
  volume: name,
  publicationDate: date,
  shipDate: date,
  retailPrice: money,
  wholesalePrice: money,
  inventoryQuantity: count().nullish(),
  cartonQty: count().nullish(),
  weight: measure,
  width: measure,
  height: measure,
  thickness: measure,
  pageCount: count().nullish(),
  adminNotes: text,
  coverImage: imageAddress().nullish(),
  interiorImages: boundedList(imageAddress(), 50).nullish(),
  audienceId: id,
  audienceDetails: text,
  keySellingPoints: text,
  marketing: text,
  bisac: boundedList(boundedText(20), 20).nullish(),
  tags: text,
  comps: text,
  outOfPrint: z.boolean().nullish(),
  digital: z.boolean().nullish(),
  hasShippingCharges: z.boolean().nullish(),
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const productCreatorInputSchema = z.object({ creatorId: clientId(), onixContributorCodeId: clientId() });

export const dateMessage = 'Please enter dates as YYYY-MM-DD.';
export const measureUnitMessage = 'Weight is in lbs or oz; sizes are in in or cm.';

/** Dates are normalised to YYYY-MM-DD: a full timestamp keeps its date part. */
const normaliseDate = (value: string) => value.trim().slice(0, 10);

/**
 * The sent fields of a format input, converted; absent fields are left out (not changed) and null
 * clears a field that may be empty. Conversion problems come back as field errors.
 */
export function toProductChanges(input: ProductInput): { changes: Partial<ProductFields>; errors: DomainError[] } {
  const changes: Partial<ProductFields> = {};
  const errors: DomainError[] = [];
  const sent = (key: keyof ProductInput) => input[key] !== undefined;
  const textOf = (key: keyof ProductInput) => (input[key] as string | null) ?? '';
  const copyText = (key: keyof ProductInput & keyof ProductFields) => {
    if (sent(key)) (changes as Record<string, unknown>)[key] = textOf(key);
  };
  for (const key of [
    'subtitle',
    'edition',
    'volume',
    'adminNotes',
    'coverImage',
    'audienceDetails',
    'keySellingPoints',
    'marketing',
    'tags',
    'comps',
  ] as const) {
    copyText(key);
  }
  if (sent('isbn')) changes.isbn = storedIsbn(textOf('isbn'));
  if (sent('formatId')) changes.formatCode = textOf('formatId');
  if (sent('formatDetailId')) changes.formatDetailCode = input.formatDetailId || null;
  if (sent('statusId')) changes.statusCode = textOf('statusId');
  if (sent('audienceId')) changes.audienceCode = input.audienceId || null;
  for (const [key, field] of [
    ['publicationDate', 'publicationDate'],
    ['shipDate', 'shipDate'],
  ] as const) {
    if (!sent(key)) continue;
    const value = input[key] ? normaliseDate(input[key]) : null;
    if (value !== null && !isIsoDate(value)) errors.push(validationError(dateMessage, key));
    changes[field] = value;
  }
  if (sent('retailPrice')) changes.retailPriceCents = parseCents(input.retailPrice ?? '') ?? Number.NaN;
  if (sent('wholesalePrice')) {
    const cents = input.wholesalePrice ? parseCents(input.wholesalePrice) : null;
    if (input.wholesalePrice && cents === null)
      errors.push(validationError('Wholesale Price must be a valid number.', 'wholesalePrice'));
    changes.wholesalePriceCents = cents;
  }
  if (sent('inventoryQuantity')) changes.inventoryQuantity = input.inventoryQuantity ?? 0;
  if (sent('cartonQty')) changes.cartonQuantity = input.cartonQty ?? null;
  if (sent('pageCount')) changes.pageCount = input.pageCount ?? null;
  if (sent('weight')) {
    if (input.weight && !['lbs', 'oz'].includes(input.weight.unit))
      errors.push(validationError(measureUnitMessage, 'weight'));
    changes.weight = (input.weight as Weight | null) ?? null;
  }
  for (const key of ['width', 'height', 'thickness'] as const) {
    if (!sent(key)) continue;
    if (input[key] && !['in', 'cm'].includes(input[key].unit)) errors.push(validationError(measureUnitMessage, key));
    changes[key] = (input[key] as Length | null) ?? null;
  }
  if (sent('interiorImages')) changes.interiorImages = input.interiorImages ?? [];
  if (sent('bisac')) changes.bisac = (input.bisac ?? []).map((code) => code.trim()).filter(Boolean);
  for (const key of ['outOfPrint', 'digital', 'hasShippingCharges'] as const)
    if (sent(key)) changes[key] = input[key] ?? false;
  return { changes, errors };
}

/** A new format: every field, with the spec's defaults (Active status) for what was not sent. */
export function toNewProductFields(input: ProductInput): { fields: ProductFields; errors: DomainError[] } {
  const { changes, errors } = toProductChanges(input);
  const fields: ProductFields = { ...newProductFields(), ...changes };
  if (!fields.statusCode) fields.statusCode = activeStatusCode;
  return { fields, errors };
}

import { boundMessages, bounds, isDateInRange, isHttpUrl, isIsoDate } from '@colophon/domain';
import { z } from 'zod';

/**
 * zod fields with the domain's bounds, for command inputs and event schemas alike: the same limit
 * refuses a command with the field's message and guarantees what a projection reads.
 */
export const boundedText = (max: number = bounds.shortText) =>
  z
    .string()
    .max(max, boundMessages.tooLong(max))
    // Postgres stores no NUL character in text or JSON: refused here, never a failed append.
    .refine((text) => !text.includes('\u0000'), boundMessages.nulCharacter);
export const longText = () => boundedText(bounds.longText);
export const clientId = () => boundedText(bounds.id);

/** YYYY-MM-DD, a real day between 1900 and 2200. */
export const isoDate = () =>
  z.string().refine(isIsoDate, boundMessages.dateFormat).refine(isDateInRange, boundMessages.dateRange);

/** A date as typed: empty (none, or the spec's "today") or a date in range. */
export const typedDate = () =>
  z
    .string()
    .max(30, boundMessages.dateFormat)
    .refine((text) => text.trim() === '' || isIsoDate(text.trim().slice(0, 10)), boundMessages.dateFormat)
    .refine((text) => text.trim() === '' || isDateInRange(text.trim().slice(0, 10)), boundMessages.dateRange);

/** Empty, or a web address (http or https only). */
export const webAddress = () =>
  z
    .string()
    .max(bounds.url, boundMessages.tooLong(bounds.url))
    .refine((text) => text.trim() === '' || isHttpUrl(text.trim()), boundMessages.url);

/** A stored image: a path of our own storage (/files/…) or a web address. */
export const imageAddress = () =>
  z
    .string()
    .max(bounds.url, boundMessages.tooLong(bounds.url))
    .refine((text) => text.trim() === '' || text.startsWith('/files/') || isHttpUrl(text.trim()), boundMessages.url);

export const count = () =>
  z
    .number()
    .int(boundMessages.wholeNumber)
    .min(0, boundMessages.wholeNumber)
    .max(bounds.maxCount, boundMessages.countTooLarge);
/** Stock may run below zero when more is shipped than was counted; the spec warns rather than refuses. */
export const stock = () =>
  z
    .number()
    .int(boundMessages.wholeNumber)
    .min(-bounds.maxCount, boundMessages.countTooLarge)
    .max(bounds.maxCount, boundMessages.countTooLarge);
export const cents = () =>
  z
    .number()
    .int()
    .min(-bounds.maxCents, boundMessages.amountTooLarge)
    .max(bounds.maxCents, boundMessages.amountTooLarge);
export const measureValue = () =>
  z.number().min(0, boundMessages.measure).max(bounds.maxMeasure, boundMessages.measure);
export const boundedList = <Item extends z.ZodType>(item: Item, max: number = bounds.maxItems) =>
  z.array(item).max(max, boundMessages.tooMany(max));

import { isbnMessages, isbnProblem, productMessages, productWorkMessages } from '@colophon/domain';
import { useForm, type UseFormReturnType } from '@mantine/form';

import type { ProductFieldsFragment, ProductInput } from '../generated/graphql.ts';

/** The fields of one format as the forms edit them: text, as typed. */
export interface FormatDraft {
  statusId: string;
  formatId: string;
  formatDetailId: string;
  isbn: string;
  shipDate: string;
  publicationDate: string;
  subtitle: string;
  volume: string;
  edition: string;
  retailPrice: string;
  inventoryQuantity: string;
  cartonQty: string;
  weight: string;
  weightUnit: string;
  width: string;
  height: string;
  thickness: string;
  sizeUnit: string;
  pageCount: string;
  adminNotes: string;
  audienceId: string;
  audienceDetails: string;
  keySellingPoints: string;
  marketing: string;
  bisac: string[];
  coverImage: string;
  interiorImages: string[];
}

export interface WorkDraft {
  title: string;
  description: string;
  imprintId: string;
  seriesId: string;
}

/** A creator staged on a format before it is saved. */
export interface StagedCreator {
  /** The saved product creator's id; null while only staged. */
  id: string | null;
  creatorId: string;
  displayName: string;
  contributorCode: string;
  contributorLabel: string;
}

export const hardcoverFormatId = 'BB';
export const paperbackFormatId = 'BC';
export const maxBisacCodes = 4;

/** Digits with at most one decimal point (the spec's money inputs). */
export const moneyInputPattern = /^\d*\.?\d*$/;

export const isPositivePrice = (text: string) => /^\d*\.?\d{0,2}$/.test(text.trim()) && Number(text) > 0;

/** The spec's defaults: Active status (else one named like "active", else the first), Paperback. */
export function emptyFormatDraft(statuses: readonly { id: string; value: string }[]): FormatDraft {
  const status =
    statuses.find((candidate) => candidate.value === 'Active') ??
    statuses.find((candidate) => /active/i.test(candidate.value)) ??
    statuses[0];
  return {
    statusId: status?.id ?? '',
    formatId: paperbackFormatId,
    formatDetailId: '',
    isbn: '',
    shipDate: '',
    publicationDate: '',
    subtitle: '',
    volume: '',
    edition: '',
    retailPrice: '',
    inventoryQuantity: '',
    cartonQty: '',
    weight: '',
    weightUnit: 'lbs',
    width: '',
    height: '',
    thickness: '',
    sizeUnit: 'in',
    pageCount: '',
    adminNotes: '',
    audienceId: '',
    audienceDetails: '',
    keySellingPoints: '',
    marketing: '',
    bisac: [],
    coverImage: '',
    interiorImages: [],
  };
}

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function formatDraftOf(product: ProductFieldsFragment): FormatDraft {
  return {
    statusId: product.status.id,
    formatId: product.format.id,
    formatDetailId: product.formatDetail?.id ?? '',
    isbn: product.isbn,
    shipDate: text(product.shipDate),
    publicationDate: text(product.publicationDate),
    subtitle: product.subtitle,
    volume: product.volume,
    edition: product.edition,
    retailPrice: product.retailPrice,
    inventoryQuantity: text(product.inventoryQuantity),
    cartonQty: text(product.cartonQty),
    weight: text(product.weight?.value),
    weightUnit: product.weight?.unit ?? 'lbs',
    width: text(product.width?.value),
    height: text(product.height?.value),
    thickness: text(product.thickness?.value),
    sizeUnit: product.width?.unit ?? product.height?.unit ?? product.thickness?.unit ?? 'in',
    pageCount: text(product.pageCount),
    adminNotes: product.adminNotes,
    audienceId: product.audience?.id ?? '',
    audienceDetails: product.audienceDetails,
    keySellingPoints: product.keySellingPoints,
    marketing: product.marketing,
    bisac: product.bisac,
    coverImage: product.coverImage,
    interiorImages: product.interiorImages,
  };
}

const integerOrNull = (value: string) => (value.trim() === '' ? null : Math.trunc(Number(value)));
const measureOf = (value: string, unit: string) => (value.trim() === '' ? null : { value: Number(value), unit });
const dateOrNull = (value: string) => (value.trim() === '' ? null : value.trim().slice(0, 10));

/** Every field of a format as the API takes it. */
export function toProductInput(draft: FormatDraft): ProductInput {
  return {
    statusId: draft.statusId || null,
    formatId: draft.formatId || null,
    formatDetailId: draft.formatId === hardcoverFormatId && draft.formatDetailId ? draft.formatDetailId : null,
    isbn: draft.isbn.trim(),
    shipDate: dateOrNull(draft.shipDate),
    publicationDate: dateOrNull(draft.publicationDate),
    subtitle: draft.subtitle,
    volume: draft.volume,
    edition: draft.edition,
    retailPrice: draft.retailPrice.trim(),
    inventoryQuantity: integerOrNull(draft.inventoryQuantity) ?? 0,
    cartonQty: integerOrNull(draft.cartonQty),
    weight: measureOf(draft.weight, draft.weightUnit),
    width: measureOf(draft.width, draft.sizeUnit),
    height: measureOf(draft.height, draft.sizeUnit),
    thickness: measureOf(draft.thickness, draft.sizeUnit),
    pageCount: integerOrNull(draft.pageCount),
    adminNotes: draft.adminNotes,
    audienceId: draft.audienceId || null,
    audienceDetails: draft.audienceDetails,
    keySellingPoints: draft.keySellingPoints,
    marketing: draft.marketing,
    bisac: draft.bisac,
    coverImage: draft.coverImage,
    interiorImages: draft.interiorImages,
  };
}

/** Only the fields that differ from the saved format; null when nothing changed. */
export function changedProductInput(saved: FormatDraft, draft: FormatDraft): ProductInput | null {
  const before = toProductInput(saved) as Record<string, unknown>;
  const after = toProductInput(draft) as Record<string, unknown>;
  const changed = Object.fromEntries(
    Object.entries(after).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])),
  );
  return Object.keys(changed).length > 0 ? changed : null;
}

export function changedWorkInput(saved: WorkDraft, draft: WorkDraft) {
  const changed = Object.fromEntries(
    Object.entries(draft).filter(([key, value]) => value !== saved[key as keyof WorkDraft]),
  );
  return Object.keys(changed).length > 0 ? changed : null;
}

/** The form's own checks, with the spec's messages; the server checks them again. */
export function validateFormat(
  draft: FormatDraft,
  work: WorkDraft | null,
): Partial<Record<'title' | 'formatId' | 'isbn' | 'retailPrice', string>> {
  const errors: Partial<Record<'title' | 'formatId' | 'isbn' | 'retailPrice', string>> = {};
  if (work && !work.title.trim()) errors.title = productWorkMessages.titleRequired;
  if (!draft.formatId) errors.formatId = productMessages.formatRequired;
  const isbn = isbnError(draft.isbn);
  if (isbn) errors.isbn = isbn;
  if (!isPositivePrice(draft.retailPrice)) errors.retailPrice = productMessages.retailPriceInvalid;
  return errors;
}

/** Required, and a value shaped like an ISBN must carry its check digit (other unique ids pass). */
export const isbnError = (isbn: string): string | null => (isbn.trim() ? isbnProblem(isbn) : isbnMessages.required);

/** Stock as a list or card shows it: digital formats keep none, so they never show a (negative) count. */
export const stockLabel = (product: { inventoryQuantity: number; tracksInventory: boolean }): string =>
  product.tracksInventory ? String(product.inventoryQuantity) : 'Digital';

/** A product's form: its title's fields, its format's fields and its staged creators, under their own names. */
export type ProductValues = FormatDraft & WorkDraft & { creators: StagedCreator[] };

/**
 * A product's form state: the spec's checks (title, format, ISBN/UID, retail price) judged on save,
 * and the ISBN/UID and price again as they are typed, so a check digit or a price is answered at once.
 */
export const useProductForm = (initialValues: ProductValues) =>
  useForm<ProductValues>({
    initialValues,
    validate: (values) => validateFormat(values, values),
    validateInputOnChange: ['isbn', 'retailPrice'],
  });

/** The form's setter by field name, as the product form's tabs take it. */
export const productFieldSetter =
  (form: UseFormReturnType<ProductValues>) => (field: keyof ProductValues, value: ProductValues[keyof ProductValues]) =>
    form.setFieldValue(field, value);

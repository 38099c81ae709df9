/** The spec's messages of this context, word for word: the command side refuses with them, the web shows them. */

export const productWorkMessages = {
  titleRequired: 'Title is required.',
  imprintUnknown: 'Please select an imprint from the list.',
  seriesUnknown: 'Please select a series from the list.',
} as const;

export const productMessages = {
  notFound: 'Product Not Found',
  formatRequired: 'Please select a format for the product.',
  retailPriceInvalid: 'Retail Price must be a valid positive number.',
  /** The Add New Format dialog words the same rules its own way. */
  newFormat: { formatRequired: 'Format is required.', retailPriceInvalid: 'Valid Retail Price is required.' },
  formatDetailOnlyForHardcover: 'Format detail applies to Hardcover formats only.',
  statusUnknown: 'Please select a status from the list.',
  audienceUnknown: 'Please select an audience from the list.',
  tooManyBisacCodes: 'Please choose at most 4 BISAC codes.',
  saveHint: 'Please make sure title, format, ISBN, and retail price are entered before saving.',
  saveHintForFormat: 'Please make sure format, ISBN, and retail price are entered before saving.',
  generic: 'Please fill in all required fields and correct any errors (Title, Format, Retail Price).',
  noCreators: 'No creators available. Please add creators in the Settings menu first.',
  creatorRequired: 'Creator is required',
  contributorCodeRequired: 'Contributor code is required',
  addCreatorFailed: 'Failed to add creator. Please try again.',
  creatorAlreadyAdded: 'This creator is already on the format with this contributor code.',
  creatorOnRoyalty: "Can't delete creator associated with royalty.",
  frozen: 'This format is frozen by your plan limit and cannot be edited.',
  deleteBlocked: 'This format cannot be deleted because it has associated orders or expenses.',
} as const;

export const isbnMessages = {
  required: 'ISBN/UID is required.',
  taken: (isbn: string) => `Another format of this publisher already has the ISBN/UID ${isbn}.`,
  badCheckDigit: (isbn: string, kind: string) =>
    `${isbn} looks like an ${kind} but its check digit is wrong. Please check the number.`,
} as const;

export const planMessages = {
  unknownPlan: 'Unknown plan.',
} as const;

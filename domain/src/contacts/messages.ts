/** The spec's messages of this context, word for word: the command side refuses with them, the web shows them. */

export const creatorMessages = {
  displayNameRequired: 'Display Name is required',
  primaryEmailRequired: 'Primary Email Address is required',
  invalidEmail: 'Please enter a valid email address',
  paymentMethodRequired: 'Please specify a payment method. These can be customized in your user settings.',
  notFound: 'Creator not found',
  deleteBlocked: 'Cannot delete creator if there are any linked products, royalties, or payments.',
} as const;

export const customerMessages = {
  nameRequired: 'A first name, last name or company is required',
  notFound: 'Customer not found',
  deleteBlocked: 'Cannot delete customer if there are any linked orders.',
} as const;

/** Addresses name their country by ISO 3166 code, chosen from the list. */
export const addressMessages = {
  unknownCountry: 'Please choose a country from the list',
} as const;

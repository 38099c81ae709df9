export const creatorListPath = '/creators';
/** The list with the New Creator side sheet open (dialogs live in the URL). */
export const newCreatorPath = `${creatorListPath}?new=1`;

export function creatorPath(creatorId: string): string {
  return `${creatorListPath}/${encodeURIComponent(creatorId)}`;
}

export function creatorProductsPath(creatorId: string): string {
  return `/products?creator=${encodeURIComponent(creatorId)}`;
}

export function creatorRoyaltiesPath(creatorId: string): string {
  return `/royalties?creator=${encodeURIComponent(creatorId)}`;
}

export const customerListPath = '/customers';
/** The list with the New Customer side sheet open. */
export const newCustomerPath = `${customerListPath}?new=1`;

export function customerPath(customerId: string): string {
  return `${customerListPath}/${encodeURIComponent(customerId)}`;
}

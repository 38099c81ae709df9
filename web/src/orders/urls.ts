export const orderListPath = '/orders';
/** The list with the full-width new-order form open (dialogs live in the URL). */
export const newOrderPath = `${orderListPath}?new=1`;

export function orderPath(orderId: string): string {
  return `${orderListPath}/${encodeURIComponent(orderId)}`;
}

/** Navigation state of a list opened from another page: its title and a breadcrumb back. */
export interface ListSource {
  queryTitle: string;
  sourceLink: string;
}

export const customerOrdersPath = (customerId: string) =>
  `${orderListPath}?customerId=${encodeURIComponent(customerId)}`;
export const titleOrdersPath = (productWorkId: string) =>
  `${orderListPath}?productWorkId=${encodeURIComponent(productWorkId)}`;

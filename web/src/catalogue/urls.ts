export const productListPath = '/products';
/** The list with the New Product side form open (dialogs live in the URL). */
export const newProductPath = `${productListPath}?new=1`;

export function productPath(productId: string): string {
  return `${productListPath}/${encodeURIComponent(productId)}`;
}

/** Lists of other areas filtered to one title. */
export const titleOrdersPath = (productWorkId: string) => `/orders?productWorkId=${encodeURIComponent(productWorkId)}`;
export const titleExpensesPath = (productWorkId: string) =>
  `/expenses?productWorkId=${encodeURIComponent(productWorkId)}`;
export const titleRoyaltiesPath = (productWorkId: string) =>
  `/royalties?productWorkId=${encodeURIComponent(productWorkId)}`;

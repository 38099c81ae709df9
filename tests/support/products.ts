import type { ApiClient } from './client.ts';
import { nextIsbn } from './isbn.ts';

/** A paperback of a new title, through the API (bulk test data), with a fresh ISBN; its format's id. */
export async function newPaperback(client: ApiClient, title: string, retailPrice: string, inventoryQuantity = 100) {
  const { createProductWorkAndFormat } = await client.data(
    `mutation($work: ProductWorkInput!, $product: ProductInput!) {
      createProductWorkAndFormat(productWorkInput: $work, productInput: $product) { productWork { products { id } } errors { message } }
    }`,
    { work: { title }, product: { formatId: 'BC', retailPrice, inventoryQuantity, isbn: nextIsbn() } },
  );
  if (createProductWorkAndFormat.errors.length > 0) throw new Error(JSON.stringify(createProductWorkAndFormat.errors));
  return createProductWorkAndFormat.productWork.products[0].id as string;
}

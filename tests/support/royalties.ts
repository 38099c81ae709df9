import type { ApiClient } from './client.ts';

const errors = 'errors { field message code }';

/** Refuses a reply with errors, naming them, so a fixture that did not happen fails where it was made. */
function expectNoErrors(reply: { errors: unknown[] }) {
  if (reply.errors.length > 0) throw new Error(JSON.stringify(reply.errors));
}

export interface RoyaltyFixtureOptions {
  creator: string;
  email: string;
  title: string;
  retailPrice: string;
  inventoryQuantity: number;
  isbn: string;
  /** 10 % of net receipts from the first unit when not given. */
  tiers?: { thresholdStart: number; amount: string; royaltyTerm: number }[];
  /** The customer the tests sell to. */
  company: string;
}

/**
 * What the royalty API tests share: a creator (paid by check), a paperback of a new title by them, a
 * royalty on it with the tiers given, and a customer to sell it to.
 */
export async function creatorWithRoyalty(client: ApiClient, options: RoyaltyFixtureOptions) {
  const checkId: string = (await client.data('{ paymentTypes { id } }')).paymentTypes[0].id;
  const { createCreator } = await client.data(
    `mutation($input: CreateCreatorInput!) { createCreator(input: $input) { creator { id } ${errors} } }`,
    { input: { displayName: options.creator, email: options.email, paymentTypeId: checkId } },
  );
  expectNoErrors(createCreator);
  const creatorId: string = createCreator.creator.id;
  const { createProductWorkAndFormat } = await client.data(
    `mutation($work: ProductWorkInput!, $product: ProductInput!, $creators: [ProductCreatorInput!]) {
      createProductWorkAndFormat(productWorkInput: $work, productInput: $product, creatorsInput: $creators) {
        productWork { products { id } } ${errors}
      }
    }`,
    {
      work: { title: options.title },
      product: {
        formatId: 'BC',
        retailPrice: options.retailPrice,
        inventoryQuantity: options.inventoryQuantity,
        isbn: options.isbn,
      },
      creators: [{ creatorId, onixContributorCodeId: 'A01' }],
    },
  );
  expectNoErrors(createProductWorkAndFormat);
  const productId: string = createProductWorkAndFormat.productWork.products[0].id;
  const { createRoyalty } = await client.data(
    `mutation($input: CreateRoyaltyInput!) { createRoyalty(input: $input) { royalty { id revision } ${errors} } }`,
    { input: { creatorId, productId, tiers: options.tiers ?? [{ thresholdStart: 0, amount: '10', royaltyTerm: 2 }] } },
  );
  expectNoErrors(createRoyalty);
  const { createCustomer } = await client.data(
    `mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { customer { id } ${errors} } }`,
    { input: { company: options.company } },
  );
  expectNoErrors(createCustomer);
  return {
    checkId,
    creatorId,
    productId,
    royaltyId: createRoyalty.royalty.id as string,
    royaltyRevision: createRoyalty.royalty.revision as number,
    customerId: createCustomer.customer.id as string,
  };
}

/** An order of `quantity` units of the product at `unitPrice` each (paid and shipped as `dates` say): its id and line ids. */
export async function orderOf(
  client: ApiClient,
  customerId: string,
  line: { productId: string; quantity: number; unitPrice: string },
  dates: { paidDate?: string; shipDate?: string },
) {
  const { createOrder } = await client.data(
    `mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { id lines { id } } ${errors} } }`,
    {
      input: {
        customerId,
        lines: [
          { productId: line.productId, quantity: line.quantity, discountType: 'netPrice', discount: line.unitPrice },
        ],
        ...(dates.paidDate ? { paid: true, paidDate: dates.paidDate } : {}),
        ...(dates.shipDate ? { shipped: true, shipDate: dates.shipDate } : {}),
      },
    },
  );
  expectNoErrors(createOrder);
  return {
    orderId: createOrder.order.id as string,
    lineIds: (createOrder.order.lines as { id: string }[]).map((l) => l.id),
  };
}

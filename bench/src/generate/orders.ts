import { type ProductState, productStreamId } from '@colophon/command/catalogue/product';
import { type CustomerState, customerStreamId } from '@colophon/command/contacts/customer';
import { type LineInput, orderDecider, type OrderState, orderStreamId } from '@colophon/command/orders/order';

import { type ContextGenerator, referencesOf, type World } from './world.ts';

type Publisher = World['publishers'][number];

/**
 * Orders of 1-10 lines from the publisher's formats for its customers; most get paid (in one or
 * two payments) and shipped in later months, as an order's life goes.
 */
export const ordersGenerator: ContextGenerator = {
  name: 'orders',
  weight: 0.6,
  step(world) {
    const publisher = world.pickPublisher();
    const open = referencesOf(world, publisher, 'openOrder');
    if (open.length > 20 && world.random.chance(0.45)) settleOrder(world, publisher, open);
    else createOrder(world, publisher, open);
  },
};

const today = (world: World) => world.now().toISOString().slice(0, 10);

function createOrder(world: World, publisher: Publisher, open: string[]) {
  const { random } = world;
  const customers = referencesOf(world, publisher, 'customer');
  const products = referencesOf(world, publisher, 'product');
  if (customers.length === 0 || products.length === 0) return;
  const customerId = random.pick(customers);
  const customer = world.log.stateOf<CustomerState>(customerStreamId(customerId))!;
  const contactOf = (kind: string) => [...customer.contacts].find(([, { item }]) => item.kind === kind)?.[0] ?? null;
  const lines: LineInput[] = Array.from({ length: random.int(1, 10) }, () => ({
    lineId: world.newId(),
    productId: random.pick(products),
    quantity: random.int(1, 40),
    discountType: random.pick(['none', 'percent', 'percent'] as const),
    discount: null,
  })).map((line) => (line.discountType === 'percent' ? { ...line, discount: random.pick(['20', '40', '45']) } : line));
  const orderId = world.newId();
  const paidAtOnce = random.chance(0.2);
  world.log.run(
    'orders',
    orderDecider,
    orderStreamId(orderId),
    {
      type: 'CreateOrder',
      orderId,
      publisherId: publisher.publisherId,
      details: {
        customerId,
        orderAddressId: contactOf('address'),
        orderEmailId: contactOf('email'),
        orderPhoneId: contactOf('phone'),
        orderStatusId: random.pick(publisher.lookups.orderStatus!),
        salespersonId: random.chance(0.5) ? random.pick(publisher.lookups.salesperson!) : null,
        paymentTermId: random.pick(publisher.lookups.paymentTerm!),
        shippingTypeId: random.pick(publisher.lookups.shippingType!),
        poNumber: random.chance(0.4) ? `PO-${random.int(1000, 99999)}` : '',
        shippingCostCents: random.pick([0, 0, 450, 1200]),
        adminNotes: '',
      },
      lines,
      paidDate: paidAtOnce ? today(world) : null,
      shipDate: paidAtOnce && random.chance(0.5) ? today(world) : null,
      paymentId: world.newId(),
      facts: {
        // The generated catalogue's stock is tracked for every format alike.
        untrackedProductIds: new Set<string>(),
        customerContactIds: new Set(customer.contacts.keys()),
        retailPrices: new Map(
          lines.map(({ productId }) => [
            productId,
            world.log.stateOf<ProductState>(productStreamId(productId))!.fields!.retailPriceCents,
          ]),
        ),
        unknownLookupFields: [],
        today: today(world),
      },
    },
    world.metadataFor(publisher),
  );
  if (!paidAtOnce) open.push(orderId);
}

/** A payment (part or all of what is due), then paid and shipped once nothing is due. */
function settleOrder(world: World, publisher: Publisher, open: string[]) {
  const { random } = world;
  const index = random.int(0, open.length - 1);
  const orderId = open[index]!;
  const order = world.log.stateOf<OrderState>(orderStreamId(orderId))!;
  const total =
    [...order.lines.values()].reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0) +
    order.details!.shippingCostCents;
  const paid = [...order.payments.values()].reduce((sum, payment) => sum + payment.amountCents, 0);
  const metadata = world.metadataFor(publisher);
  if (paid === 0 && random.chance(0.5)) {
    world.log.run(
      'orders',
      orderDecider,
      orderStreamId(orderId),
      {
        type: 'RecordOrderPayment',
        orderId,
        publisherId: publisher.publisherId,
        payment: {
          paymentId: world.newId(),
          amountCents: Math.floor(total / 2),
          sentDate: today(world),
          memo: 'Deposit',
        },
      },
      metadata,
    );
    return;
  }
  world.log.run(
    'orders',
    orderDecider,
    orderStreamId(orderId),
    {
      type: 'UpdateOrder',
      orderId,
      publisherId: publisher.publisherId,
      changes: {},
      added: [],
      updated: [],
      removed: [],
      paid: { paid: true, date: null },
      shipped: { shipped: true, date: null },
      paymentId: world.newId(),
      facts: {
        customerContactIds: null,
        retailPrices: new Map(),
        untrackedProductIds: new Set<string>(),
        unknownLookupFields: [],
        today: today(world),
      },
    },
    metadata,
  );
  open[index] = open.at(-1)!;
  open.pop();
}

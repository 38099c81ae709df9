import { orderMessages } from '@colophon/domain';
import type { DomainEvent, OrderDetails } from '@colophon/events';
import { describe, expect, it } from 'vitest';

import { given } from '../shared/givenWhenThen.ts';
import { lookupNotFound } from '../shared/lookupValues.ts';
import { type OrderCommand, orderDecider, type OrderFacts } from './order.ts';

const details: OrderDetails = {
  customerId: 'cu1',
  orderAddressId: 'a1',
  orderEmailId: null,
  orderPhoneId: null,
  orderStatusId: null,
  salespersonId: null,
  paymentTermId: null,
  shippingTypeId: null,
  poNumber: 'PO-7',
  shippingCostCents: 500,
  adminNotes: '',
};

const facts: OrderFacts = {
  customerContactIds: new Set(['a1', 'e1']),
  retailPrices: new Map([
    ['book', 2000],
    ['ebook', 999],
  ]),
  untrackedProductIds: new Set(),
  unknownLookupFields: [],
  today: '2026-11-23',
};

type Create = Extract<OrderCommand, { type: 'CreateOrder' }>;
type Update = Extract<OrderCommand, { type: 'UpdateOrder' }>;

const create = (overrides: Partial<Create> = {}): OrderCommand => ({
  type: 'CreateOrder',
  orderId: 'o1',
  publisherId: 'p1',
  details,
  lines: [
    { lineId: 'l1', productId: 'book', quantity: 3, discountType: 'none', discount: null },
    { lineId: 'l2', productId: 'book', quantity: 2, discountType: 'percent', discount: '10' },
    { lineId: 'l3', productId: 'ebook', quantity: 1, discountType: 'netPrice', discount: '7.99' },
  ],
  paidDate: null,
  shipDate: null,
  paymentId: 'pay-created',
  facts,
  ...overrides,
});

const update = (overrides: Partial<Update> = {}): OrderCommand => ({
  type: 'UpdateOrder',
  orderId: 'o1',
  publisherId: 'p1',
  changes: {},
  added: [],
  updated: [],
  removed: [],
  paymentId: 'pay-auto',
  facts,
  ...overrides,
});

const lines = [
  {
    lineId: 'l1',
    productId: 'book',
    quantity: 3,
    retailPriceCents: 2000,
    discountType: 'none',
    discountBasisPoints: 0,
    unitPriceCents: 2000,
  },
  {
    lineId: 'l2',
    productId: 'book',
    quantity: 2,
    retailPriceCents: 2000,
    discountType: 'percent',
    discountBasisPoints: 1000,
    unitPriceCents: 1800,
  },
  {
    lineId: 'l3',
    productId: 'ebook',
    quantity: 1,
    retailPriceCents: 999,
    discountType: 'netPrice',
    discountBasisPoints: 2002,
    unitPriceCents: 799,
  },
] as const;
// 3 × 20.00 + 2 × 18.00 + 7.99 + 5.00 shipping = 108.99
const created: DomainEvent = {
  type: 'OrderCreated',
  data: { orderId: 'o1', publisherId: 'p1', ...details, lines: lines.map((line) => ({ ...line })) },
};
const payment = (paymentId: string, amountCents: number, memo = 'check 12'): DomainEvent => ({
  type: 'OrderPaymentRecorded',
  data: { orderId: 'o1', paymentId, amountCents, sentDate: '2026-11-20', memo },
});

const messagesOf = (run: () => unknown): string[] => {
  try {
    run();
  } catch (error) {
    const { errors, message } = error as { errors?: { message: string }[]; message: string };
    return errors ? errors.map((item) => item.message) : [message];
  }
  return [];
};

describe('order decider: creation', () => {
  it('stores the order and every priced line in one event', () => {
    expect(given(orderDecider)(create())).toEqual([created]);
  });

  it('marks a new order paid and shipped with today when no dates are given, shipping its units', () => {
    expect(given(orderDecider)(create({ paidDate: '', shipDate: '' }))).toEqual([
      created,
      // PAID at creation records the whole balance as a payment, as ticking it in edit mode does.
      {
        type: 'OrderPaymentRecorded',
        data: {
          orderId: 'o1',
          paymentId: 'pay-created',
          amountCents: 10899,
          sentDate: '2026-11-23',
          memo: 'Payment recorded via paid checkbox',
        },
      },
      { type: 'OrderMarkedPaid', data: { orderId: 'o1', paidDate: '2026-11-23' } },
      { type: 'OrderShipped', data: { orderId: 'o1', shipDate: '2026-11-23' } },
      { type: 'InventoryShipped', data: { orderId: 'o1', productId: 'book', quantity: 5 } },
      { type: 'InventoryShipped', data: { orderId: 'o1', productId: 'ebook', quantity: 1 } },
    ]);
  });

  it('moves no inventory for a digital format when shipping', () => {
    const digitalEbook = { ...facts, untrackedProductIds: new Set(['ebook']) };
    const events = given(orderDecider)(create({ shipDate: '', facts: digitalEbook }));
    expect(events.filter((event) => event.type === 'InventoryShipped')).toEqual([
      { type: 'InventoryShipped', data: { orderId: 'o1', productId: 'book', quantity: 5 } },
    ]);
  });

  it.each([
    [{ details: { ...details, customerId: '' } }, [orderMessages.customerRequired]],
    [{ facts: { ...facts, customerContactIds: null } }, [orderMessages.customerNotFound]],
    [{ lines: [] }, [orderMessages.productRequired]],
    [
      { lines: [{ lineId: 'l1', productId: 'book', quantity: 0, discountType: 'none' as const, discount: null }] },
      [orderMessages.invalidQuantity],
    ],
    [
      { lines: [{ lineId: 'l1', productId: 'book', quantity: -2, discountType: 'none' as const, discount: null }] },
      [orderMessages.invalidQuantity],
    ],
    [
      { lines: [{ lineId: 'l1', productId: 'book', quantity: 1.5, discountType: 'none' as const, discount: null }] },
      [orderMessages.invalidQuantity],
    ],
    [
      { lines: [{ lineId: 'l1', productId: 'elsewhere', quantity: 1, discountType: 'none' as const, discount: null }] },
      [orderMessages.productNotFound],
    ],
    [
      { lines: [{ lineId: 'l1', productId: 'book', quantity: 1, discountType: 'percent' as const, discount: '120' }] },
      [orderMessages.invalidDiscount],
    ],
    [{ details: { ...details, orderAddressId: 'someone-elses' } }, [orderMessages.contactNotOfCustomer]],
    [{ facts: { ...facts, unknownLookupFields: ['orderStatusId'] } }, [lookupNotFound]],
  ])('refuses %o', (overrides, messages) => {
    expect(messagesOf(() => given(orderDecider)(create(overrides)))).toEqual(messages);
  });

  it('reports a missing customer and missing products together', () => {
    expect(
      messagesOf(() => given(orderDecider)(create({ details: { ...details, customerId: '' }, lines: [] }))),
    ).toEqual([orderMessages.customerRequired, orderMessages.productRequired]);
  });
});

describe('order decider: editing', () => {
  it('saves order changes with added, updated and removed lines together', () => {
    const events = given(
      orderDecider,
      created,
    )(
      update({
        changes: { poNumber: 'PO-8', shippingCostCents: 500 },
        added: [{ lineId: 'l4', productId: 'ebook', quantity: 2, discountType: 'none', discount: null }],
        updated: [{ lineId: 'l1', quantity: 4, discountType: 'percent', discount: '25' }],
        removed: ['l3'],
      }),
    );
    expect(events).toEqual([
      { type: 'OrderUpdated', data: { orderId: 'o1', changes: { poNumber: 'PO-8' } } },
      { type: 'OrderLineRemoved', data: { orderId: 'o1', lineId: 'l3' } },
      {
        type: 'OrderLineChanged',
        data: {
          orderId: 'o1',
          lineId: 'l1',
          productId: 'book',
          quantity: 4,
          retailPriceCents: 2000,
          discountType: 'percent',
          discountBasisPoints: 2500,
          unitPriceCents: 1500,
        },
      },
      {
        type: 'OrderLineAdded',
        data: {
          orderId: 'o1',
          lineId: 'l4',
          productId: 'ebook',
          quantity: 2,
          retailPriceCents: 999,
          discountType: 'none',
          discountBasisPoints: 0,
          unitPriceCents: 999,
        },
      },
    ]);
  });

  it('clears address, email and phone when another customer is chosen', () => {
    const events = given(
      orderDecider,
      created,
    )(update({ changes: { customerId: 'cu2' }, facts: { ...facts, customerContactIds: new Set() } }));
    expect(events).toEqual([
      { type: 'OrderUpdated', data: { orderId: 'o1', changes: { customerId: 'cu2', orderAddressId: null } } },
    ]);
  });

  it('refuses a zero quantity on an existing line and an unknown line', () => {
    expect(
      messagesOf(() =>
        given(
          orderDecider,
          created,
        )(update({ updated: [{ lineId: 'l1', quantity: 0, discountType: 'none', discount: null }] })),
      ),
    ).toEqual([orderMessages.invalidQuantity]);
    expect(messagesOf(() => given(orderDecider, created)(update({ removed: ['nope'] })))).toEqual([
      orderMessages.lineNotFound,
    ]);
  });

  it('ticking PAID with a balance records the outstanding amount, then marks the order paid', () => {
    const events = given(orderDecider, created, payment('pay1', 5000))(update({ paid: { paid: true, date: null } }));
    expect(events).toEqual([
      {
        type: 'OrderPaymentRecorded',
        data: {
          orderId: 'o1',
          paymentId: 'pay-auto',
          amountCents: 5899,
          sentDate: '2026-11-23',
          memo: 'Payment recorded via paid checkbox',
        },
      },
      { type: 'OrderMarkedPaid', data: { orderId: 'o1', paidDate: '2026-11-23' } },
    ]);
  });

  it('ticking PAID when fully paid records no payment', () => {
    expect(
      given(orderDecider, created, payment('pay1', 10899))(update({ paid: { paid: true, date: '2026-11-21' } })),
    ).toEqual([{ type: 'OrderMarkedPaid', data: { orderId: 'o1', paidDate: '2026-11-21' } }]);
  });

  it('unticking PAID clears the flag and its date', () => {
    const paid: DomainEvent = { type: 'OrderMarkedPaid', data: { orderId: 'o1', paidDate: '2026-11-21' } };
    expect(given(orderDecider, created, paid)(update({ paid: { paid: false, date: null } }))).toEqual([
      { type: 'OrderMarkedUnpaid', data: { orderId: 'o1' } },
    ]);
  });

  it('shipping takes the units out of inventory, unshipping puts them back', () => {
    const shipped = given(orderDecider, created)(update({ shipped: { shipped: true, date: null } }));
    expect(shipped).toEqual([
      { type: 'OrderShipped', data: { orderId: 'o1', shipDate: '2026-11-23' } },
      { type: 'InventoryShipped', data: { orderId: 'o1', productId: 'book', quantity: 5 } },
      { type: 'InventoryShipped', data: { orderId: 'o1', productId: 'ebook', quantity: 1 } },
    ]);
    expect(given(orderDecider, created, ...shipped)(update({ shipped: { shipped: false, date: null } }))).toEqual([
      { type: 'OrderUnshipped', data: { orderId: 'o1' } },
      { type: 'InventoryReturned', data: { orderId: 'o1', productId: 'book', quantity: 5 } },
      { type: 'InventoryReturned', data: { orderId: 'o1', productId: 'ebook', quantity: 1 } },
    ]);
  });

  it('moves inventory by the difference when lines of a shipped order change', () => {
    const shipped = given(orderDecider, created)(update({ shipped: { shipped: true, date: '2026-11-22' } }));
    const events = given(
      orderDecider,
      created,
      ...shipped,
    )(update({ updated: [{ lineId: 'l1', quantity: 1, discountType: 'none', discount: null }], removed: ['l3'] }));
    expect(events.filter((event) => event.type.startsWith('Inventory'))).toEqual([
      { type: 'InventoryReturned', data: { orderId: 'o1', productId: 'book', quantity: 2 } },
      { type: 'InventoryReturned', data: { orderId: 'o1', productId: 'ebook', quantity: 1 } },
    ]);
  });

  it('records nothing when nothing changed', () => {
    expect(
      given(orderDecider, created)(update({ changes: { poNumber: 'PO-7' }, paid: { paid: false, date: null } })),
    ).toEqual([]);
  });
});

describe('order decider: payments and deletion', () => {
  it('records, changes and removes payments', () => {
    const recorded = given(
      orderDecider,
      created,
    )({
      type: 'RecordOrderPayment',
      orderId: 'o1',
      publisherId: 'p1',
      payment: { paymentId: 'pay1', amountCents: 1000, sentDate: '2026-11-20', memo: '' },
    });
    expect(recorded).toEqual([
      {
        type: 'OrderPaymentRecorded',
        data: { orderId: 'o1', paymentId: 'pay1', amountCents: 1000, sentDate: '2026-11-20', memo: '' },
      },
    ]);
    expect(
      given(
        orderDecider,
        created,
        ...recorded,
      )({ type: 'RemoveOrderPayment', orderId: 'o1', publisherId: 'p1', paymentId: 'pay1' }),
    ).toEqual([{ type: 'OrderPaymentRemoved', data: { orderId: 'o1', paymentId: 'pay1' } }]);
    expect(() =>
      given(orderDecider, created)({ type: 'RemoveOrderPayment', orderId: 'o1', publisherId: 'p1', paymentId: 'pay1' }),
    ).toThrow(orderMessages.paymentNotFound);
  });

  it('deletes an order only once its lines are removed', () => {
    expect(() => given(orderDecider, created)({ type: 'DeleteOrder', orderId: 'o1', publisherId: 'p1' })).toThrow(
      orderMessages.deleteBlocked,
    );
    const emptied = given(orderDecider, created)(update({ removed: ['l1', 'l2', 'l3'] }));
    expect(given(orderDecider, created, ...emptied)({ type: 'DeleteOrder', orderId: 'o1', publisherId: 'p1' })).toEqual(
      [{ type: 'OrderDeleted', data: { orderId: 'o1' } }],
    );
  });

  it('treats an order of another publisher, or a deleted one, as not found', () => {
    expect(() => given(orderDecider, created)(update({ publisherId: 'p2' }))).toThrow(orderMessages.notFound);
    expect(() => given(orderDecider)({ type: 'DeleteOrder', orderId: 'o1', publisherId: 'p1' })).toThrow(
      orderMessages.notFound,
    );
  });
});

describe('order decider: returns', () => {
  const shipped: DomainEvent[] = [
    { type: 'OrderShipped', data: { orderId: 'o1', shipDate: '2026-11-10' } },
    { type: 'InventoryShipped', data: { orderId: 'o1', productId: 'book', quantity: 5 } },
  ];
  const returnFacts = { orderDate: '2026-11-05', today: '2026-11-23', untrackedProductIds: new Set(['ebook']) };
  type RecordReturn = Extract<OrderCommand, { type: 'RecordOrderReturn' }>;
  const recordReturn = (overrides: Partial<RecordReturn> = {}): OrderCommand => ({
    type: 'RecordOrderReturn',
    orderId: 'o1',
    publisherId: 'p1',
    returnId: 'r1',
    returnDate: '2026-11-20',
    memo: 'damaged in transit',
    lines: [
      { lineId: 'l1', quantity: 2 },
      { lineId: 'l3', quantity: 1 },
    ],
    facts: returnFacts,
    ...overrides,
  });

  it('records the return as its own event and brings the printed units back into stock, not the ebook', () => {
    expect(given(orderDecider, created, ...shipped)(recordReturn())).toEqual([
      {
        type: 'OrderReturnRecorded',
        data: {
          orderId: 'o1',
          returnId: 'r1',
          returnDate: '2026-11-20',
          memo: 'damaged in transit',
          lines: [
            { lineId: 'l1', productId: 'book', quantity: 2 },
            { lineId: 'l3', productId: 'ebook', quantity: 1 },
          ],
        },
      },
      { type: 'InventoryReturned', data: { orderId: 'o1', productId: 'book', quantity: 2 } },
    ]);
  });

  it('moves no stock for a return of a paid order that never shipped', () => {
    const paid: DomainEvent = { type: 'OrderMarkedPaid', data: { orderId: 'o1', paidDate: '2026-11-06' } };
    expect(given(orderDecider, created, paid)(recordReturn()).map((event) => event.type)).toEqual([
      'OrderReturnRecorded',
    ]);
  });

  it('refuses more than was sold less what already came back, counting earlier returns', () => {
    const first = given(orderDecider, created, ...shipped)(recordReturn({ lines: [{ lineId: 'l1', quantity: 2 }] }));
    const again = given(orderDecider, created, ...shipped, ...first);
    expect(messagesOf(() => again(recordReturn({ returnId: 'r2', lines: [{ lineId: 'l1', quantity: 2 }] })))).toEqual([
      orderMessages.returnQuantityTooLarge,
    ]);
    expect(again(recordReturn({ returnId: 'r2', lines: [{ lineId: 'l1', quantity: 1 }] }))[0]!.type).toBe(
      'OrderReturnRecorded',
    );
  });

  it('refuses an order neither paid nor shipped, no quantity, an unknown line and bad dates', () => {
    expect(messagesOf(() => given(orderDecider, created)(recordReturn()))).toEqual([orderMessages.returnNotSold]);
    const sold = given(orderDecider, created, ...shipped);
    expect(messagesOf(() => sold(recordReturn({ lines: [{ lineId: 'l1', quantity: 0 }] })))).toEqual([
      orderMessages.returnQuantityRequired,
    ]);
    expect(messagesOf(() => sold(recordReturn({ lines: [{ lineId: 'nope', quantity: 1 }] })))).toEqual([
      orderMessages.lineNotFound,
    ]);
    expect(messagesOf(() => sold(recordReturn({ returnDate: '' })))).toEqual([orderMessages.returnDateRequired]);
    expect(messagesOf(() => sold(recordReturn({ returnDate: '2026-11-04' })))).toEqual([
      orderMessages.returnDateBeforeOrder,
    ]);
    expect(messagesOf(() => sold(recordReturn({ returnDate: '2026-11-24' })))).toEqual([
      orderMessages.returnDateInFuture,
    ]);
    expect(messagesOf(() => sold(recordReturn({ publisherId: 'p2' })))).toEqual([orderMessages.notFound]);
  });

  it('keeps a line at least at what came back of it', () => {
    const returned = given(orderDecider, created, ...shipped)(recordReturn());
    const after = given(orderDecider, created, ...shipped, ...returned);
    expect(messagesOf(() => after(update({ removed: ['l1'] })))).toEqual([orderMessages.lineHasReturns]);
    expect(
      messagesOf(() =>
        after(update({ updated: [{ lineId: 'l1', quantity: 1, discountType: 'none', discount: null }] })),
      ),
    ).toEqual([orderMessages.lineHasReturns]);
  });

  it('unshipping after a return brings back only what had not come back yet; deleting the return takes it out again', () => {
    const returned = given(orderDecider, created, ...shipped)(recordReturn());
    const after = given(orderDecider, created, ...shipped, ...returned);
    expect(
      after(
        update({
          shipped: { shipped: false, date: null },
          facts: { ...facts, untrackedProductIds: new Set(['ebook']) },
        }),
      ),
    ).toEqual([
      { type: 'OrderUnshipped', data: { orderId: 'o1' } },
      { type: 'InventoryReturned', data: { orderId: 'o1', productId: 'book', quantity: 3 } },
    ]);
    const deletion = { type: 'DeleteOrderReturn', orderId: 'o1', publisherId: 'p1', facts: returnFacts } as const;
    expect(after({ ...deletion, returnId: 'r1' })).toEqual([
      { type: 'OrderReturnDeleted', data: { orderId: 'o1', returnId: 'r1' } },
      { type: 'InventoryShipped', data: { orderId: 'o1', productId: 'book', quantity: 2 } },
    ]);
    expect(messagesOf(() => after({ ...deletion, returnId: 'r9' }))).toEqual([orderMessages.returnNotFound]);
  });
});

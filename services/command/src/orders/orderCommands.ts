import { boundMessages, bounds, isoDateOf } from '@colophon/domain';
import {
  boundedList,
  boundedText,
  clientId,
  discountTypeSchema,
  type EventStore,
  longText,
  type OrderDetails,
  typedDate,
} from '@colophon/events';
import type { Knex } from 'knex';
import { z } from 'zod';

import { customerDecider, customerStreamId, isLiveCustomerOf } from '../contacts/customer.ts';
import type { CommandContext } from '../shared/context.ts';
import { loadStream } from '../shared/decider.ts';
import { centsOf, dateOf } from '../shared/inputs.ts';
import { unknownLookupFields } from '../shared/lookupValues.ts';
import { ensureRevision, runDecider } from '../shared/runDecider.ts';
import {
  type LineInput,
  orderDecider,
  type OrderFacts,
  orderLinkChanges,
  orderStreamId,
  type ReturnFacts,
} from './order.ts';
import { retailPricesOf, untrackedProductsOf } from './productFacts.ts';

const optionalId = clientId().nullish();
const money = boundedText(30).nullish();
const date = typedDate().nullish();

const orderDetailsInput = {
  customerId: optionalId,
  orderAddressId: optionalId,
  orderEmailId: optionalId,
  orderPhoneId: optionalId,
  orderStatusId: optionalId,
  salespersonId: optionalId,
  paymentTermId: optionalId,
  shippingTypeId: optionalId,
  poNumber: boundedText().nullish(),
  /** Decimal text; empty means 0. */
  shippingCost: money,
  adminNotes: longText().nullish(),
};

const lineInput = z.object({
  productId: clientId(),
  quantity: z.number().int().max(bounds.maxCount, boundMessages.countTooLarge),
  discountType: discountTypeSchema.nullish(),
  discount: money,
});

export const createOrderInputSchema = z.object({
  ...orderDetailsInput,
  paid: z.boolean().nullish(),
  paidDate: date,
  shipped: z.boolean().nullish(),
  shipDate: date,
  lines: boundedList(lineInput),
});

export const updateOrderInputSchema = z.object({
  id: clientId(),
  expectedRevision: z.number().int().nullish(),
  changed: z.object(orderDetailsInput).nullish(),
  paid: z.boolean().nullish(),
  paidDate: date,
  shipped: z.boolean().nullish(),
  shipDate: date,
  addedLines: boundedList(lineInput).nullish(),
  updatedLines: boundedList(lineInput.omit({ productId: true }).extend({ id: clientId() })).nullish(),
  removedLines: boundedList(clientId()).nullish(),
});

const paymentInput = { amount: money, sentDate: date, memo: boundedText().nullish() };
export const createOrderPaymentInputSchema = z.object({
  orderId: clientId(),
  ...paymentInput,
  amount: boundedText(30),
});
export const updateOrderPaymentInputSchema = z.object({ orderId: clientId(), id: clientId(), ...paymentInput });
export const deleteOrderPaymentInputSchema = z.object({ orderId: clientId(), id: clientId() });

export const recordOrderReturnInputSchema = z.object({
  orderId: clientId(),
  /** YYYY-MM-DD; required (the decider says so with its message when empty). */
  returnDate: typedDate(),
  memo: boundedText().nullish(),
  lines: boundedList(
    z.object({
      lineId: clientId(),
      quantity: z
        .number()
        .int(boundMessages.wholeNumber)
        .min(0, boundMessages.wholeNumber)
        .max(bounds.maxCount, boundMessages.countTooLarge),
    }),
  ),
});
export const deleteOrderReturnInputSchema = z.object({ orderId: clientId(), id: clientId() });

type DetailsInput = Partial<Record<keyof typeof orderDetailsInput, string | null | undefined>>;

/** Only the details the caller sent; empty ids mean "none chosen", empty shipping cost means 0. */
function detailsOf(input: DetailsInput): Partial<OrderDetails> {
  const details: Partial<OrderDetails> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === null || value === undefined) continue;
    if (key === 'shippingCost') details.shippingCostCents = value.trim() === '' ? 0 : centsOf(value, 'shippingCost');
    else if (key === 'poNumber' || key === 'adminNotes') details[key] = value.trim();
    else if (key === 'customerId') details.customerId = value.trim();
    else details[key as 'orderStatusId'] = value || null;
  }
  return details;
}

const lineOf =
  (newId: () => string) =>
  (line: z.infer<typeof lineInput>): LineInput => ({
    lineId: newId(),
    productId: line.productId,
    quantity: line.quantity,
    discountType: line.discountType ?? 'none',
    discount: line.discount ?? null,
  });

export function orderCommands(store: EventStore, db: Knex) {
  async function factsFor(
    context: CommandContext,
    details: Partial<OrderDetails>,
    productIds: string[],
    /** Formats already on the order: shipping them checks which keep stock. */
    orderedProductIds: string[] = [],
  ): Promise<OrderFacts> {
    const customer = details.customerId
      ? (await loadStream(store, customerStreamId(details.customerId), customerDecider)).state
      : null;
    return {
      customerContactIds:
        customer && isLiveCustomerOf(customer, context.publisherId) ? new Set(customer.contacts.keys()) : null,
      retailPrices: await retailPricesOf(store, context.publisherId, productIds),
      untrackedProductIds: await untrackedProductsOf(store, context.publisherId, [...productIds, ...orderedProductIds]),
      unknownLookupFields: await unknownLookupFields(store, context.publisherId, [
        { field: 'orderStatusId', kind: 'orderStatus', id: details.orderStatusId },
        { field: 'salespersonId', kind: 'salesperson', id: details.salespersonId },
        { field: 'paymentTermId', kind: 'paymentTerm', id: details.paymentTermId },
        { field: 'shippingTypeId', kind: 'shippingType', id: details.shippingTypeId },
      ]),
      today: isoDateOf(context.now()),
    };
  }

  async function guardRevision(
    context: CommandContext,
    loaded: Parameters<typeof ensureRevision>[1] & { state: { publisherId: string | null } },
    expectedRevision: number | null | undefined,
  ) {
    if (loaded.state.publisherId !== context.publisherId) return; // the decider reports "not found"
    await ensureRevision(db, loaded, expectedRevision);
  }

  /** The order's creation day and which of its formats keep no stock: what a return is checked against. */
  async function returnFactsFor(context: CommandContext, orderId: string): Promise<ReturnFacts> {
    const loaded = await loadStream(store, orderStreamId(orderId), orderDecider);
    const created = loaded.events[0]?.metadata.occurredAt;
    return {
      orderDate: created ? isoDateOf(new Date(created)) : '',
      today: isoDateOf(context.now()),
      untrackedProductIds: await untrackedProductsOf(
        store,
        context.publisherId,
        [...loaded.state.lines.values()].map((line) => line.productId),
      ),
    };
  }

  async function decideOnOrder(
    context: CommandContext,
    orderId: string,
    command: Parameters<typeof orderDecider.decide>[0],
  ) {
    const { position } = await runDecider(store, context, orderStreamId(orderId), orderDecider, command);
    return { orderId, position };
  }

  return {
    /** The order and all its lines in one command and one append: a half-created order cannot exist. */
    async createOrder(context: CommandContext, input: z.infer<typeof createOrderInputSchema>) {
      const orderId = context.newId();
      const details: OrderDetails = {
        customerId: '',
        orderAddressId: null,
        orderEmailId: null,
        orderPhoneId: null,
        orderStatusId: null,
        salespersonId: null,
        paymentTermId: null,
        shippingTypeId: null,
        poNumber: '',
        shippingCostCents: 0,
        adminNotes: '',
        ...detailsOf(input),
      };
      const paidDate = dateOf(input.paidDate, 'paidDate');
      const shipDate = dateOf(input.shipDate, 'shipDate');
      const lines = input.lines.map(lineOf(context.newId));
      const { position } = await runDecider(
        store,
        context,
        orderStreamId(orderId),
        orderDecider,
        {
          type: 'CreateOrder',
          orderId,
          publisherId: context.publisherId,
          details,
          lines,
          paidDate: input.paid ? paidDate : null,
          shipDate: input.shipped ? shipDate : null,
          paymentId: context.newId(),
          facts: await factsFor(
            context,
            details,
            lines.map((line) => line.productId),
          ),
        },
        undefined,
        orderLinkChanges,
      );
      return { orderId, lineCount: lines.length, position };
    },

    async updateOrder(context: CommandContext, input: z.infer<typeof updateOrderInputSchema>) {
      const changes = detailsOf(input.changed ?? {});
      const added = (input.addedLines ?? []).map(lineOf(context.newId));
      const paidDate = dateOf(input.paidDate, 'paidDate');
      const shipDate = dateOf(input.shipDate, 'shipDate');
      const paymentId = context.newId();
      // The order's customer (or the newly chosen one) decides which contact items may be chosen.
      const loaded = (await loadStream(store, orderStreamId(input.id), orderDecider)).state;
      const current = loaded.details;
      const customerId = changes.customerId ?? current?.customerId;
      const { position } = await runDecider(
        store,
        context,
        orderStreamId(input.id),
        orderDecider,
        {
          type: 'UpdateOrder',
          orderId: input.id,
          publisherId: context.publisherId,
          changes,
          added,
          updated: (input.updatedLines ?? []).map((line) => ({
            ...lineOf(context.newId)({ ...line, productId: '' }),
            lineId: line.id,
          })),
          removed: input.removedLines ?? [],
          ...(typeof input.paid === 'boolean' && { paid: { paid: input.paid, date: paidDate || null } }),
          ...(typeof input.shipped === 'boolean' && { shipped: { shipped: input.shipped, date: shipDate || null } }),
          paymentId,
          facts: await factsFor(
            context,
            { ...changes, customerId },
            added.map((line) => line.productId),
            [...loaded.lines.values()].map((line) => line.productId),
          ),
        },
        (loaded) => guardRevision(context, loaded, input.expectedRevision),
        orderLinkChanges,
      );
      return { orderId: input.id, position };
    },

    async deleteOrder(context: CommandContext, input: { id: string }) {
      const { position } = await runDecider(
        store,
        context,
        orderStreamId(input.id),
        orderDecider,
        { type: 'DeleteOrder', orderId: input.id, publisherId: context.publisherId },
        undefined,
        orderLinkChanges,
      );
      return { orderId: input.id, position };
    },

    async createOrderPayment(context: CommandContext, input: z.infer<typeof createOrderPaymentInputSchema>) {
      const paymentId = context.newId();
      const payment = {
        paymentId,
        amountCents: centsOf(input.amount, 'amount'),
        sentDate: dateOf(input.sentDate, 'sentDate') || isoDateOf(context.now()),
        memo: (input.memo ?? '').trim(),
      };
      return {
        paymentId,
        ...(await decideOnOrder(context, input.orderId, {
          type: 'RecordOrderPayment',
          orderId: input.orderId,
          publisherId: context.publisherId,
          payment,
        })),
      };
    },

    async updateOrderPayment(context: CommandContext, input: z.infer<typeof updateOrderPaymentInputSchema>) {
      const { state } = await loadStream(store, orderStreamId(input.orderId), orderDecider);
      const current = state.publisherId === context.publisherId ? state.payments.get(input.id) : undefined;
      const payment = {
        paymentId: input.id,
        amountCents: input.amount != null ? centsOf(input.amount, 'amount') : (current?.amountCents ?? 0),
        sentDate:
          (input.sentDate != null && dateOf(input.sentDate, 'sentDate')) ||
          current?.sentDate ||
          isoDateOf(context.now()),
        memo: input.memo != null ? input.memo.trim() : (current?.memo ?? ''),
      };
      return decideOnOrder(context, input.orderId, {
        type: 'ChangeOrderPayment',
        orderId: input.orderId,
        publisherId: context.publisherId,
        payment,
      });
    },

    async deleteOrderPayment(context: CommandContext, input: z.infer<typeof deleteOrderPaymentInputSchema>) {
      return decideOnOrder(context, input.orderId, {
        type: 'RemoveOrderPayment',
        orderId: input.orderId,
        publisherId: context.publisherId,
        paymentId: input.id,
      });
    },

    /** A customer's return against the order's lines: its own event; what had shipped comes back into stock. */
    async recordOrderReturn(context: CommandContext, input: z.infer<typeof recordOrderReturnInputSchema>) {
      const returnId = context.newId();
      return {
        returnId,
        ...(await decideOnOrder(context, input.orderId, {
          type: 'RecordOrderReturn',
          orderId: input.orderId,
          publisherId: context.publisherId,
          returnId,
          returnDate: dateOf(input.returnDate, 'returnDate'),
          memo: (input.memo ?? '').trim(),
          lines: input.lines,
          facts: await returnFactsFor(context, input.orderId),
        })),
      };
    },

    async deleteOrderReturn(context: CommandContext, input: z.infer<typeof deleteOrderReturnInputSchema>) {
      return decideOnOrder(context, input.orderId, {
        type: 'DeleteOrderReturn',
        orderId: input.orderId,
        publisherId: context.publisherId,
        returnId: input.id,
        facts: await returnFactsFor(context, input.orderId),
      });
    },
  };
}

import { z } from 'zod';

import { boundedText, cents, count, isoDate, longText } from '../bounds.ts';
import { defineEvent, type EventsOf } from '../definition.ts';

export const orderDetailsSchema = z.object({
  customerId: z.string(),
  /** Contact items of the customer chosen for this order, or null. */
  orderAddressId: z.string().nullable(),
  orderEmailId: z.string().nullable(),
  orderPhoneId: z.string().nullable(),
  /** Ids of the publisher's lookup values, or null when not chosen. */
  orderStatusId: z.string().nullable(),
  salespersonId: z.string().nullable(),
  paymentTermId: z.string().nullable(),
  shippingTypeId: z.string().nullable(),
  poNumber: boundedText(),
  shippingCostCents: cents().nonnegative(),
  adminNotes: longText(),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

export const discountTypes = ['none', 'percent', 'netPrice'] as const;
export const discountTypeSchema = z.enum(discountTypes);
export type DiscountType = z.infer<typeof discountTypeSchema>;

/** A product line as priced when it was entered: the unit price is what the customer pays. */
export const orderLineSchema = z.object({
  lineId: z.string(),
  productId: z.string(),
  quantity: count().positive(),
  retailPriceCents: cents().nonnegative(),
  discountType: discountTypeSchema,
  /** Discount in hundredths of a percent (1250 = 12.50 %). */
  discountBasisPoints: z.number().int().min(0).max(10_000),
  unitPriceCents: cents().nonnegative(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderPaymentSchema = z.object({
  paymentId: z.string(),
  amountCents: cents().positive(),
  sentDate: isoDate(),
  memo: boundedText(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** Units of one line that came back with a return. */
export const orderReturnLineSchema = z.object({
  lineId: z.string(),
  productId: z.string(),
  quantity: count().positive(),
});
export type OrderReturnLine = z.infer<typeof orderReturnLineSchema>;

export const orderReturnSchema = z.object({
  returnId: z.string(),
  /** The day the units came back: returns count as negative sales on it. */
  returnDate: isoDate(),
  memo: boundedText(),
  lines: z.array(orderReturnLineSchema).min(1),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

const inventoryMovement = z.object({ orderId: z.string(), productId: z.string(), quantity: count().positive() });

export const ordersEvents = {
  /** The order and its lines are one event: a half-created order cannot exist. */
  OrderCreated: defineEvent(
    'OrderCreated',
    orderDetailsSchema.extend({ orderId: z.string(), publisherId: z.string(), lines: z.array(orderLineSchema) }),
  ),
  OrderUpdated: defineEvent('OrderUpdated', z.object({ orderId: z.string(), changes: orderDetailsSchema.partial() })),
  OrderLineAdded: defineEvent('OrderLineAdded', orderLineSchema.extend({ orderId: z.string() })),
  OrderLineChanged: defineEvent('OrderLineChanged', orderLineSchema.extend({ orderId: z.string() })),
  OrderLineRemoved: defineEvent('OrderLineRemoved', z.object({ orderId: z.string(), lineId: z.string() })),
  OrderPaymentRecorded: defineEvent('OrderPaymentRecorded', orderPaymentSchema.extend({ orderId: z.string() })),
  OrderPaymentChanged: defineEvent('OrderPaymentChanged', orderPaymentSchema.extend({ orderId: z.string() })),
  OrderPaymentRemoved: defineEvent('OrderPaymentRemoved', z.object({ orderId: z.string(), paymentId: z.string() })),
  OrderMarkedPaid: defineEvent('OrderMarkedPaid', z.object({ orderId: z.string(), paidDate: isoDate() })),
  OrderMarkedUnpaid: defineEvent('OrderMarkedUnpaid', z.object({ orderId: z.string() })),
  OrderShipped: defineEvent('OrderShipped', z.object({ orderId: z.string(), shipDate: isoDate() })),
  OrderUnshipped: defineEvent('OrderUnshipped', z.object({ orderId: z.string() })),
  /** A customer sent units of some lines back: its own fact, the lines as sold stay as they were. */
  OrderReturnRecorded: defineEvent('OrderReturnRecorded', orderReturnSchema.extend({ orderId: z.string() })),
  OrderReturnDeleted: defineEvent('OrderReturnDeleted', z.object({ orderId: z.string(), returnId: z.string() })),
  /** Units of a product format that left the warehouse with an order (shipping, or a line changed while shipped). */
  InventoryShipped: defineEvent('InventoryShipped', inventoryMovement),
  /** Units that came back (unshipping, a line reduced or removed while shipped, or a customer's return). */
  InventoryReturned: defineEvent('InventoryReturned', inventoryMovement),
  OrderDeleted: defineEvent('OrderDeleted', z.object({ orderId: z.string() })),
};

export type OrdersEvent = EventsOf<typeof ordersEvents>;

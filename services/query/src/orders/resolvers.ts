import {
  dueCents,
  formatBasisPoints,
  formatCents,
  isFullyPaid,
  type OrderAmounts,
  orderMessages,
  orderTotalCents,
  tracksInventory,
} from '@colophon/domain';
import { findOnixCode } from '@colophon/events';

import { toAddress, toEmailOrPhone } from '../contacts/contactFields.ts';
import type { QueryContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { lastEditorOf } from '../shared/editing.ts';
import { createLookupValue, lookupValues } from '../shared/lookups.ts';
import { deletionPayload, runMutation } from '../shared/mutations.ts';
import { itemsAskFor } from '../shared/selections.ts';
import { findOrder, listOrders, type OrderRow } from './orderRows.ts';

const orderOf = async ({ db, caller }: QueryContext, id: string) =>
  (await findOrder(db, caller.publisherId, id)) ?? null;

const amountsOf = (row: OrderRow): OrderAmounts => ({
  itemsCents: Number(row.items_total_cents),
  shippingCents: Number(row.shipping_cost_cents),
  paymentsCents: Number(row.payments_total_cents),
  creditCents: Number(row.returns_credit_cents),
  paid: row.paid_date !== null,
});

const contactItem = async (id: string | null, { loaders }: QueryContext) =>
  id ? loaders.contactItemById.load(id) : null;
const lookupValue = (id: string | null, { loaders }: QueryContext) => (id ? loaders.lookupValueById.load(id) : null);
/** A lookup whose value the order's row carries already (it sorts by it): no statement of its own. */
const carriedLookup = (id: string | null, value: string | null) => (id && value !== null ? { id, value } : null);

export const orderResolvers: Resolvers = {
  Query: {
    orders: (_parent, { page, params }, { db, caller, loaders }, info) =>
      listOrders(db, caller.publisherId, page ?? 1, params, {
        loaders,
        withCustomers: itemsAskFor(info, ['customer']),
      }),
    order: (_parent, { id }, context) => orderOf(context, id),
    shippingTypes: (_parent, _args, context) => lookupValues(context, 'shippingType'),
    orderStatuses: (_parent, _args, context) => lookupValues(context, 'orderStatus'),
    salespersons: (_parent, _args, context) => lookupValues(context, 'salesperson'),
  },
  Order: {
    created: (row) => row.created_at.toISOString(),
    modified: (row) => row.modified_at.toISOString(),
    lastEditor: lastEditorOf,
    customer: (row, _args, { loaders }) => loaders.customerById.load(row.customer_id),
    orderAddress: async (row, _args, context) => {
      const item = await contactItem(row.order_address_id, context);
      return item ? toAddress(item) : null;
    },
    orderEmail: async (row, _args, context) => {
      const item = await contactItem(row.order_email_id, context);
      return item ? toEmailOrPhone(item) : null;
    },
    orderPhone: async (row, _args, context) => {
      const item = await contactItem(row.order_phone_id, context);
      return item ? toEmailOrPhone(item) : null;
    },
    orderStatus: (row) => carriedLookup(row.order_status_id, row.status_value),
    salesperson: (row) => carriedLookup(row.salesperson_id, row.salesperson_value),
    paymentTerm: (row, _args, context) => lookupValue(row.payment_term_id, context),
    shippingType: (row, _args, context) => lookupValue(row.shipping_type_id, context),
    poNumber: (row) => row.po_number,
    shippingCost: (row) => formatCents(row.shipping_cost_cents),
    adminNotes: (row) => row.admin_notes,
    itemsTotal: (row) => formatCents(row.items_total_cents),
    totalAmount: (row) => formatCents(orderTotalCents(amountsOf(row))),
    paymentsTotal: (row) => formatCents(row.payments_total_cents),
    dueAmount: (row) => formatCents(dueCents(amountsOf(row))),
    fullyPaid: (row) => isFullyPaid(amountsOf(row)),
    paid: (row) => row.paid_date !== null,
    paidDate: (row) => row.paid_date,
    shipped: (row) => row.ship_date !== null,
    shipDate: (row) => row.ship_date,
    backordered: (row) => row.status_value?.toLowerCase() === 'backordered',
    lines: (row, _args, { loaders }) => loaders.orderLinesByOrder.load(row.id),
    payments: (row, _args, { loaders }) => loaders.orderPaymentsByOrder.load(row.id),
    returns: (row, _args, { loaders }) => loaders.orderReturnsByOrder.load(row.id),
    creditAmount: (row) => formatCents(row.returns_credit_cents),
    deleteBlockedReason: async (row, _args, { loaders }) =>
      (await loaders.orderLinesByOrder.load(row.id)).length > 0 ? orderMessages.deleteBlocked : null,
  },
  OrderLine: {
    product: (line, _args, { loaders }) => loaders.productSummaryById.load(line.product_id),
    retailPrice: (line) => formatCents(line.retail_price_cents),
    discountType: (line) => line.discount_type,
    discountPercent: (line) => formatBasisPoints(line.discount_basis_points),
    calcPrice: (line) => formatCents(line.unit_price_cents),
    lineTotal: (line) => formatCents(BigInt(line.unit_price_cents) * BigInt(line.quantity)),
    returnedQuantity: (line) => line.returned_quantity,
    inventoryShort: async (line, _args, { loaders }) => {
      if (line.ship_date) return false;
      const product = await loaders.productSummaryById.load(line.product_id);
      return (
        product !== null &&
        tracksInventory(product.format_code, product.digital) &&
        Number(product.inventory_quantity) < line.quantity
      );
    },
  },
  OrderPayment: {
    sentDate: (payment) => payment.sent_date,
    amount: (payment) => formatCents(payment.amount_cents),
  },
  OrderReturn: {
    returnDate: (orderReturn) => orderReturn.return_date,
    credit: (orderReturn) => formatCents(orderReturn.credit_cents),
    lines: (orderReturn) => orderReturn.lines.map((line) => ({ lineId: line.line_id, quantity: line.quantity })),
  },
  ProductSummary: {
    productWorkId: (product) => product.product_work_id,
    formatCode: (product) => product.format_code,
    formatName: (product) => findOnixCode('productForms', product.format_code)?.value ?? product.format_code,
    retailPrice: (product) => formatCents(product.retail_price_cents),
    inventoryQuantity: (product) => Number(product.inventory_quantity),
    tracksInventory: (product) => tracksInventory(product.format_code, product.digital),
  },
  Mutation: {
    createOrder: (_parent, { input }, context) =>
      runMutation(context, 'createOrder', input, async ({ orderId, lineCount }) => ({
        order: await orderOf(context, orderId),
        message: `Order created successfully with ${lineCount} product(s)`,
      })),
    updateOrder: (_parent, { id, ...changes }, context) =>
      runMutation(context, 'updateOrder', { id, ...changes }, async () => ({
        order: await orderOf(context, id),
        message: null,
      })),
    deleteOrder: async (_parent, { id }, context) =>
      deletionPayload(await runMutation(context, 'deleteOrder', { id }, async () => ({ ok: true, message: id }))),
    createOrderPayment: (_parent, { orderId, payment }, context) =>
      runMutation(context, 'createOrderPayment', { orderId, ...payment, amount: payment.amount ?? '' }, async () => ({
        order: await orderOf(context, orderId),
        message: null,
      })),
    updateOrderPayment: (_parent, { orderId, id, changed }, context) =>
      runMutation(context, 'updateOrderPayment', { orderId, id, ...changed }, async () => ({
        order: await orderOf(context, orderId),
        message: null,
      })),
    deleteOrderPayment: (_parent, { orderId, id }, context) =>
      runMutation(context, 'deleteOrderPayment', { orderId, id }, async () => ({
        order: await orderOf(context, orderId),
        message: null,
      })),
    recordOrderReturn: (_parent, { orderId, orderReturn }, context) =>
      runMutation(
        context,
        'recordOrderReturn',
        { orderId, ...orderReturn, returnDate: orderReturn.returnDate ?? '' },
        async () => ({ order: await orderOf(context, orderId), message: null }),
      ),
    deleteOrderReturn: (_parent, { orderId, id }, context) =>
      runMutation(context, 'deleteOrderReturn', { orderId, id }, async () => ({
        order: await orderOf(context, orderId),
        message: null,
      })),
    createShippingType: (_parent, { value }, context) => createLookupValue(context, 'shippingType', value),
    createOrderStatus: (_parent, { value }, context) => createLookupValue(context, 'orderStatus', value),
    createSalesperson: (_parent, { value }, context) => createLookupValue(context, 'salesperson', value),
  },
};

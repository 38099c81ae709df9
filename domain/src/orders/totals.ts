/** Items at their unit prices, in cents. */
export const itemsTotalCents = (lines: Iterable<{ quantity: number; unitPriceCents: number }>) =>
  [...lines].reduce((total, line) => total + line.quantity * line.unitPriceCents, 0);

export const paymentsTotalCents = (payments: Iterable<{ amountCents: number }>) =>
  [...payments].reduce((total, payment) => total + payment.amountCents, 0);

export interface OrderAmounts {
  itemsCents: number;
  shippingCents: number;
  paymentsCents: number;
  /** The order is marked paid (PAID ticked, with its date). */
  paid: boolean;
}

/** Items plus shipping. */
export const orderTotalCents = (order: Pick<OrderAmounts, 'itemsCents' | 'shippingCents'>) =>
  order.itemsCents + order.shippingCents;

/** What is still owed: items plus shipping minus payments; 0 once the order is marked paid (the spec's card rule). */
export const dueCents = (order: OrderAmounts) => (order.paid ? 0 : orderTotalCents(order) - order.paymentsCents);

/** What ticking PAID records as a payment: the balance before the order is marked paid. */
export const outstandingCents = (order: Omit<OrderAmounts, 'paid'>) => orderTotalCents(order) - order.paymentsCents;

/** The spec's Paid / Not Paid: payments received are at least the order total. */
export const isFullyPaid = (order: Omit<OrderAmounts, 'paid'>) => order.paymentsCents >= orderTotalCents(order);

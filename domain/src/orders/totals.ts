/** Items at their unit prices, in cents. */
export const itemsTotalCents = (lines: Iterable<{ quantity: number; unitPriceCents: number }>) =>
  [...lines].reduce((total, line) => total + line.quantity * line.unitPriceCents, 0);

export const paymentsTotalCents = (payments: Iterable<{ amountCents: number }>) =>
  [...payments].reduce((total, payment) => total + payment.amountCents, 0);

/** What returned units are worth to the customer: each at the unit price its line was sold at. */
export const returnedCents = (returned: Iterable<{ quantity: number; unitPriceCents: number }>) =>
  itemsTotalCents(returned);

export interface OrderAmounts {
  itemsCents: number;
  shippingCents: number;
  paymentsCents: number;
  /** The order's credit for returned units (0 without returns): it comes off what the customer owes. */
  creditCents?: number;
  /** The order is marked paid (PAID ticked, with its date). */
  paid: boolean;
}

/** Items plus shipping. */
export const orderTotalCents = (order: Pick<OrderAmounts, 'itemsCents' | 'shippingCents'>) =>
  order.itemsCents + order.shippingCents;

/** What the customer is charged once returns are credited: items plus shipping minus the credit. */
const chargedCents = (order: Omit<OrderAmounts, 'paid'>) => orderTotalCents(order) - (order.creditCents ?? 0);

/** What is still owed: items plus shipping minus the returns' credit and payments; 0 once the order is marked paid (the spec's card rule). */
export const dueCents = (order: OrderAmounts) => (order.paid ? 0 : outstandingCents(order));

/** What ticking PAID records as a payment: the balance before the order is marked paid. */
export const outstandingCents = (order: Omit<OrderAmounts, 'paid'>) => chargedCents(order) - order.paymentsCents;

/** The spec's Paid / Not Paid: payments received are at least the order total less the returns' credit. */
export const isFullyPaid = (order: Omit<OrderAmounts, 'paid'>) => order.paymentsCents >= chargedCents(order);

import { isValidQuantity, type LineDraft } from './OrderItems.tsx';
import type { OrderErrors, OrderValues } from './OrderDetailsFields.tsx';

export const NewOrderMessages = {
  customerRequired: 'Customer is required',
  productRequired: 'At least one product is required',
  invalidQuantity: 'All products must have a valid quantity',
  shipDateRequired: 'Ship date is required when order is marked as shipped',
  paidDateRequired: 'Payment date is required when order is marked as paid',
  fixErrors: 'Please fix the errors before saving',
} as const;

/** The spec's new-order rules; `lines` carries the message about the product lines. */
export function validateNewOrder(values: OrderValues, lines: LineDraft[]): OrderErrors & { lines?: string } {
  const errors: OrderErrors & { lines?: string } = {};
  if (!values.customerId) errors.customerId = NewOrderMessages.customerRequired;
  if (lines.length === 0) errors.lines = NewOrderMessages.productRequired;
  else if (!lines.every((line) => isValidQuantity(line.quantity))) errors.lines = NewOrderMessages.invalidQuantity;
  if (values.shipped && !values.shipDate) errors.shipDate = NewOrderMessages.shipDateRequired;
  if (values.paid && !values.paidDate) errors.paidDate = NewOrderMessages.paidDateRequired;
  return errors;
}

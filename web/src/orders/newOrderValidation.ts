import { orderMessages } from '@colophon/domain';

import type { OrderErrors, OrderValues } from './OrderDetailsFields.tsx';
import { isValidQuantity, type LineDraft } from './OrderItems.tsx';

/** The spec's new-order rules; `lines` carries the message about the product lines. */
export function validateNewOrder(values: OrderValues, lines: LineDraft[]): OrderErrors & { lines?: string } {
  const errors: OrderErrors & { lines?: string } = {};
  if (!values.customerId) errors.customerId = orderMessages.customerRequired;
  if (lines.length === 0) errors.lines = orderMessages.productRequired;
  else if (!lines.every((line) => isValidQuantity(line.quantity))) errors.lines = orderMessages.invalidQuantity;
  if (values.shipped && !values.shipDate) errors.shipDate = orderMessages.shipDateRequired;
  if (values.paid && !values.paidDate) errors.paidDate = orderMessages.paidDateRequired;
  return errors;
}

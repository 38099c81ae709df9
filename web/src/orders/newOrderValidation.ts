import { orderMessages } from '@colophon/domain';
import { useForm } from '@mantine/form';

import { emptyOrderValues, type OrderErrors, type OrderValues } from './OrderDetailsFields.tsx';
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

/** A new order: its details and its product lines. */
export type NewOrderValues = OrderValues & { lines: LineDraft[] };

/** The new order's form: the spec's rules judged on SAVE ORDER, then again as the order changes. */
export const useNewOrderForm = () =>
  useForm<NewOrderValues>({
    initialValues: { ...emptyOrderValues, lines: [] },
    validate: (values) => validateNewOrder(values, values.lines),
  });

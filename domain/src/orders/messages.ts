/** The spec's messages of this context, word for word: the command side refuses with them, the web shows them. */

export const orderMessages = {
  customerRequired: 'Customer is required',
  customerNotFound: 'Customer not found',
  productRequired: 'At least one product is required',
  invalidQuantity: 'All products must have a valid quantity',
  productNotFound: 'Product Not Found',
  invalidDiscount: 'Please enter a valid discount',
  contactNotOfCustomer: "Please choose the order's address, email and phone from the customer's contact info.",
  notFound: 'Order not found',
  paymentNotFound: 'Payment not found',
  lineNotFound: 'Order line not found',
  deleteBlocked:
    'Cannot delete order if there are any products in order. Edit order to remove products before deletion',
  paymentAmountRequired: 'Please enter a payment amount greater than 0.',
  paidCheckboxMemo: 'Payment recorded via paid checkbox',
  shipDateRequired: 'Ship date is required when order is marked as shipped',
  paidDateRequired: 'Payment date is required when order is marked as paid',
  fixErrors: 'Please fix the errors before saving',
  creating: 'Creating order...',
  addingProducts: 'Adding products to order...',
  saveFailed: 'Error saving order. Try again or contact developer',
  paymentStatusFailed: 'Error updating payment status',
  // Returns: the spec has none, so these are written as the spec writes its own.
  returnNotFound: 'Return not found',
  returnQuantityRequired: 'Please enter a quantity to return for at least one product',
  returnQuantityTooLarge: 'Cannot return more of a product than was sold less what was already returned',
  returnNotSold: 'Only a paid or shipped order can take a return',
  returnDateRequired: 'Return date is required',
  returnDateBeforeOrder: 'Return date cannot be before the order date',
  returnDateInFuture: 'Return date cannot be in the future',
  lineHasReturns: 'Cannot reduce or remove a product below the quantity already returned',
} as const;

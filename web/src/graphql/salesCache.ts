import type { Cache, UpdateResolver } from '@urql/exchange-graphcache';
import { invalidateList } from './cache.ts';

/** Lists a mutation may change, by mutation: they refetch after it (payments change order totals). */
const listsChangedBy: Record<string, string[]> = {
  createCustomer: ['customers'],
  updateCustomer: ['customers', 'orders'],
  deleteCustomer: ['customers'],
  createOrder: ['orders', 'customers', 'products'],
  updateOrder: ['orders', 'products'],
  deleteOrder: ['orders', 'customers'],
  createOrderPayment: ['orders'],
  updateOrderPayment: ['orders'],
  deleteOrderPayment: ['orders'],
  createExpense: ['expenses'],
  updateExpense: ['expenses'],
  deleteExpense: ['expenses'],
  createPaymentTerm: ['paymentTerms'],
  createCustomerClass: ['customerClasses'],
  createShippingType: ['shippingTypes'],
  createOrderStatus: ['orderStatuses'],
  createSalesperson: ['salespersons'],
  createExpenseCategory: ['expenseCategories'],
};

const deletedTypes: Record<string, string> = { deleteCustomer: 'Customer', deleteOrder: 'Order', deleteExpense: 'Expense' };

function invalidates(mutation: string): UpdateResolver {
  return (result, args, cache: Cache) => {
    const payload = result[mutation] as { ok?: boolean; errors?: unknown[] } | null;
    if (!payload || (payload.errors?.length ?? 0) > 0 || payload.ok === false) return;
    for (const list of listsChangedBy[mutation]!) invalidateList(cache, list);
    const deleted = deletedTypes[mutation];
    if (deleted) cache.invalidate({ __typename: deleted, id: args.id as string });
  };
}

export const salesCacheUpdates: Record<string, UpdateResolver> = Object.fromEntries(Object.keys(listsChangedBy).map((mutation) => [mutation, invalidates(mutation)]));

import { isAppliedOrderSearch } from '@colophon/domain';
import { customersTable } from '@colophon/projector/contacts/customers/rows';
import type { OrderRow as OrdersRow } from '@colophon/projector/orders/orders/rows';
import { recordCountQuery } from '@colophon/projector/runtime/recordNumbers';
import type { Knex } from 'knex';

import type { OrderListParams, OrderSortField } from '../generated/resolvers.ts';
import { primeRowsBeside, rowBeside } from '../shared/besideRows.ts';
import { whereCreatedBetween } from '../shared/dates.ts';
import type { Loaders } from '../shared/loaders.ts';
import { foldedContains, lookupJoin, whereNumberIs } from '../shared/lookups.ts';
import { filtersNothing, pageOf } from '../shared/paging.ts';

/** A row of the orders read model with the values the list sorts by (its status and salesperson lookups' values). */
export type OrderRow = OrdersRow & { status_value: string | null; salesperson_value: string | null };

const sortExpressions: Record<OrderSortField, string> = {
  ID: 'number',
  STATUS: 'status_value',
  CUSTOMER: 'customer_name',
  PAID: 'is_paid',
  SHIPPED: 'is_shipped',
  BACKORDERED: 'is_backordered',
  SALESPERSON: 'salesperson_value',
  CREATED: 'created_at',
};

/** Orders with the values their lists sort and filter by (the status's and salesperson's values). */
function orderRows(db: Knex, publisherId: string) {
  return db.from(
    db('orders')
      .leftJoin(...lookupJoin('status', 'orders.order_status_id', 'orders'))
      .leftJoin(...lookupJoin('salesperson', 'orders.salesperson_id', 'orders'))
      .where('orders.publisher_id', publisherId)
      .select(
        'orders.*',
        'status.value as status_value',
        'salesperson.value as salesperson_value',
        db.raw('orders.paid_date is not null as is_paid'),
        db.raw('orders.ship_date is not null as is_shipped'),
        db.raw("coalesce(lower(status.value) = 'backordered', false) as is_backordered"),
      )
      .as('orders'),
  );
}

/** The orders a list shows for its search and filters, unordered. */
export function filteredOrders(db: Knex, publisherId: string, params: OrderListParams | null | undefined) {
  const search = params?.search?.trim() ?? '';
  let query = orderRows(db, publisherId);
  if (isAppliedOrderSearch(search)) {
    query = query.where((any) =>
      whereNumberIs(any, 'number', search)
        .orWhereRaw(...foldedContains('search_po_number', search))
        .orWhereRaw(...foldedContains('search_customer_name', search))
        .orWhereRaw(...foldedContains('search_customer_company', search)),
    );
  }
  query = whereCreatedBetween(query, 'created_at', params?.createdAfter, params?.createdBefore);
  if (typeof params?.backordered === 'boolean') query = query.where('is_backordered', params.backordered);
  if (params?.awaitingShipment) query = query.where({ is_paid: true, is_shipped: false });
  if (params?.customerId) query = query.where('customer_id', params.customerId);
  if (params?.productWorkId) {
    query = query.whereExists(
      db('order_lines')
        .join('products', 'products.id', 'order_lines.product_id')
        .where('order_lines.order_id', db.ref('orders.id'))
        .where('products.product_work_id', params.productWorkId),
    );
  }
  return query;
}

/** A listed order with, when asked, its customer's row (null: the customer is gone). */
type ListedOrderRow = OrderRow & { customer_row?: Record<string, unknown> | null };

/**
 * A page of orders, and (`withCustomers`) each one's customer in the same statement, handed to
 * `customerById` so the page's customer fields run no statement of their own.
 */
export async function listOrders(
  db: Knex,
  publisherId: string,
  page: number,
  params: OrderListParams | null | undefined,
  { loaders, withCustomers }: { loaders: Pick<Loaders, 'customerById'>; withCustomers: boolean },
) {
  const direction = params?.sortDirection === 'ASC' ? 'asc' : 'desc';
  const query = filteredOrders(db, publisherId, params);
  const sortField = params?.sortField ?? 'CREATED';
  // Empty values (no status, no salesperson) go last either way. Never-empty keys keep the plain
  // order, which the (publisher, created, id) index serves directly: the newest page reads 25 rows.
  const nulls = sortField === 'CREATED' || sortField === 'ID' ? undefined : 'last';
  const listed = await pageOf<ListedOrderRow>(
    query.orderBy([
      { column: sortExpressions[sortField], order: direction, nulls },
      { column: 'id', order: direction },
    ]),
    page,
    filtersNothing(params) ? recordCountQuery(db, 'order_number_counters', publisherId) : null,
    withCustomers
      ? (rows) =>
          db.from(rows.as('page')).select(
            'page.*',
            rowBeside(db, {
              table: customersTable,
              alias: 'customer',
              where: 'customer.publisher_id = page.publisher_id and customer.id = page.customer_id',
              as: 'customer_row',
            }),
          )
      : undefined,
  );
  primeRowsBeside(loaders.customerById, customersTable, listed.items, { key: 'customer_id', as: 'customer_row' });
  return listed;
}

export const findOrder = (db: Knex, publisherId: string, id: string): Promise<OrderRow | undefined> =>
  orderRows(db, publisherId).where('id', id).first();

import type { Knex } from 'knex';

import { trigramIndexesMigration } from '../../runtime/searchIndexes.ts';

/** The name the orders list shows for a customer: first and last name, else the company. */
export const customerNameSql = (columns: { firstName: string; lastName: string; company: string }) =>
  `coalesce(nullif(trim(${columns.firstName} || ' ' || ${columns.lastName}), ''), ${columns.company})`;

const searchIndexes = trigramIndexesMigration('orders', {
  orders_po_number_trigrams: 'po_number',
  orders_customer_name_trigrams: 'customer_name',
  orders_customer_company_trigrams: 'customer_company',
});

/**
 * Each order carries its customer's name and company, kept by the orders projection from the
 * customer events (its own `order_customers`, so it never waits on another projection), so the
 * orders search and the sort by customer are one table's: trigram indexes for the search, and a
 * (publisher, customer name) index for the sort. The first fill copies the customers read model,
 * which the customers projection keeps as current as this one.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('order_customers', (table) => {
    table.text('id').primary();
    table.text('first_name').notNullable();
    table.text('last_name').notNullable();
    table.text('company').notNullable();
  });
  await db.raw(
    `insert into order_customers (id, first_name, last_name, company) select id, first_name, last_name, company from customers`,
  );
  await db.schema.alterTable('orders', (table) => {
    table.text('customer_name');
    table.text('customer_company');
  });
  await db.raw(
    `update orders set customer_name = ${customerNameSql({ firstName: 'c.first_name', lastName: 'c.last_name', company: 'c.company' })},
       customer_company = c.company
       from order_customers c where c.id = orders.customer_id`,
  );
  await db.schema.alterTable('orders', (table) => {
    table.index(['publisher_id', 'customer_name', 'id'], 'orders_publisher_id_customer_name_index');
  });
  await searchIndexes.up(db);
}

export async function down(db: Knex): Promise<void> {
  await searchIndexes.down(db);
  await db.schema.alterTable('orders', (table) => {
    table.dropIndex([], 'orders_publisher_id_customer_name_index');
    table.dropColumn('customer_name');
    table.dropColumn('customer_company');
  });
  await db.schema.dropTable('order_customers');
}

import {
  type AccountingMethod,
  balanceCents,
  groupByKey,
  lifeFigures,
  lineReturnsSql,
  owedCents,
  royaltyExpenseOfRow,
  royaltyFacts,
  royaltyOrderLineOfRow,
  royaltySettingsOfRows,
  termsSummary,
} from '@colophon/domain';
import type { OrderLine, RoyaltyTierFields } from '@colophon/events';
import type { Knex } from 'knex';

import { returnLineRows } from '../../orders/returnLines.ts';
import { createdColumns, editedColumns } from '../../runtime/columns.ts';
import { defineProjection, type ProjectedEvent } from '../../runtime/projection.ts';
import type { RowWrites } from '../../runtime/rowWrites.ts';
import { ledgerHandlers, ledgerTables } from './ledgerFacts.ts';

/**
 * What a batch marks for its `afterBatch`: royalties to compute again, and the facts whose royalties
 * must be (a product's expenses, an order's dates or address, an order's lines, an address's orders, a
 * publisher's royalties). Line changes matter only on an order with a paid or ship date: a line of an
 * order with neither counts for no royalty. Deletions of facts wait for `afterBatch`, which first
 * learns whose royalties they moved.
 */
const marks = {
  royalty: 'royalty',
  product: 'product',
  order: 'order',
  orderLines: 'orderLines',
  address: 'address',
  expense: 'expense',
  publisher: 'publisher',
  removedLine: 'removedLine',
  deletedOrder: 'deletedOrder',
  deletedExpense: 'deletedExpense',
} as const;

const lineColumns = (orderId: string, line: OrderLine) => ({
  id: line.lineId,
  order_id: orderId,
  product_id: line.productId,
  quantity: line.quantity,
  retail_price_cents: line.retailPriceCents,
  unit_price_cents: line.unitPriceCents,
  discount_basis_points: line.discountBasisPoints,
});

const tierColumns = (tiers: readonly RoyaltyTierFields[]) => ({ tiers, terms_summary: termsSummary(tiers) });

type RoyaltyStreamEvent = Pick<ProjectedEvent<'RoyaltyDeleted'>, 'revision' | 'metadata'> & {
  data: { royaltyId: string };
};

/** A change to the royalty's own stream: its revision and editor move, and its figures are computed again. */
function editRoyalty(rows: RowWrites, event: RoyaltyStreamEvent, changes: Record<string, unknown>) {
  rows.update('royalties', event.data.royaltyId, { ...changes, ...editedColumns(event) });
  rows.mark(marks.royalty, event.data.royaltyId);
}

const ids = (values: Iterable<string>) => JSON.stringify([...new Set(values)]);
/** An order whose lines may count: it has a paid or a ship date (whichever the method reads). */
const datedOrder = '(o.paid_date is not null or o.ship_date is not null)';
const inList = '(select jsonb_array_elements_text(?::jsonb))';

/** The products whose royalties the batch's facts moved, learnt before deferred deletions take the facts away. */
async function touchedProducts(tx: Knex.Transaction, rows: RowWrites): Promise<string[]> {
  const products = new Set(rows.marked(marks.product));
  const orders = rows.marked(marks.order);
  const orderLines = [...rows.marked(marks.orderLines), ...rows.marked(marks.deletedOrder)];
  const lines = rows.marked(marks.removedLine);
  const addresses = rows.marked(marks.address);
  const expenses = [...rows.marked(marks.expense), ...rows.marked(marks.deletedExpense)];
  if (orders.length + orderLines.length + lines.length + addresses.length + expenses.length > 0) {
    const found: { product_id: string }[] = (
      await tx.raw(
        // One index lookup per branch: an "or" across the join would read every line.
        `select l.product_id from royalty_sales_lines l where l.order_id in ${inList}
         union
         select l.product_id from royalty_sales_orders o join royalty_sales_lines l on l.order_id = o.id
          where o.address_id in ${inList}
         union
         select l.product_id from royalty_sales_lines l join royalty_sales_orders o on o.id = l.order_id
          where l.id in ${inList} and ${datedOrder}
         union
         select l.product_id from royalty_sales_orders o join royalty_sales_lines l on l.order_id = o.id
          where o.id in ${inList} and ${datedOrder}
         union
         select e.product_id from royalty_sales_expenses e where e.id in ${inList} and e.product_id is not null`,
        [ids(orders), ids(addresses), ids(lines), ids(orderLines), ids(expenses)],
      )
    ).rows;
    for (const { product_id } of found) products.add(product_id);
  }
  return [...products];
}

/** Facts deleted by the batch's events, now that their royalties are known. */
function deleteDeferredFacts(rows: RowWrites) {
  for (const lineId of rows.marked(marks.removedLine)) rows.delete('royalty_sales_lines', lineId);
  for (const orderId of rows.marked(marks.deletedOrder)) {
    rows.deleteWhere('royalty_sales_lines', 'order_id', orderId);
    rows.deleteWhere('royalty_sales_returns', 'order_id', orderId);
    rows.delete('royalty_sales_orders', orderId);
  }
  for (const expenseId of rows.marked(marks.deletedExpense)) rows.delete('royalty_sales_expenses', expenseId);
}

interface RoyaltyFacts {
  id: string;
  publisher_id: string;
  product_id: string;
  region_id: string | null;
  tiers: RoyaltyTierFields[];
}

/**
 * Computes again, with the royalty engine, the figures of every royalty the batch touched: its own
 * changes and payments, its product's lines and expenses, its orders' dates and addresses, its
 * publisher's accounting method and regions. Once per royalty per batch, from this read model's copies.
 */
async function computeTouchedRoyalties(tx: Knex.Transaction, rows: RowWrites) {
  const products = await touchedProducts(tx, rows);
  deleteDeferredFacts(rows);
  await rows.flush();
  const royaltyIds = rows.marked(marks.royalty);
  const publishers = rows.marked(marks.publisher);
  if (products.length + royaltyIds.length + publishers.length === 0) return;

  const royalties: RoyaltyFacts[] = (
    await tx.raw(
      `select id, publisher_id, product_id, region_id, tiers from royalties
        where id in ${inList} or product_id in ${inList} or publisher_id in ${inList}`,
      [ids(royaltyIds), ids(products), ids(publishers)],
    )
  ).rows;
  if (royalties.length === 0) return;
  const productIds = ids(royalties.map((royalty) => royalty.product_id));
  const publisherIds = ids(royalties.map((royalty) => royalty.publisher_id));
  // One after another: the batch's transaction is one connection.
  const settings = await tx('royalty_publishers').whereRaw(`id in ${inList}`, [publisherIds]);
  const regions = await tx('royalty_regions').whereRaw(`publisher_id in ${inList}`, [publisherIds]);
  const lines = await tx.raw(
    `select l.id, l.product_id, l.quantity, l.retail_price_cents, l.unit_price_cents, l.discount_basis_points,
            o.paid_date, o.ship_date, a.country, ${lineReturnsSql('l')}
       from royalty_sales_lines l
       join royalty_sales_orders o on o.id = l.order_id
       left join royalty_sales_addresses a on a.id = o.address_id
      where l.product_id in ${inList} and ${datedOrder}`,
    [productIds],
  );
  const expenses = await tx('royalty_sales_expenses').whereRaw(`product_id in ${inList}`, [productIds]);
  const payments = await tx.raw(
    `select royalty_id, sum(amount_cents)::bigint as paid_cents, count(*)::int as payments_count
       from royalty_payments where royalty_id in ${inList} group by royalty_id`,
    [ids(royalties.map((royalty) => royalty.id))],
  );

  const settingsOf = new Map(
    (settings as { id: string; accounting_method: AccountingMethod; sales_by_region: boolean }[]).map((row) => [
      row.id,
      row,
    ]),
  );
  const regionsOf = groupByKey(
    regions as { id: string; publisher_id: string; countries: string[] }[],
    (region) => region.publisher_id,
  );
  const linesOf = groupByKey(
    lines.rows as ({ product_id: string } & Record<string, unknown>)[],
    (line) => line.product_id,
  );
  const expensesOf = groupByKey(
    expenses as { product_id: string; amount_cents: string; expense_date: string }[],
    (expense) => expense.product_id,
  );
  const paidOf = new Map(
    (payments.rows as { royalty_id: string; paid_cents: string; payments_count: number }[]).map((row) => [
      row.royalty_id,
      row,
    ]),
  );
  for (const royalty of royalties) {
    // Payments are summed by the query: the life figures do not depend on them.
    const facts = royaltyFacts(
      { tiers: royalty.tiers, regionId: royalty.region_id },
      royaltySettingsOfRows(settingsOf.get(royalty.publisher_id), regionsOf.get(royalty.publisher_id) ?? []),
      (linesOf.get(royalty.product_id) ?? []).map(royaltyOrderLineOfRow),
      (expensesOf.get(royalty.product_id) ?? []).map(royaltyExpenseOfRow),
      [],
    );
    const life = lifeFigures(facts.tiers, facts.sales, facts.expenses);
    const paid = paidOf.get(royalty.id);
    const paidCents = Number(paid?.paid_cents ?? 0);
    rows.update('royalties', royalty.id, {
      units: life.units,
      revenue_cents: life.revenueCents,
      expenses_cents: life.expensesCents,
      credit_cents: life.creditCents,
      debit_cents: life.debitCents,
      owed_cents: owedCents(life),
      paid_cents: paidCents,
      balance_cents: balanceCents(life, paidCents),
      payments_count: paid?.payments_count ?? 0,
    });
  }
  await rows.flush();
}

const changeOrder = (rows: RowWrites, orderId: string, changes: Record<string, unknown>) => {
  rows.update('royalty_sales_orders', orderId, changes);
  rows.mark(marks.order, orderId);
};

const keepLine = (rows: RowWrites, { orderId, ...line }: OrderLine & { orderId: string }) => {
  rows.upsert('royalty_sales_lines', lineColumns(orderId, line));
  rows.mark(marks.orderLines, orderId);
};

/** A region's countries decide which orders each of the publisher's royalties counts. */
const keepRegion = (rows: RowWrites, region: { regionId: string; publisherId: string; countries: string[] }) => {
  rows.upsert('royalty_regions', {
    id: region.regionId,
    publisher_id: region.publisherId,
    countries: region.countries,
  });
  rows.mark(marks.publisher, region.publisherId);
};

const paymentColumns = (fields: { amountCents?: number; methodId?: string; sentDate?: string }) => ({
  amount_cents: fields.amountCents,
  method_id: fields.methodId,
  sent_date: fields.sentDate,
});

export const royaltiesProjection = defineProjection({
  name: 'royalties',
  // Money owed to creators: stop at an event it cannot apply rather than make later figures wrong.
  onFailure: 'stop',
  tables: [
    'royalties',
    'royalty_payments',
    'royalty_sales_orders',
    'royalty_sales_lines',
    'royalty_sales_returns',
    'royalty_sales_addresses',
    'royalty_sales_expenses',
    'royalty_publishers',
    'royalty_regions',
    ...ledgerTables,
  ],
  handlers: {
    ...ledgerHandlers,
    RoyaltyCreated: (rows, event) => {
      const { royaltyId, publisherId, creatorId, productId, regionId, tiers, adminNotes } = event.data;
      rows.upsert('royalties', {
        id: royaltyId,
        publisher_id: publisherId,
        creator_id: creatorId,
        product_id: productId,
        region_id: regionId,
        ...tierColumns(tiers),
        admin_notes: adminNotes,
        ...createdColumns(event),
      });
      rows.mark(marks.royalty, royaltyId);
    },
    RoyaltyTiersChanged: (rows, event) => editRoyalty(rows, event, tierColumns(event.data.tiers)),
    RoyaltyNotesChanged: (rows, event) => editRoyalty(rows, event, { admin_notes: event.data.adminNotes }),
    RoyaltyDeleted: (rows, event) => rows.delete('royalties', event.data.royaltyId),
    RoyaltyPaymentRecorded: (rows, event) => {
      const { paymentId, royaltyId, publisherId, ...fields } = event.data;
      rows.upsert('royalty_payments', {
        id: paymentId,
        publisher_id: publisherId,
        royalty_id: royaltyId,
        ...paymentColumns(fields),
        ...createdColumns(event),
      });
      rows.mark(marks.royalty, royaltyId);
    },
    RoyaltyPaymentChanged: (rows, event) => {
      rows.update('royalty_payments', event.data.paymentId, {
        ...paymentColumns(event.data.changes),
        ...editedColumns(event),
      });
      rows.mark(marks.royalty, event.data.royaltyId);
    },
    RoyaltyPaymentDeleted: (rows, event) => {
      rows.delete('royalty_payments', event.data.paymentId);
      rows.mark(marks.royalty, event.data.royaltyId);
    },
    OrderCreated: (rows, event) => {
      const { orderId, publisherId, orderAddressId, lines } = event.data;
      rows.upsert('royalty_sales_orders', {
        id: orderId,
        publisher_id: publisherId,
        address_id: orderAddressId,
        paid_date: null,
        ship_date: null,
      });
      for (const line of lines) rows.upsert('royalty_sales_lines', lineColumns(orderId, line));
      rows.mark(marks.orderLines, orderId);
    },
    OrderUpdated: (rows, event) => {
      const { orderAddressId } = event.data.changes;
      if (orderAddressId !== undefined) changeOrder(rows, event.data.orderId, { address_id: orderAddressId });
    },
    OrderLineAdded: (rows, event) => keepLine(rows, event.data),
    OrderLineChanged: (rows, event) => keepLine(rows, event.data),
    OrderLineRemoved: (rows, event) => rows.mark(marks.removedLine, event.data.lineId),
    // A return is a negative sale of its lines: their royalties are computed again.
    OrderReturnRecorded: (rows, event) => {
      for (const row of returnLineRows(event)) rows.upsert('royalty_sales_returns', row);
      rows.mark(marks.orderLines, event.data.orderId);
    },
    OrderReturnDeleted: (rows, event) => {
      rows.deleteWhere('royalty_sales_returns', 'return_id', event.data.returnId);
      rows.mark(marks.orderLines, event.data.orderId);
    },
    OrderMarkedPaid: (rows, event) => changeOrder(rows, event.data.orderId, { paid_date: event.data.paidDate }),
    OrderMarkedUnpaid: (rows, event) => changeOrder(rows, event.data.orderId, { paid_date: null }),
    OrderShipped: (rows, event) => changeOrder(rows, event.data.orderId, { ship_date: event.data.shipDate }),
    OrderUnshipped: (rows, event) => changeOrder(rows, event.data.orderId, { ship_date: null }),
    OrderDeleted: (rows, event) => rows.mark(marks.deletedOrder, event.data.orderId),
    ContactItemAdded: (rows, event) => {
      if (event.data.item.kind !== 'address') return;
      rows.upsert('royalty_sales_addresses', { id: event.data.itemId, country: event.data.item.address.country });
    },
    ContactItemChanged: (rows, event) => {
      if (event.data.item.kind !== 'address') return;
      rows.upsert('royalty_sales_addresses', { id: event.data.itemId, country: event.data.item.address.country });
      rows.mark(marks.address, event.data.itemId);
    },
    ContactItemRemoved: (rows, event) => {
      rows.delete('royalty_sales_addresses', event.data.itemId);
      rows.mark(marks.address, event.data.itemId);
    },
    ExpenseCreated: (rows, event) => {
      const { expenseId, productId, amountCents, expenseDate } = event.data;
      // Company expenses are kept too: one may be given a product later.
      rows.upsert('royalty_sales_expenses', {
        id: expenseId,
        product_id: productId,
        amount_cents: amountCents,
        expense_date: expenseDate,
      });
      if (productId) rows.mark(marks.product, productId);
    },
    ExpenseUpdated: async (rows, event) => {
      const { expenseId, changes } = event.data;
      if (changes.productId !== undefined) {
        // Rare: an expense moved to another product (or to none). The one handler that reads, to
        // learn which product's royalties lose it.
        const before: { product_id: string | null } | undefined = await rows.inTransaction((tx) =>
          tx('royalty_sales_expenses').where({ id: expenseId }).first('product_id'),
        );
        if (before?.product_id) rows.mark(marks.product, before.product_id);
      }
      rows.update('royalty_sales_expenses', expenseId, {
        product_id: changes.productId,
        amount_cents: changes.amountCents,
        expense_date: changes.expenseDate,
      });
      rows.mark(marks.expense, expenseId);
    },
    ExpenseDeleted: (rows, event) => rows.mark(marks.deletedExpense, event.data.expenseId),
    PublisherCreated: (rows, event) => {
      rows.upsert('royalty_publishers', {
        id: event.data.publisherId,
        accounting_method: event.data.accountingMethod,
        sales_by_region: false,
      });
    },
    PublisherAccountingMethodChanged: (rows, event) => {
      rows.update('royalty_publishers', event.data.publisherId, { accounting_method: event.data.accountingMethod });
      rows.mark(marks.publisher, event.data.publisherId);
    },
    PublisherSalesByRegionChanged: (rows, event) => {
      rows.update('royalty_publishers', event.data.publisherId, { sales_by_region: event.data.enabled });
      rows.mark(marks.publisher, event.data.publisherId);
    },
    RegionCreated: (rows, event) => keepRegion(rows, event.data),
    RegionUpdated: (rows, event) => keepRegion(rows, event.data),
    RegionDeleted: (rows, event) => {
      rows.delete('royalty_regions', event.data.regionId);
      rows.mark(marks.publisher, event.data.publisherId);
    },
  },
  afterBatch: computeTouchedRoyalties,
});

import {
  type AccountingMethod,
  balanceCents,
  continuedRunningSplit,
  engineTiers,
  groupByKey,
  lifeFiguresOfSplit,
  lineReturnsSql,
  owedCents,
  type RoyaltyOrderLine,
  royaltyOrderLineOfRow,
  royaltySaleEntries,
  type RoyaltyScope,
  royaltyScope,
  royaltySettingsOfRows,
  type RoyaltyTiers,
  type RunningSplit,
  runningSplitOf,
  termsSummary,
} from '@colophon/domain';
import type { OrderLine, RoyaltyTierFields } from '@colophon/events';
import type { Knex } from 'knex';

import { returnLineRows } from '../../orders/returnLines.ts';
import { createdColumns, editedColumns } from '../../runtime/columns.ts';
import { rewriteTable } from '../../runtime/indexes.ts';
import { defineProjection, type ProjectedEvent } from '../../runtime/projection.ts';
import { countAllRecords, moveRecordCount, publisherOfDeleted, writeCountsMoved } from '../../runtime/recordNumbers.ts';
import { RowWrites } from '../../runtime/rowWrites.ts';
import { ledgerHandlers, ledgerTables } from './ledgerFacts.ts';
import {
  creatorAdvances,
  ids,
  inList,
  ledgerListFigures,
  ledgerMark,
  type LedgerRoyalty,
  reservedRoyalties,
} from './listLedger.ts';
import { copyListNames, listNameHandlers, listNameTables, markNewPayment, markNewRoyalty } from './listNames.ts';

/**
 * What a batch marks for its `afterBatch`: royalties to compute again (from all their lines, or only
 * with their payments summed again), and the facts whose royalties
 * must be (a product's expenses, an order's dates or address, an order's lines, an address's orders, a
 * publisher's royalties). Line changes matter only on an order with a paid or ship date: a line of an
 * order with neither counts for no royalty. Deletions of facts wait for `afterBatch`, which first
 * learns whose royalties they moved.
 */
const marks = {
  royalty: 'royalty',
  payment: 'payment',
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

/** The lists' unfiltered totals: each publisher's royalties and payments, in their counter tables. */
const counted = {
  royalties: { table: 'royalties', counterTable: 'royalty_counters' },
  payments: { table: 'royalty_payments', counterTable: 'royalty_payment_counters' },
} as const;

/** Counts one royalty or payment fewer for the publisher of the one the event deletes. */
async function countDeleted(
  rows: RowWrites,
  event: ProjectedEvent<'RoyaltyDeleted' | 'RoyaltyPaymentDeleted'>,
  { table, counterTable }: (typeof counted)[keyof typeof counted],
  recordId: string,
) {
  const publisherId = await publisherOfDeleted(rows, event, table, recordId);
  if (publisherId) moveRecordCount(rows, counterTable, publisherId, -1);
}

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

/** An order whose lines may count: it has a paid or a ship date (whichever the method reads). */
const datedOrder = '(o.paid_date is not null or o.ship_date is not null)';

/** A line's facts as the product's royalties last counted them (`accounted`), with its product. */
type LineFacts = RoyaltyOrderLine & { productId: string };

/** The facts in one key order, returns sorted, so that two copies of the same facts compare equal as JSON. */
const lineFacts = (line: LineFacts): LineFacts => ({
  productId: line.productId,
  lineId: line.lineId,
  quantity: line.quantity,
  retailPriceCents: line.retailPriceCents,
  unitPriceCents: line.unitPriceCents,
  discountBasisPoints: line.discountBasisPoints,
  paidDate: line.paidDate,
  shipDate: line.shipDate,
  country: line.country,
  returns: [...(line.returns ?? [])]
    .map((returned) => ({ date: returned.date, quantity: returned.quantity }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.quantity - b.quantity),
});

/** A line the batch may have changed: its facts now (none when the batch removes it) and as last counted. */
interface TouchedLine {
  id: string;
  removed: boolean;
  /** Null when it counts nowhere now (no paid or ship date) or is removed. */
  now: LineFacts | null;
  accounted: LineFacts | null;
}

const jsonOf = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

/**
 * The lines whose facts the batch may have moved (of its orders, their addresses, its removed lines),
 * read before deferred deletions take them away, with the facts the product's royalties last counted.
 * Lines that count nowhere, now or before, are left out.
 */
async function touchedLines(tx: Knex.Transaction, rows: RowWrites): Promise<TouchedLine[]> {
  const orders = [...rows.marked(marks.order), ...rows.marked(marks.orderLines), ...rows.marked(marks.deletedOrder)];
  const lines = rows.marked(marks.removedLine);
  const addresses = rows.marked(marks.address);
  if (orders.length + lines.length + addresses.length === 0) return [];
  // One index lookup per branch, and only the branches with ids: an "or" across the join would
  // read every line, and an empty list is planned as a hundred ids (a scan of every order).
  const branches: [string, string[]][] = [
    ['select l.id from royalty_sales_lines l where l.order_id in', orders],
    [
      'select l.id from royalty_sales_orders o join royalty_sales_lines l on l.order_id = o.id where o.address_id in',
      addresses,
    ],
    ['select l.id from royalty_sales_lines l where l.id in', lines],
  ];
  const used = branches.filter(([, values]) => values.length > 0);
  const found: Record<string, unknown>[] = (
    await tx.raw(
      // Each touched line and its order by their keys (`offset 0`): joined as sets, the planner
      // scanned every line and order of the publisher for each batch.
      `with touched as (${used.map(([sql]) => `${sql} ${inList}`).join('\n         union\n         ')})
       select l.id, l.order_id, l.product_id, l.quantity, l.retail_price_cents, l.unit_price_cents,
              l.discount_basis_points, l.accounted, o.paid_date, o.ship_date, a.country, ${lineReturnsSql('l')}
         from touched t
         cross join lateral (select * from royalty_sales_lines where id = t.id offset 0) as l
         cross join lateral (select * from royalty_sales_orders where id = l.order_id offset 0) as o
         left join royalty_sales_addresses a on a.id = o.address_id
        where ${datedOrder} or l.accounted is not null`,
      used.map(([, values]) => ids(values)),
    )
  ).rows;
  const removedLines = new Set(lines);
  const deletedOrders = new Set(rows.marked(marks.deletedOrder));
  return found.map((row) => {
    const removed = removedLines.has(row.id as string) || deletedOrders.has(row.order_id as string);
    const counts = row.paid_date !== null || row.ship_date !== null;
    const accounted = jsonOf(row.accounted) as LineFacts | null;
    return {
      id: row.id as string,
      removed,
      now:
        removed || !counts ? null : lineFacts({ ...royaltyOrderLineOfRow(row), productId: row.product_id as string }),
      accounted: accounted && lineFacts(accounted),
    };
  });
}

/** The products whose royalties the batch's expenses moved (expenses of no product move none). */
async function expenseProducts(tx: Knex.Transaction, rows: RowWrites): Promise<string[]> {
  const expenses = [...rows.marked(marks.expense), ...rows.marked(marks.deletedExpense)];
  const products = rows.marked(marks.product);
  if (expenses.length === 0) return products;
  const found: { product_id: string }[] = await tx('royalty_sales_expenses')
    .whereRaw(`id in ${inList}`, [ids(expenses)])
    .whereNotNull('product_id')
    .select('product_id');
  return [...products, ...found.map((row) => row.product_id)];
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

interface RoyaltyFacts extends LedgerRoyalty {
  tier_split: RunningSplit | string | null;
}

/** The royalties named, of the products, or of the publishers. */
async function royaltiesOf(
  tx: Knex.Transaction,
  of: { ids: string[]; products: string[]; publishers: string[] },
): Promise<RoyaltyFacts[]> {
  return (
    await tx.raw(
      `select id, publisher_id, creator_id, product_id, region_id, tiers, tier_split from royalties
        where id in ${inList} or product_id in ${inList} or publisher_id in ${inList}`,
      [ids(of.ids), ids(of.products), ids(of.publishers)],
    )
  ).rows;
}

/**
 * Computes again, with the royalty engine, the figures of every royalty the batch touched: its own
 * changes and payments, its product's lines and expenses, its orders' dates and addresses, its
 * publisher's accounting method and regions. Once per royalty per batch, from this read model's copies.
 * Each royalty keeps its running tier split: a batch that only adds sales after the last one counted
 * continues it from the lines it touched; anything else (a counted line changed or removed, a
 * backdated sale, new tiers, regions or method) splits all the product's lines again.
 */
async function computeTouchedRoyalties(tx: Knex.Transaction, rows: RowWrites) {
  const lines = await touchedLines(tx, rows);
  const products = new Set(await expenseProducts(tx, rows));
  for (const line of lines) {
    if (line.now) products.add(line.now.productId);
    if (line.accounted) products.add(line.accounted.productId);
  }
  deleteDeferredFacts(rows);
  await rows.flush();
  const royaltyIds = rows.marked(marks.royalty);
  // Royalties whose reserve, statement periods or advances changed: their figures again, their split kept.
  const paidRoyaltyIds = [...rows.marked(marks.payment), ...rows.marked(ledgerMark)];
  const publishers = rows.marked(marks.publisher);
  if (products.size + royaltyIds.length + paidRoyaltyIds.length + publishers.length > 0) {
    await computeRoyalties(tx, rows, { lines, products: [...products], royaltyIds, paidRoyaltyIds, publishers });
  }
  for (const line of lines) {
    if (!line.removed && JSON.stringify(line.now) !== JSON.stringify(line.accounted))
      rows.update('royalty_sales_lines', line.id, { accounted: line.now });
  }
  await rows.flush();
}

/** The counting lines (of dated orders) of each of the products. */
type LinesReader = (tx: Knex.Transaction, productIds: string[]) => Promise<Map<string, LineFacts[]>>;

/** The lines from their facts where they are kept: each line joined to its order, address and returns. */
const linesFromFacts: LinesReader = async (tx, productIds) => {
  const lines = await tx.raw(
    `select l.id, l.product_id, l.quantity, l.retail_price_cents, l.unit_price_cents, l.discount_basis_points,
            o.paid_date, o.ship_date, a.country, ${lineReturnsSql('l')}
       from royalty_sales_lines l
       join royalty_sales_orders o on o.id = l.order_id
       left join royalty_sales_addresses a on a.id = o.address_id
      where l.product_id in ${inList} and ${datedOrder}`,
    [ids(productIds)],
  );
  return groupByKey(
    (lines.rows as Record<string, unknown>[]).map((row): LineFacts => ({
      ...royaltyOrderLineOfRow(row),
      productId: row.product_id as string,
    })),
    (line) => line.productId,
  );
};

/**
 * The lines as last counted (`accounted`): the same facts once every line of a dated order holds
 * them, as at the end of a rebuild, read from one column instead of four tables.
 */
const linesAsAccounted: LinesReader = async (tx, productIds) => {
  const lines: { accounted: LineFacts | string }[] = (
    await tx.raw(`select accounted from royalty_sales_lines where product_id in ${inList} and accounted is not null`, [
      ids(productIds),
    ])
  ).rows;
  return groupByKey(
    lines.map((line) => jsonOf(line.accounted) as LineFacts),
    (line) => line.productId,
  );
};

async function computeRoyalties(
  tx: Knex.Transaction,
  rows: RowWrites,
  touched: {
    lines: TouchedLine[];
    products: string[];
    royaltyIds: string[];
    paidRoyaltyIds: string[];
    publishers: string[];
  },
  readLines: LinesReader = linesFromFacts,
) {
  const royalties = await royaltiesOf(tx, {
    ids: [...touched.royaltyIds, ...touched.paidRoyaltyIds],
    products: touched.products,
    publishers: touched.publishers,
  });
  // An advance recoups from all its royalties: the creators' advances, and each of their royalties.
  const advances = await creatorAdvances(
    tx,
    royalties.map((royalty) => royalty.publisher_id),
    royalties.map((royalty) => royalty.creator_id),
  );
  const selected = new Set(royalties.map((royalty) => royalty.id));
  const advanceRoyaltyIds = new Set(advances.flatMap((advance) => advance.royaltyIds));
  const others = [...advanceRoyaltyIds].filter((id) => !selected.has(id));
  if (others.length > 0) royalties.push(...(await royaltiesOf(tx, { ids: others, products: [], publishers: [] })));
  if (royalties.length === 0) return;
  const reserved = await reservedRoyalties(
    tx,
    royalties.map((royalty) => royalty.id),
  );
  const ledgerRoyalties = royalties.filter((royalty) => reserved.has(royalty.id) || advanceRoyaltyIds.has(royalty.id));
  const publisherIds = ids(royalties.map((royalty) => royalty.publisher_id));
  // One after another: the batch's transaction is one connection.
  const settings = await tx('royalty_publishers').whereRaw(`id in ${inList}`, [publisherIds]);
  const regions = await tx('royalty_regions').whereRaw(`publisher_id in ${inList}`, [publisherIds]);
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
  const nowOf = groupByKey(
    touched.lines.flatMap((line) => (line.now ? [line.now] : [])),
    (line) => line.productId,
  );
  const accountedOf = groupByKey(
    touched.lines.flatMap((line) => (line.accounted ? [line.accounted] : [])),
    (line) => line.productId,
  );
  const startAgain = new Set([...touched.royaltyIds]);
  const publishers = new Set(touched.publishers);

  // Each royalty's split continued from the touched lines where it can be; the others start again.
  const splits = new Map<string, RunningSplit>();
  const again: (RoyaltyFacts & { scope: RoyaltyScope; tiersOfEngine: RoyaltyTiers })[] = [];
  for (const royalty of royalties) {
    const scope = royaltyScope(
      { regionId: royalty.region_id },
      royaltySettingsOfRows(settingsOf.get(royalty.publisher_id), regionsOf.get(royalty.publisher_id) ?? []),
    );
    const tiersOfEngine = engineTiers(royalty.tiers);
    const kept = jsonOf(royalty.tier_split) as RunningSplit | null;
    const continued =
      kept && !startAgain.has(royalty.id) && !publishers.has(royalty.publisher_id)
        ? continuedRunningSplit(
            tiersOfEngine,
            kept,
            royaltySaleEntries(accountedOf.get(royalty.product_id) ?? [], scope),
            royaltySaleEntries(nowOf.get(royalty.product_id) ?? [], scope),
          )
        : null;
    if (continued) splits.set(royalty.id, continued);
    else again.push({ ...royalty, scope, tiersOfEngine });
  }
  const lineProducts = [...again, ...ledgerRoyalties].map((royalty) => royalty.product_id);
  const linesOf = lineProducts.length > 0 ? await readLines(tx, lineProducts) : new Map<string, LineFacts[]>();
  for (const royalty of again) {
    const productLines = linesOf.get(royalty.product_id) ?? [];
    splits.set(royalty.id, runningSplitOf(royalty.tiersOfEngine, royaltySaleEntries(productLines, royalty.scope)));
  }
  const ledgerFigures = await ledgerListFigures(tx, ledgerRoyalties, advances, linesOf, (royalty) =>
    royaltySettingsOfRows(settingsOf.get(royalty.publisher_id), regionsOf.get(royalty.publisher_id) ?? []),
  );

  const expenses: { product_id: string; amount_cents: string }[] = (
    await tx.raw(
      `select product_id, sum(amount_cents)::bigint as amount_cents from royalty_sales_expenses
        where product_id in ${inList} group by product_id`,
      [ids(royalties.map((royalty) => royalty.product_id))],
    )
  ).rows;
  const expensesOf = new Map(expenses.map((row) => [row.product_id, Number(row.amount_cents)]));
  const payments = await tx.raw(
    `select royalty_id, sum(amount_cents)::bigint as paid_cents, count(*)::int as payments_count
       from royalty_payments where royalty_id in ${inList} group by royalty_id`,
    [ids(royalties.map((royalty) => royalty.id))],
  );
  const paidOf = new Map(
    (payments.rows as { royalty_id: string; paid_cents: string; payments_count: number }[]).map((row) => [
      row.royalty_id,
      row,
    ]),
  );
  for (const royalty of royalties) {
    const split = splits.get(royalty.id)!;
    // Payments are summed by the query: the life figures do not depend on them.
    const life = lifeFiguresOfSplit(engineTiers(royalty.tiers), split, expensesOf.get(royalty.product_id) ?? 0);
    const paid = paidOf.get(royalty.id);
    const paidCents = Number(paid?.paid_cents ?? 0);
    // A reserve or an advance: the statement's ledger rule; else owed is what was earned.
    const ledger = ledgerFigures.get(royalty.id);
    rows.update('royalties', royalty.id, {
      units: life.units,
      revenue_cents: life.revenueCents,
      expenses_cents: life.expensesCents,
      credit_cents: life.creditCents,
      debit_cents: life.debitCents,
      owed_cents: ledger?.owedCents ?? owedCents(life),
      paid_cents: paidCents,
      balance_cents: ledger?.balanceCents ?? balanceCents(life, paidCents),
      payments_count: paid?.payments_count ?? 0,
      tier_split: split,
    });
  }
}

/** Royalties computed per batch of statements at the end of a rebuild. */
const royaltiesPerRebuildStep = 500;

/**
 * The end of a rebuild: every line of a dated order marked with the facts counted, and every
 * royalty computed once from those facts, as batch after batch would have left them. While
 * rebuilding, a batch touches most products, so the figures each batch computed were computed
 * again by the next (royalties alone at L: 70 s, half of it these).
 */
async function computeAllRoyalties(tx: Knex.Transaction) {
  // The facts as lineFacts orders them, built where the rows are: one statement instead of a
  // round trip of every line (the rebuild's test checks they equal what the batches leave). Every
  // counted line changes, so the table is written again whole rather than updated row by row. The
  // figures then read each product's lines from this one column (linesAsAccounted).
  await rewriteTable(
    tx,
    'royalty_sales_lines',
    `select l.id, l.order_id, l.product_id, l.quantity, l.retail_price_cents, l.unit_price_cents,
            l.discount_basis_points,
            case when ${datedOrder}
                 then jsonb_build_object(
                        'productId', l.product_id, 'lineId', l.id, 'quantity', l.quantity,
                        'retailPriceCents', l.retail_price_cents, 'unitPriceCents', l.unit_price_cents,
                        'discountBasisPoints', l.discount_basis_points, 'paidDate', o.paid_date,
                        'shipDate', o.ship_date, 'country', a.country, 'returns', coalesce(r.returns, '[]'))
                 else l.accounted end as accounted
       from royalty_sales_lines l
       left join royalty_sales_orders o on o.id = l.order_id
       left join royalty_sales_addresses a on a.id = o.address_id
       left join (select line_id,
                         jsonb_agg(jsonb_build_object('date', return_date, 'quantity', quantity)
                                   order by return_date, quantity) as returns
                    from royalty_sales_returns
                   group by line_id) r on r.line_id = l.id
      order by l.product_id`,
  );
  // In the lines' order, so each step reads one stretch of the table rather than pages all over
  // it: the table outgrows the server's buffers, and each step read it again from the OS.
  const royaltyIds: string[] = await tx('royalties').orderBy(['product_id', 'id']).pluck('id');
  for (let start = 0; start < royaltyIds.length; start += royaltiesPerRebuildStep) {
    const rows = new RowWrites(tx);
    // Named royalties start their split again: every one from all its product's lines.
    await computeRoyalties(
      tx,
      rows,
      {
        lines: [],
        products: [],
        royaltyIds: royaltyIds.slice(start, start + royaltiesPerRebuildStep),
        paidRoyaltyIds: [],
        publishers: [],
      },
      linesAsAccounted,
    );
    await rows.flush();
  }
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
    'royalty_counters',
    'royalty_payment_counters',
    'royalty_sales_orders',
    'royalty_sales_lines',
    'royalty_sales_returns',
    'royalty_sales_addresses',
    'royalty_sales_expenses',
    'royalty_publishers',
    'royalty_regions',
    ...ledgerTables,
    ...listNameTables,
  ],
  // Read by live batches alone (`touchedLines`): a rebuild's end joins every order to its address.
  screenIndexes: { royalty_sales_orders: ['address_id'] },
  listOrder: { royalties: 'publisher_id, title, display_name, id' },
  handlers: {
    ...ledgerHandlers,
    ...listNameHandlers,
    RoyaltyCreated: (rows, event) => {
      const { royaltyId, publisherId, creatorId, productId, regionId, tiers, adminNotes } = event.data;
      moveRecordCount(rows, counted.royalties.counterTable, publisherId, 1);
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
      markNewRoyalty(rows, royaltyId);
    },
    RoyaltyTiersChanged: (rows, event) => editRoyalty(rows, event, tierColumns(event.data.tiers)),
    RoyaltyNotesChanged: (rows, event) => editRoyalty(rows, event, { admin_notes: event.data.adminNotes }),
    RoyaltyDeleted: async (rows, event) => {
      await countDeleted(rows, event, counted.royalties, event.data.royaltyId);
      rows.delete('royalties', event.data.royaltyId);
    },
    RoyaltyPaymentRecorded: (rows, event) => {
      const { paymentId, royaltyId, publisherId, ...fields } = event.data;
      moveRecordCount(rows, counted.payments.counterTable, publisherId, 1);
      rows.upsert('royalty_payments', {
        id: paymentId,
        publisher_id: publisherId,
        royalty_id: royaltyId,
        ...paymentColumns(fields),
        ...createdColumns(event),
      });
      rows.mark(marks.payment, royaltyId);
      markNewPayment(rows, paymentId);
    },
    RoyaltyPaymentChanged: (rows, event) => {
      rows.update('royalty_payments', event.data.paymentId, {
        ...paymentColumns(event.data.changes),
        ...editedColumns(event),
      });
      rows.mark(marks.payment, event.data.royaltyId);
    },
    RoyaltyPaymentDeleted: async (rows, event) => {
      await countDeleted(rows, event, counted.payments, event.data.paymentId);
      rows.delete('royalty_payments', event.data.paymentId);
      rows.mark(marks.payment, event.data.royaltyId);
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
      // An order may name the address before it is added: its lines' country moves.
      rows.mark(marks.address, event.data.itemId);
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
  afterBatch: async (tx, rows, { rebuilding }) => {
    if (rebuilding) {
      // The facts only: the figures and the lists' counts wait for the end (afterRebuild).
      deleteDeferredFacts(rows);
      await rows.flush();
    } else {
      await computeTouchedRoyalties(tx, rows);
      await writeCountsMoved(tx, rows);
    }
    await copyListNames(tx, rows);
  },
  afterRebuild: async (tx) => {
    await computeAllRoyalties(tx);
    for (const tables of Object.values(counted)) await countAllRecords(tx, tables);
  },
});

import {
  allTimeStart,
  chartMonths,
  financialRatios,
  formatCents,
  monthlyProfitLossCents,
  type ProfitLossExportRow,
  profitMargin,
  type RegionOfCountry,
} from '@colophon/domain';
import { findOnixCode, productForms } from '@colophon/events';
import { expensesRollup, royaltyPaymentsCategory } from '@colophon/projector/reporting/dailyExpenses/rows';
import { salesRollup } from '@colophon/projector/reporting/dailySales/rows';
import { profitSql } from '@colophon/projector/reporting/productRollup';
import type { Knex } from 'knex';

import type {
  CategoryAmount,
  DailySeries,
  FinancialSummary,
  ProductReportRow,
  ProductReportSortField as GraphQLSortField,
  ReportStats,
  RevenueExpenses,
  SalespersonSales,
  TopProductRow,
  TopTen,
} from '../generated/resolvers.ts';
import { pageSize } from '../shared/paging.ts';
import { dayAfter, dayBefore, type Grain, nextPeriod, type PeriodRun, periodRuns } from './periodRuns.ts';

/**
 * What a report reads: one publisher, a date range (orders by created date, expenses by date),
 * optionally some products, and which orders count as revenue (marked paid, or shipped, by the
 * publisher's accounting method). Every query reads the reporting read models, never the orders.
 */
export interface ReportScope {
  publisherId: string;
  startDate: string;
  endDate: string;
  productIds: readonly string[] | null;
  countedWhen: 'paid' | 'shipped';
}

type Cents = string | number;
const cents = (value: Cents | null | undefined) => Number(value ?? 0);
const formatName = (code: string | null) =>
  code ? (findOnixCode('productForms', code)?.value ?? code) : 'Unknown format';
const uncategorized = 'Uncategorized';
/** Royalty payments, counted as expenses on their sent date. */
const royaltyPayments = 'Royalties';

type SalesDimension = 'total' | keyof typeof salesRollup.dimensions;
type ExpenseDimension = 'total' | keyof typeof expensesRollup.dimensions;

/** A run of periods and the sign its rows are summed with. */
interface SignedRun {
  grain: Grain | 'all';
  first: string;
  last: string;
  sign: 1 | -1;
}

const positive = (runs: PeriodRun[]): SignedRun[] => runs.map((run) => ({ ...run, sign: 1 }));

/**
 * The roll-up runs a scope reads, no coarser than `coarsest`. A range from the start of all time
 * reads the `all` rows less what lies after its end (usually nothing): one row per product or
 * customer instead of one per year.
 */
function runsOf(scope: ReportScope, coarsest: Grain): SignedRun[] {
  if (coarsest !== 'year' || scope.startDate > allTimeStart) return positive(periodRuns(scope, coarsest));
  const outside = [
    { startDate: '0001-01-01', endDate: dayBefore(scope.startDate) },
    { startDate: dayAfter(scope.endDate), endDate: '9999-12-31' },
  ].filter((range) => range.startDate <= range.endDate);
  return [
    { grain: 'all', first: 'all', last: 'all', sign: 1 },
    ...outside.flatMap((range) => periodRuns(range, 'year')).map((run) => ({ ...run, sign: -1 as const })),
  ];
}

/** A month (YYYY-MM), a year (YYYY) or all time (`all`): the periods `product_rollup` sums. */
interface WholePeriod {
  grain: 'month' | 'year' | 'all';
  period: string;
}

/**
 * The one period a scope covers exactly, if it does: a whole month or year, or all time when the
 * publisher has no sale counted nor expense outside the range (the total rows of the days, months
 * and years outside, a few index probes). Not for a scope narrowed to some products.
 */
async function wholePeriodOf(db: Knex, scope: ReportScope): Promise<WholePeriod | null> {
  const [run, ...outside] = runsOf(scope, 'year');
  if (scope.productIds || !run || run.grain === 'day' || run.first !== run.last) return null;
  if (outside.length === 0) return { grain: run.grain, period: run.first };
  const heldOutside = (table: string) =>
    db(table)
      .where({ publisher_id: scope.publisherId, dimension: 'total' })
      .where((periods) => {
        for (const { grain, first, last } of outside)
          periods.orWhere((inRun) => inRun.where('grain', grain).whereBetween('period', [first, last]));
      })
      .select(db.raw('1'));
  const { rows } = await db.raw('select exists (?) or exists (?) as held', [
    heldOutside('sales_rollup').where(`${scope.countedWhen}_rows`, '>', 0),
    heldOutside('expenses_rollup'),
  ]);
  return rows[0].held ? null : { grain: 'all', period: 'all' };
}

/**
 * Units, revenue and expenses per product over a whole period, read from `product_rollup` (one
 * row each, already summed): products with sales counted or expenses in it.
 */
const wholePeriodFigures = (db: Knex, scope: ReportScope, { grain, period }: WholePeriod) =>
  db('product_rollup')
    .where({ publisher_id: scope.publisherId, grain, period })
    .where((held) => held.where(`${scope.countedWhen}_rows`, '>', 0).orWhere('expenses', '>', 0))
    .select(
      db.raw('product_id as grouped'),
      db.raw('?? as units', [`${scope.countedWhen}_units`]),
      db.raw('?? as net_cents', [`${scope.countedWhen}_net_cents`]),
      'expense_cents',
    );

/** The periods of a run, when there are a few (the years after a range up to 9999 are not listed). */
function periodsOf(run: SignedRun): string[] | null {
  if (run.grain === 'all') return ['all'];
  if (run.grain !== 'month' && run.grain !== 'year') return null;
  const periods: string[] = [];
  for (let period = run.first; period <= run.last && periods.length <= 24; period = nextPeriod(run.grain, period))
    periods.push(period);
  return periods.length <= 24 ? periods : null;
}

/**
 * The rows a report sums, as one union: each with its key (the dimension's value), its period (a
 * day, month, year or `all`) and signed figures: `sold` (daily sales rows counted as revenue),
 * `units`, `gross_cents`, `net_cents`, `spent` (expenses) and `expense_cents`. Sales and expense
 * parts can be mixed: a P&L sums both per product.
 */
type Part = Knex.QueryBuilder;
const figureColumns = ['sold', 'units', 'gross_cents', 'net_cents', 'spent', 'expense_cents'] as const;
type Figure = (typeof figureColumns)[number];

/** Counts and units fit an integer (summed without allocating); cents need a bigint. */
const figureType = (column: Figure) => (column.endsWith('_cents') ? 'bigint' : 'int');

function selectFigures(
  db: Knex,
  query: Knex.QueryBuilder,
  keyColumn: string | null,
  period: string,
  figures: Partial<Record<Figure, string>>,
  sign: number,
) {
  return query.select(
    db.raw(keyColumn ? `${keyColumn}::text as key` : 'null::text as key'),
    db.raw(`${period} as period`),
    ...figureColumns.map((column) =>
      db.raw(`(${sign} * ${figures[column] ?? '0'})::${figureType(column)} as ${column}`),
    ),
  );
}

/** Where a report's sales or expenses come from: a daily table and its roll-up, and their figures. */
interface Source<Dimension extends string> {
  daily: { table: string; date: string; figures: Partial<Record<Figure, string>>; counted?: string };
  rollup: { table: string; figures: Partial<Record<Figure, string>>; counted?: string };
  dimensions: Readonly<Record<Exclude<Dimension, 'total'>, string>>;
}

/** Sales counted as revenue: orders marked paid, or shipped (the publisher's accounting method). */
const salesSource = (counted: ReportScope['countedWhen']): Source<SalesDimension> => ({
  daily: {
    table: 'sales_daily',
    date: 'sale_date',
    figures: { sold: '1', units: 'units', gross_cents: 'gross_cents', net_cents: 'net_cents' },
    counted,
  },
  rollup: {
    table: 'sales_rollup',
    figures: {
      sold: `${counted}_rows`,
      units: `${counted}_units`,
      gross_cents: `${counted}_gross_cents`,
      net_cents: `${counted}_net_cents`,
    },
    counted: `${counted}_rows`,
  },
  dimensions: salesRollup.dimensions,
});

const expensesSource: Source<ExpenseDimension> = {
  daily: {
    table: 'expenses_daily',
    date: 'expense_date',
    figures: { spent: 'expenses', expense_cents: 'amount_cents' },
  },
  rollup: { table: 'expenses_rollup', figures: { spent: 'expenses', expense_cents: 'amount_cents' } },
  dimensions: expensesRollup.dimensions,
};

/**
 * The scope's rows of a source keyed by `dimension`, perhaps only those of some `keys`. Whole
 * months, years and all time come from the roll-up; days from it for the total and from the daily
 * table otherwise (the roll-up keeps no days per product or customer); a scope narrowed to
 * products reads the daily table. By product, rows with no product (company expenses) are left out.
 */
function parts<Dimension extends string>(
  db: Knex,
  scope: ReportScope,
  source: Source<Dimension>,
  dimension: Dimension | 'total',
  coarsest: Grain,
  keys: readonly string[] | null = null,
): Part[] {
  const column = dimension === 'total' ? null : source.dimensions[dimension as Exclude<Dimension, 'total'>];
  const fromDaily = (startDate: string, endDate: string, sign: number) => {
    const { table, date, figures, counted } = source.daily;
    const query = db(table).where('publisher_id', scope.publisherId).whereBetween(date, [startDate, endDate]);
    if (counted) query.where(counted, true);
    if (scope.productIds) query.whereIn('product_id', scope.productIds);
    if (dimension === 'product') query.whereNotNull('product_id');
    if (keys && column) query.whereIn(column, keys);
    return selectFigures(db, query, column, date, figures, sign);
  };
  if (scope.productIds) return [fromDaily(scope.startDate, scope.endDate, 1)];
  return runsOf(scope, coarsest).map((run) => {
    if (run.grain === 'day' && column) return fromDaily(run.first, run.last, run.sign);
    const { table, figures, counted } = source.rollup;
    const query = db(table).where({ publisher_id: scope.publisherId, dimension, grain: run.grain });
    // For some keys, each period looked up by key (the roll-up's key ends with it); a range of
    // periods would be scanned whole once per key.
    const periods = keys && periodsOf(run);
    if (periods) query.whereIn('period', periods);
    else query.whereBetween('period', [run.first, run.last]);
    if (counted) query.where(counted, '>', 0);
    if (dimension === 'product') query.whereNotNull('key');
    if (keys) query.whereIn('key', keys);
    return selectFigures(db, query, column && 'key', 'period', figures, run.sign);
  });
}

const salesParts = (
  db: Knex,
  scope: ReportScope,
  dimension: SalesDimension,
  coarsest: Grain,
  keys: readonly string[] | null = null,
) => parts(db, scope, salesSource(scope.countedWhen), dimension, coarsest, keys);

const expenseParts = (
  db: Knex,
  scope: ReportScope,
  dimension: ExpenseDimension,
  coarsest: Grain,
  keys: readonly string[] | null = null,
) => parts(db, scope, expensesSource, dimension, coarsest, keys);

type Amount = 'units' | 'gross_cents' | 'net_cents' | 'expense_cents';

/**
 * The parts' `amounts` summed per `groupBy` (an expression over `key` and `period`), keeping only
 * groups with something counted: a sale or an expense left after the signs. Only the amounts a
 * report shows are summed: fewer sums, less memory per group.
 */
function summed(db: Knex, parts: Part[], groupBy: string | null, amounts: readonly Amount[]) {
  const [first, ...rest] = parts as [Part, ...Part[]];
  const union = rest.length > 0 ? first.unionAll(rest, true) : first;
  const query = db
    .from(union.as('f'))
    .select(...amounts.map((column) => db.raw(`sum(${column})::bigint as ${column}`)))
    .havingRaw('(sum(sold) <> 0 or sum(spent) <> 0)');
  if (groupBy) query.select(db.raw(`${groupBy} as grouped`)).groupByRaw(groupBy);
  return query;
}

interface Figures {
  grouped: string | null;
  units: Cents;
  gross_cents: Cents;
  net_cents: Cents;
  expense_cents: Cents;
}

async function dailySeries(
  db: Knex,
  parts: Part[],
  amount: 'gross_cents' | 'net_cents' | 'expense_cents',
  scope: ReportScope,
) {
  const rows: Figures[] = await summed(db, parts, 'period', [amount]).orderBy('grouped');
  const total = rows.reduce((sum, row) => sum + cents(row[amount]), 0);
  return {
    startDate: scope.startDate,
    endDate: scope.endDate,
    points: rows.map((row) => ({ date: row.grouped!, amount: formatCents(row[amount]) })),
    total: formatCents(total),
  } satisfies DailySeries;
}

/** Gross (before discounts) or net (as charged) sales per day. */
export const salesByDate = (db: Knex, scope: ReportScope, measure: 'gross' | 'net') =>
  dailySeries(db, salesParts(db, scope, 'total', 'day'), `${measure}_cents`, scope);

export const expensesByDate = (db: Knex, scope: ReportScope) =>
  dailySeries(db, expenseParts(db, scope, 'total', 'day'), 'expense_cents', scope);

/** Units, revenue and expenses per product over the scope: products with sales or product expenses. */
const productFigures = (db: Knex, scope: ReportScope, keys: readonly string[] | null = null) =>
  summed(
    db,
    productRollupParts(db, scope, keys) ?? [
      ...salesParts(db, scope, 'product', 'year', keys),
      ...expenseParts(db, scope, 'product', 'year', keys),
    ],
    'key',
    ['units', 'net_cents', 'expense_cents'],
  );

/**
 * A product's sales and expenses over runs of whole months, years and all time, from one row of
 * `product_rollup` each rather than one of each roll-up: null when the scope has days at either
 * end (`product_rollup` keeps none) or is narrowed to some products.
 */
function productRollupParts(db: Knex, scope: ReportScope, keys: readonly string[] | null): Part[] | null {
  const runs = runsOf(scope, 'year');
  if (scope.productIds || runs.some((run) => run.grain === 'day')) return null;
  const counted = scope.countedWhen;
  return runs.map((run) => {
    const query = db('product_rollup').where({ publisher_id: scope.publisherId, grain: run.grain });
    // For some keys, each period looked up by key (the key ends with it), as in `parts`.
    const periods = keys && periodsOf(run);
    if (periods) query.whereIn('period', periods);
    else query.whereBetween('period', [run.first, run.last]);
    if (keys) query.whereIn('product_id', keys);
    const figures = {
      sold: `${counted}_rows`,
      units: `${counted}_units`,
      net_cents: `${counted}_net_cents`,
      spent: 'expenses',
      expense_cents: 'expense_cents',
    };
    return selectFigures(db, query, 'product_id', 'period', figures, run.sign);
  });
}

interface ProductDetails {
  product_work_id: string | null;
  title: string | null;
  isbn: string | null;
  format_code: string | null;
  retail_price_cents: Cents | null;
  publication_date: string | null;
}

/** The catalogue's details of the publisher's products (absent for a product since deleted). */
const productDetails = (db: Knex, publisherId: string) =>
  db('products as p')
    .join('product_works as w', 'w.id', 'p.product_work_id')
    .where('p.publisher_id', publisherId)
    .select(
      'p.id',
      'p.product_work_id',
      'w.title',
      'p.isbn',
      'p.format_code',
      'p.retail_price_cents',
      db.raw(`to_char(p.publication_date, 'YYYY-MM-DD') as publication_date`),
    );

const detailColumns = [
  'd.product_work_id',
  'd.title',
  'd.isbn',
  'd.format_code',
  'd.retail_price_cents',
  'd.publication_date',
] as const;

/** Figures per product (a few: a top ten) joined to the catalogue's details of each. */
const withDetails = (db: Knex, figures: Knex.QueryBuilder, publisherId: string) =>
  db
    .from(figures.as('g'))
    .leftJoin(productDetails(db, publisherId).as('d'), 'd.id', 'g.grouped')
    .select('g.*', ...detailColumns);

/** A P&L row; its `authors` are resolved only when asked for (see the ProductReportRow resolver). */
export type ProductFiguresRow = Omit<ProductReportRow, 'authors'>;

function productReportRow(row: Figures & ProductDetails, scope: ReportScope): ProductFiguresRow {
  const profit = cents(row.net_cents) - cents(row.expense_cents);
  return {
    productId: row.grouped!,
    productWorkId: row.product_work_id,
    title: row.title || null,
    isbn: row.isbn || null,
    formatType: row.format_code === null ? null : formatName(row.format_code),
    retailPrice: row.retail_price_cents === null ? null : formatCents(row.retail_price_cents),
    units: cents(row.units),
    revenue: formatCents(row.net_cents),
    expenses: formatCents(row.expense_cents),
    profit: formatCents(profit),
    profitMargin: profitMargin(profit, cents(row.net_cents)),
    monthlyProfitLoss: formatCents(monthlyProfitLossCents(profit, row.publication_date, scope.endDate)),
    publicationDate: row.publication_date,
  };
}

/** The P&L by product's sortable columns (the table's headers). */
export const productReportSortFields = [
  'TITLE',
  'ISBN',
  'FORMAT_TYPE',
  'RETAIL_PRICE',
  'UNITS',
  'REVENUE',
  'EXPENSES',
  'PROFIT',
  'PROFIT_MARGIN',
] as const satisfies readonly GraphQLSortField[];
export type ProductReportSortField = (typeof productReportSortFields)[number];

export interface ProductReportOrder {
  field: ProductReportSortField;
  direction: 'ASC' | 'DESC';
}

/** Biggest revenue first: the P&L's order until a column is chosen. */
export const revenueFirst: ProductReportOrder = { field: 'REVENUE', direction: 'DESC' };

/** The format names users see, by ONIX code: the Type column sorts by name, not by code. */
const formatNames = JSON.stringify(Object.fromEntries(productForms.map((form) => [form.code, form.value])));

/**
 * Each sort column as SQL: a figure over the summed figures (`f`), a catalogue column over the
 * product (`p`; its `title` is its title's, kept on each format). Money and counts sort as
 * numbers; an empty ISBN or title counts as none, and nothing sorts last either way.
 */
const sortExpressions: Record<ProductReportSortField, (f: string) => string> = {
  TITLE: () => `nullif(p.title, '')`,
  ISBN: () => `nullif(p.isbn, '')`,
  FORMAT_TYPE: () => `coalesce(cast(:formatNames as jsonb) ->> p.format_code, p.format_code)`,
  RETAIL_PRICE: () => 'p.retail_price_cents',
  UNITS: (f) => `${f}.units`,
  REVENUE: (f) => `${f}.net_cents`,
  EXPENSES: (f) => `${f}.expense_cents`,
  PROFIT: (f) => `${f}.net_cents - ${f}.expense_cents`,
  // The margin's rule (profitMargin): 0 without revenue.
  PROFIT_MARGIN: (f) =>
    `case when ${f}.net_cents = 0 then 0 else (${f}.net_cents - ${f}.expense_cents)::numeric / ${f}.net_cents end`,
};
const sortsByDetail = new Set<ProductReportSortField>(['TITLE', 'ISBN', 'FORMAT_TYPE', 'RETAIL_PRICE']);

interface ProductTotalsRow {
  product_count: Cents;
  total_units: Cents;
  total_net_cents: Cents;
  total_expense_cents: Cents;
}

/** The range's totals over every product of a P&L: the Totals row of its table and of its CSV. */
export interface ProductReportTotals {
  productCount: number;
  units: number;
  revenueCents: number;
  expensesCents: number;
}

/**
 * The P&L by product in `order` (then by product id), one window of it (a page) or whole (the
 * CSV), with the totals of every product of the range, in one statement: the figures are summed
 * once, or over a whole month, year or all time read already summed (`product_rollup`). A sort by
 * a catalogue column joins every product's sort key alone; the details are joined to the window's
 * products only.
 */
async function productReport(
  db: Knex,
  scope: ReportScope,
  order: ProductReportOrder,
  window: { limit: number; offset: number } | null,
): Promise<{ rows: (Figures & ProductDetails)[]; totals: ProductReportTotals }> {
  const direction = order.direction === 'ASC' ? 'asc' : 'desc';
  const byDetail = sortsByDetail.has(order.field);
  /** The order over rows whose figures are `f`'s, and whose catalogue sort key, if any, is `sortKey`. */
  const orderBy = (f: string, sortKey: string) =>
    `${byDetail ? sortKey : sortExpressions[order.field](f)} ${direction} nulls last, ${f}.grouped`;
  const period = await wholePeriodOf(db, scope);
  const query = db
    .with('g', period ? wholePeriodFigures(db, scope, period) : productFigures(db, scope))
    .with(
      'totals',
      db('g').select(
        db.raw('count(*)::int as product_count'),
        ...['units', 'net_cents', 'expense_cents'].map((column) =>
          db.raw(`coalesce(sum(${column}), 0)::bigint as total_${column}`),
        ),
      ),
    );
  const page = db('g').select('g.*');
  if (byDetail)
    // Every product's sort key, hashed: ids compared byte by byte leave the planner no index to
    // look each product up with (thousands of probes where it guesses 200 groups), and a merge
    // would sort 18k ids by the locale's rules, most of the statement's time at size L.
    page
      .joinRaw('left join products p on p.id = g.grouped collate "C" and p.publisher_id = ?', [scope.publisherId])
      .select(db.raw(`${sortExpressions[order.field]('')} as sort_key`, { formatNames }));
  page.orderByRaw(orderBy('g', 'sort_key'));
  if (window) page.limit(window.limit).offset(window.offset);
  query
    .with('page', page)
    .from('totals')
    .leftJoin('page as r', db.raw('true'))
    .leftJoin(productDetails(db, scope.publisherId).as('d'), 'd.id', 'r.grouped')
    .select('totals.*', 'r.*', ...detailColumns)
    .orderByRaw(orderBy('r', 'r.sort_key'));
  const rows: (Figures & ProductDetails & ProductTotalsRow)[] = await query;
  const [first] = rows;
  return {
    // Past the last page the totals come alone, with no product.
    rows: rows.filter((row) => row.grouped !== null),
    totals: {
      productCount: cents(first?.product_count),
      units: cents(first?.total_units),
      revenueCents: cents(first?.total_net_cents),
      expensesCents: cents(first?.total_expense_cents),
    },
  };
}

/** One page (25 rows) of the P&L by product in `order`, and the totals of every product of the range. */
export async function profitLossPage(db: Knex, scope: ReportScope, order: ProductReportOrder, page: number) {
  const current = Math.max(1, Math.floor(page));
  const { rows, totals } = await productReport(db, scope, order, {
    limit: pageSize,
    offset: (current - 1) * pageSize,
  });
  return { rows: rows.map((row) => productReportRow(row, scope)), totals, page: current, pageSize };
}

/** The whole P&L by product in `order` as its CSV shows it, and its totals. */
export async function profitLossExportRows(
  db: Knex,
  scope: ReportScope,
  order: ProductReportOrder,
): Promise<{ rows: ProfitLossExportRow[]; totals: ProductReportTotals }> {
  const { rows, totals } = await productReport(db, scope, order, null);
  return {
    rows: rows.map((row) => ({
      title: row.title,
      isbn: row.isbn,
      formatType: row.format_code === null ? null : formatName(row.format_code),
      retailPriceCents: row.retail_price_cents === null ? null : cents(row.retail_price_cents),
      units: cents(row.units),
      revenueCents: cents(row.net_cents),
      expensesCents: cents(row.expense_cents),
    })),
    totals,
  };
}

/** The products a report is narrowed to, named as the catalogue names them now. */
export async function chosenProducts(db: Knex, scope: ReportScope) {
  if (!scope.productIds) return [];
  const rows: (ProductDetails & { id: string })[] = await productDetails(db, scope.publisherId)
    .whereIn('p.id', scope.productIds)
    .orderBy(['w.title', 'p.id']);
  return rows.map((row) => ({
    productId: row.id,
    title: row.title || null,
    isbn: row.isbn || null,
    formatType: row.format_code === null ? null : formatName(row.format_code),
  }));
}

/** Summed figures biggest first (then by key), perhaps only the first few. */
function ranked(query: Knex.QueryBuilder, amount: keyof Figures, limit?: number) {
  query.orderBy([{ column: amount, order: 'desc' }, { column: 'grouped' }]);
  if (limit) query.limit(limit);
  return query;
}

/** Names of lookup values (categories, salespeople) by id. */
async function lookupNames(db: Knex, publisherId: string, ids: (string | null)[]) {
  const present = ids.filter((id): id is string => id !== null);
  if (present.length === 0) return new Map<string, string>();
  const rows: { id: string; value: string }[] = await db('lookup_values')
    .where('publisher_id', publisherId)
    .whereIn('id', present)
    .select('id', 'value');
  return new Map(rows.map((row) => [row.id, row.value]));
}

export async function expensesByCategory(db: Knex, scope: ReportScope, limit?: number): Promise<CategoryAmount[]> {
  const rows: Figures[] = await ranked(
    summed(db, expenseParts(db, scope, 'category', 'year'), 'key', ['expense_cents']),
    'expense_cents',
  );
  const names = await lookupNames(
    db,
    scope.publisherId,
    rows.map((row) => row.grouped),
  );
  return rows
    .map((row) => ({
      categoryId: row.grouped,
      category:
        row.grouped === royaltyPaymentsCategory
          ? royaltyPayments
          : ((row.grouped && names.get(row.grouped)) ?? uncategorized),
      totalAmount: formatCents(row.expense_cents),
    }))
    .sort((a, b) => Number(b.totalAmount) - Number(a.totalAmount) || a.category.localeCompare(b.category))
    .slice(0, limit);
}

/** Revenue and expenses over the scope, with the summary's ratios. */
export async function financialSummary(db: Knex, scope: ReportScope) {
  const totals: Figures | undefined = await summed(
    db,
    [...salesParts(db, scope, 'total', 'year'), ...expenseParts(db, scope, 'total', 'year')],
    null,
    ['units', 'net_cents', 'expense_cents'],
  ).first();
  const revenue = cents(totals?.net_cents);
  const total = cents(totals?.expense_cents);
  const summary: FinancialSummary = {
    grossRevenue: formatCents(revenue),
    totalExpenses: formatCents(total),
    netProfit: formatCents(revenue - total),
    ...financialRatios(revenue, total),
  };
  return { summary, units: cents(totals?.units) };
}

/** Revenue and expenses per month; months with neither, invalid or after `today` are dropped. */
export async function revenueExpenses(db: Knex, scope: ReportScope, today: string): Promise<RevenueExpenses> {
  const rows: Figures[] = await summed(
    db,
    [...salesParts(db, scope, 'total', 'month'), ...expenseParts(db, scope, 'total', 'month')],
    'substr(period, 1, 7)',
    ['net_cents', 'expense_cents'],
  );
  const byMonth = new Map(rows.map((row) => [row.grouped!, row]));
  const months = chartMonths(byMonth.keys(), today);
  return {
    months,
    revenue: months.map((month) => formatCents(byMonth.get(month)?.net_cents ?? 0)),
    expenses: months.map((month) => formatCents(byMonth.get(month)?.expense_cents ?? 0)),
  };
}

export async function revenueByFormat(db: Knex, scope: ReportScope) {
  const rows: Figures[] = await ranked(
    summed(db, salesParts(db, scope, 'format', 'year'), 'key', ['units', 'net_cents']),
    'net_cents',
  );
  return rows.map((row) => ({
    formatCode: row.grouped,
    format: formatName(row.grouped),
    unitsSold: cents(row.units),
    totalAmount: formatCents(row.net_cents),
  }));
}

/** Revenue per region: each country's sales go to the region holding it, else to 'Rest of World'. */
export async function revenueByRegion(db: Knex, scope: ReportScope, regionOf: RegionOfCountry) {
  const rows: Figures[] = await summed(db, salesParts(db, scope, 'country', 'year'), 'key', ['net_cents']);
  const totals = new Map<string, number>();
  for (const row of rows) {
    const region = regionOf(row.grouped);
    totals.set(region, (totals.get(region) ?? 0) + cents(row.net_cents));
  }
  return [...totals]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([region, total]) => ({ region, totalRevenue: formatCents(total) }));
}

const top = 10;

/** At most this many periods are ranked apart; a longer scope is bounded by all time. */
const rankedPeriodsAtMost = 24;

/** A roll-up period a top ten ranks keys in: by profit (exact there) or by sales before returns (a bound). */
interface BoundingPeriod {
  grain: Grain | 'all';
  period: string;
  measure: 'profit' | 'sales';
}

/**
 * The roll-up periods whose sums bound a key's amount over the scope: the years, months and all
 * time it reads, and the months holding its days at either end. Subtracted runs only lower a
 * revenue. `byProfit`: the scope's whole months and years rank products by profit, which sums
 * over them exactly; the months of its days, and all time (less what lies outside the scope,
 * whose profit may be negative), by sales before returns, which no profit over part of them
 * exceeds.
 */
function boundingPeriods(scope: ReportScope, byProfit: boolean): BoundingPeriod[] {
  const periods = new Map<string, BoundingPeriod>();
  for (const run of runsOf(scope, 'year').filter((run) => run.sign === 1)) {
    const whole =
      run.grain === 'day'
        ? periodsOf({ grain: 'month', first: run.first.slice(0, 7), last: run.last.slice(0, 7), sign: 1 })
        : periodsOf(run);
    const grain = run.grain === 'day' ? 'month' : run.grain;
    const measure = byProfit && run.grain !== 'day' && run.grain !== 'all' ? 'profit' : 'sales';
    for (const period of whole ?? ['all'])
      periods.set(
        `${grain}|${period}`,
        whole ? { grain, period, measure } : { grain: 'all', period, measure: 'sales' },
      );
  }
  const all = [...periods.values()];
  return all.length > rankedPeriodsAtMost || all.some((period) => period.grain === 'all')
    ? [{ grain: 'all', period: 'all', measure: 'sales' }]
    : all;
}

/** Each bounding period's best keys, biggest first, with their amounts there. */
type RankedLists = { period: string; keys: { key: string; amount: Cents }[] }[];

/**
 * Each bounding period's `depth` keys that earned most in it, biggest first, read in the order of
 * an index: by sales before returns from `sales_rollup_by_…_positive_net_cents` (partial on
 * grain <> 'day': the query says so, since the planner cannot tell it of a grain that comes from
 * the parameter), by profit from `product_rollup_by_…_profit`.
 */
async function bestSellersByPeriod(
  db: Knex,
  scope: ReportScope,
  dimension: 'product' | 'customer',
  depth: number,
  byProfit: boolean,
): Promise<RankedLists> {
  const net = `${scope.countedWhen}_positive_net_cents`;
  const profit = profitSql(scope.countedWhen);
  const periods = boundingPeriods(scope, byProfit);
  const measured = (measure: BoundingPeriod['measure']) =>
    JSON.stringify(periods.filter((period) => period.measure === measure));
  const rows: { grain: string; period: string; key: string; amount: Cents }[] = (
    await db.raw(
      `select p.grain, p.period, r.key, r.amount
         from jsonb_to_recordset(?::jsonb) as p(grain text, period text)
        cross join lateral (
          select key, ?? as amount from sales_rollup
           where publisher_id = ? and dimension = ? and grain = p.grain and grain <> 'day' and period = p.period
             and key is not null
           order by ?? desc, key limit ?) as r
       union all
       select p.grain, p.period, r.key, r.amount
         from jsonb_to_recordset(?::jsonb) as p(grain text, period text)
        cross join lateral (
          select product_id as key, ${profit} as amount from product_rollup
           where publisher_id = ? and grain = p.grain and period = p.period
           order by ${profit} desc, product_id limit ?) as r`,
      [measured('sales'), net, scope.publisherId, dimension, net, depth, measured('profit'), scope.publisherId, depth],
    )
  ).rows;
  return periods.map(({ grain, period }) => ({
    period: `${grain}|${period}`,
    keys: rows
      .filter((row) => row.grain === grain && row.period === period)
      .sort((a, b) => cents(b.amount) - cents(a.amount) || (a.key < b.key ? -1 : 1)),
  }));
}

/**
 * The candidates at `count` a period (the first `count` keys of each list) and the bound on every
 * key left out: the sum of each list's next amount, or 0 where that is below 0 (a key left out may
 * have nothing in that period). `everyKey`: no list ran past `count`, so every key of the scope's
 * periods is a candidate.
 */
function cutAt(lists: RankedLists, count: number) {
  const candidates = new Set<string>();
  let bound = 0;
  let everyKey = true;
  for (const { keys } of lists) {
    for (const row of keys.slice(0, count)) candidates.add(row.key);
    const next = keys[count];
    if (next) [bound, everyKey] = [bound + Math.max(cents(next.amount), 0), false];
  }
  return { candidates, bound, everyKey };
}

const firstCount = top * 4;
const lastCount = top * 32;

/**
 * A top ten over the scope, ranked by revenue or by revenue less expenses, from the figures of a
 * few keys rather than all. A key's amount over the scope is at most the sum of its amounts in
 * the bounding periods (`boundingPeriods`: profit where the scope holds the whole period, else
 * sales before returns, which revenue and profit never exceed: prices and discounts are not
 * negative, returns only take away, expenses are never negative): each period's best keys are
 * taken (an index's order), their figures over the scope summed and ranked (`ranked`, given the
 * keys; each round sums only the keys it adds and keeps the best ten of all it summed), and once
 * the tenth ranks above the sum of the periods' next amounts, no key left out can enter (one that
 * ties might: then more keys are taken). Keys without sales enter only a list by profit
 * (`byProfit`: products with expenses alone), and only below zero. Past a few hundred keys a
 * period, or when the list stays short, every key is summed (`ranked(null)`).
 */
async function topKeys<Row extends { grouped: string | null }>(
  db: Knex,
  scope: ReportScope,
  dimension: 'product' | 'customer',
  ranked: (keys: readonly string[] | null) => Promise<Row[]>,
  amountOf: (row: Row) => Cents,
  byProfit: boolean,
): Promise<Row[]> {
  let lists = await bestSellersByPeriod(db, scope, dimension, firstCount + 1, byProfit);
  const summedKeys = new Set<string>();
  let best: Row[] = [];
  for (let count = firstCount; count <= lastCount; count *= 2) {
    // The first round's lists were short of it: read them once as deep as the last round needs.
    if (count === firstCount * 2) lists = await bestSellersByPeriod(db, scope, dimension, lastCount + 1, byProfit);
    const { candidates, bound, everyKey } = cutAt(lists, count);
    const added = [...candidates].filter((key) => !summedKeys.has(key));
    for (const key of added) summedKeys.add(key);
    if (added.length > 0) best = bestOf([...best, ...(await ranked(added))], amountOf);
    const last = best[top - 1];
    if (last && cents(amountOf(last)) > bound) return best;
    if (everyKey) return byProfit ? ranked(null) : best;
  }
  return ranked(null);
}

/** The first ten rows by amount (biggest first), then by key: the order `ranked` gives. */
const bestOf = <Row extends { grouped: string | null }>(rows: Row[], amountOf: (row: Row) => Cents) =>
  rows
    .sort((a, b) => cents(amountOf(b)) - cents(amountOf(a)) || ((a.grouped ?? '') < (b.grouped ?? '') ? -1 : 1))
    .slice(0, top);

export async function reportStats(db: Knex, scope: ReportScope, units: number): Promise<ReportStats> {
  const byRevenue = (dimension: 'product' | 'customer', keys: readonly string[] | null) =>
    ranked(summed(db, salesParts(db, scope, dimension, 'year', keys), 'key', ['net_cents']), 'net_cents', top);
  const [customers, products, topExpenses] = await Promise.all([
    topKeys(
      db,
      scope,
      'customer',
      (keys) =>
        db
          .from(byRevenue('customer', keys).as('g'))
          .leftJoin('customers as c', 'c.id', 'g.grouped')
          .orderBy([{ column: 'g.net_cents', order: 'desc' }, { column: 'g.grouped' }])
          .select('g.grouped', 'g.net_cents', 'c.company', 'c.first_name', 'c.last_name'),
      (row) => row.net_cents,
      false,
    ),
    topKeys(
      db,
      scope,
      'product',
      (keys) =>
        withDetails(db, byRevenue('product', keys), scope.publisherId).orderBy([
          { column: 'g.net_cents', order: 'desc' },
          { column: 'g.grouped' },
        ]) as Promise<(Figures & ProductDetails)[]>,
      (row) => row.net_cents,
      false,
    ),
    expensesByCategory(db, scope, top),
  ]);
  return {
    productsSold: units,
    topCustomers: customers.map(
      (row: {
        grouped: string;
        company: string | null;
        first_name: string | null;
        last_name: string | null;
        net_cents: Cents;
      }) => ({
        customerId: row.grouped,
        companyName: row.company || `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
        totalAmount: formatCents(row.net_cents),
      }),
    ),
    topProducts: products.map((row: Figures & ProductDetails) => ({
      productId: row.grouped!,
      title: row.title ?? 'Unknown Book',
      totalAmount: formatCents(row.net_cents),
    })),
    topExpenses,
  };
}

/** The dashboard's top tens: salespeople by sales with their share, products by profit. */
export async function topTen(db: Knex, scope: ReportScope): Promise<TopTen> {
  const [salespeople, products]: [Figures[], (Figures & ProductDetails)[]] = await Promise.all([
    ranked(summed(db, salesParts(db, scope, 'salesperson', 'year'), 'key', ['net_cents']), 'net_cents'),
    topKeys(
      db,
      scope,
      'product',
      (keys) =>
        withDetails(
          db,
          productFigures(db, scope, keys).orderByRaw('sum(net_cents) - sum(expense_cents) desc, key').limit(top),
          scope.publisherId,
        ).orderByRaw('g.net_cents - g.expense_cents desc, g.grouped') as Promise<(Figures & ProductDetails)[]>,
      (row) => cents(row.net_cents) - cents(row.expense_cents),
      true,
    ),
  ]);
  const names = await lookupNames(
    db,
    scope.publisherId,
    salespeople.map((row) => row.grouped),
  );
  const total = salespeople.reduce((sum, row) => sum + cents(row.net_cents), 0);
  const people: SalespersonSales[] = salespeople.slice(0, top).map((row) => ({
    salespersonId: row.grouped,
    name: (row.grouped && names.get(row.grouped)) ?? 'No Salesperson',
    amount: formatCents(row.net_cents),
    percent: total === 0 ? 0 : Math.round((cents(row.net_cents) / total) * 1000) / 10,
  }));
  return {
    salespeople: people,
    productsByProfit: products.map((row) => {
      const figures = productReportRow(row, scope);
      return {
        productId: figures.productId,
        productWorkId: figures.productWorkId ?? null,
        title: figures.title ?? 'Unknown Book',
        formatName: figures.formatType ?? 'Unknown format',
        revenue: figures.revenue,
        expenses: figures.expenses,
        profit: figures.profit,
      };
    }),
  };
}

/** Top products by revenue, with format, first creator and units. */
export async function topProducts(db: Knex, scope: ReportScope): Promise<TopProductRow[]> {
  const best = summed(db, salesParts(db, scope, 'product', 'year'), 'key', ['units', 'net_cents'])
    .havingRaw('sum(units) > 0')
    .orderBy([{ column: 'net_cents', order: 'desc' }, { column: 'grouped' }])
    .limit(top);
  const rows: (Figures & ProductDetails & { creator: string | null })[] = await withDetails(db, best, scope.publisherId)
    .select(
      db.raw(
        `(select c.display_name from product_creators pc join creators c on c.id = pc.creator_id
           where pc.product_id = g.grouped order by pc.created_at, pc.id limit 1) as creator`,
      ),
    )
    .orderBy([{ column: 'g.net_cents', order: 'desc' }, { column: 'g.grouped' }]);
  return rows.map((row) => ({
    productId: row.grouped!,
    productWorkId: row.product_work_id,
    title: row.title || 'Unknown Book',
    format: row.format_code === null ? 'Unknown format' : formatName(row.format_code),
    creator: row.creator,
    totalAmount: formatCents(row.net_cents),
    unitsSold: cents(row.units),
  }));
}

import {
  chartMonths,
  financialRatios,
  formatCents,
  monthlyProfitLossCents,
  profitMargin,
  type RegionOfCountry,
} from '@colophon/domain';
import { findOnixCode } from '@colophon/events';
import type { Knex } from 'knex';

import type {
  CategoryAmount,
  DailySeries,
  FinancialSummary,
  ProductReportRow,
  ReportStats,
  RevenueExpenses,
  SalespersonSales,
  TopProductRow,
  TopTen,
} from '../generated/resolvers.ts';

/**
 * What a report reads: one publisher, a date range (orders by created date, expenses by date),
 * optionally some products, and which orders count as revenue (marked paid, or shipped, by the
 * publisher's accounting method). Every query reads the daily read models, never the orders.
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

/** Sales rows of the scope that count as revenue. */
function salesOf(db: Knex, scope: ReportScope) {
  const query = db('sales_daily as s')
    .where('s.publisher_id', scope.publisherId)
    .whereBetween('s.sale_date', [scope.startDate, scope.endDate])
    .where(`s.${scope.countedWhen}`, true);
  if (scope.productIds) query.whereIn('s.product_id', scope.productIds);
  return query;
}

function expensesOf(db: Knex, scope: ReportScope) {
  const query = db('expenses_daily as e')
    .where('e.publisher_id', scope.publisherId)
    .whereBetween('e.expense_date', [scope.startDate, scope.endDate]);
  if (scope.productIds) query.whereIn('e.product_id', scope.productIds);
  return query;
}

async function dailySeries(query: Knex.QueryBuilder, dateColumn: string, amountColumn: string, scope: ReportScope) {
  const rows: { date: string; amount: Cents }[] = await query
    .groupBy(dateColumn)
    .orderBy(dateColumn)
    .select({ date: dateColumn }, query.client.raw(`sum(${amountColumn})::bigint as amount`));
  const total = rows.reduce((sum, row) => sum + cents(row.amount), 0);
  return {
    startDate: scope.startDate,
    endDate: scope.endDate,
    points: rows.map((row) => ({ date: row.date, amount: formatCents(row.amount) })),
    total: formatCents(total),
  } satisfies DailySeries;
}

/** Gross (before discounts) or net (as charged) sales per day. */
export const salesByDate = (db: Knex, scope: ReportScope, measure: 'gross' | 'net') =>
  dailySeries(salesOf(db, scope), 's.sale_date', `s.${measure}_cents`, scope);

export const expensesByDate = (db: Knex, scope: ReportScope) =>
  dailySeries(expensesOf(db, scope), 'e.expense_date', 'e.amount_cents', scope);

interface ProductFigures {
  product_id: string;
  units: Cents;
  revenue: Cents;
  expenses: Cents;
}

/** Units, revenue and expenses per product over the scope: products with sales or product expenses. */
function productFigures(db: Knex, scope: ReportScope) {
  const sales = salesOf(db, scope)
    .groupBy('s.product_id')
    .select('s.product_id', db.raw('sum(s.units)::bigint as units'), db.raw('sum(s.net_cents)::bigint as revenue'));
  const expenses = expensesOf(db, scope)
    .whereNotNull('e.product_id')
    .groupBy('e.product_id')
    .select('e.product_id', db.raw('sum(e.amount_cents)::bigint as expenses'));
  return db
    .from(sales.as('sales'))
    .fullOuterJoin(expenses.as('expenses'), 'sales.product_id', 'expenses.product_id')
    .select(
      db.raw('coalesce(sales.product_id, expenses.product_id) as product_id'),
      db.raw('coalesce(sales.units, 0) as units'),
      db.raw('coalesce(sales.revenue, 0) as revenue'),
      db.raw('coalesce(expenses.expenses, 0) as expenses'),
    );
}

interface ProductDetails {
  id: string;
  product_work_id: string;
  title: string;
  isbn: string;
  format_code: string;
  retail_price_cents: Cents;
  publication_date: string | null;
  authors: string[] | null;
}

/** The catalogue's details of some products of the publisher, with their creators in order. */
async function productDetails(db: Knex, publisherId: string, productIds: string[]) {
  if (productIds.length === 0) return new Map<string, ProductDetails>();
  const rows: ProductDetails[] = await db('products as p')
    .join('product_works as w', 'w.id', 'p.product_work_id')
    .where('p.publisher_id', publisherId)
    .whereIn('p.id', productIds)
    .select(
      'p.id',
      'p.product_work_id',
      'w.title',
      'p.isbn',
      'p.format_code',
      'p.retail_price_cents',
      db.raw(`to_char(p.publication_date, 'YYYY-MM-DD') as publication_date`),
      db.raw(
        `(select array_agg(c.display_name order by pc.created_at, pc.id) from product_creators pc
           join creators c on c.id = pc.creator_id where pc.product_id = p.id) as authors`,
      ),
    );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The P&L by product: every product with sales or expenses in the scope, by revenue. */
export async function profitLossByProduct(db: Knex, scope: ReportScope): Promise<ProductReportRow[]> {
  const figures: ProductFigures[] = await productFigures(db, scope);
  const details = await productDetails(
    db,
    scope.publisherId,
    figures.map((row) => row.product_id),
  );
  return figures
    .map((row) => {
      const product = details.get(row.product_id);
      const profit = cents(row.revenue) - cents(row.expenses);
      const publicationDate = product?.publication_date ?? null;
      return {
        productId: row.product_id,
        productWorkId: product?.product_work_id ?? null,
        title: product?.title || null,
        isbn: product?.isbn || null,
        formatType: product ? formatName(product.format_code) : null,
        retailPrice: product ? formatCents(product.retail_price_cents) : null,
        units: cents(row.units),
        revenue: formatCents(row.revenue),
        expenses: formatCents(row.expenses),
        profit: formatCents(profit),
        profitMargin: profitMargin(profit, cents(row.revenue)),
        monthlyProfitLoss: formatCents(monthlyProfitLossCents(profit, publicationDate, scope.endDate)),
        authors: product?.authors ?? [],
        publicationDate,
      };
    })
    .sort((a, b) => Number(b.revenue) - Number(a.revenue) || a.productId.localeCompare(b.productId));
}

export async function expensesByCategory(db: Knex, scope: ReportScope, limit?: number): Promise<CategoryAmount[]> {
  const query = expensesOf(db, scope)
    .leftJoin('lookup_values as l', 'l.id', 'e.category_id')
    .groupBy('e.category_id', 'l.value')
    .orderBy([{ column: 'total', order: 'desc' }, 'l.value'])
    .select('e.category_id', 'l.value', db.raw('sum(e.amount_cents)::bigint as total'));
  if (limit) query.limit(limit);
  const rows: { category_id: string | null; value: string | null; total: Cents }[] = await query;
  return rows.map((row) => ({
    categoryId: row.category_id,
    category: row.value ?? uncategorized,
    totalAmount: formatCents(row.total),
  }));
}

/** Revenue and expenses over the scope, with the summary's ratios. */
export async function financialSummary(db: Knex, scope: ReportScope) {
  const [sales, expenses] = await Promise.all([
    salesOf(db, scope)
      .first(
        db.raw('coalesce(sum(s.net_cents), 0)::bigint as revenue'),
        db.raw('coalesce(sum(s.units), 0)::bigint as units'),
      )
      .then((row: { revenue: Cents; units: Cents }) => row),
    expensesOf(db, scope)
      .first(db.raw('coalesce(sum(e.amount_cents), 0)::bigint as total'))
      .then((row: { total: Cents }) => row),
  ]);
  const revenue = cents(sales.revenue);
  const total = cents(expenses.total);
  const summary: FinancialSummary = {
    grossRevenue: formatCents(revenue),
    totalExpenses: formatCents(total),
    netProfit: formatCents(revenue - total),
    ...financialRatios(revenue, total),
  };
  return { summary, units: cents(sales.units) };
}

/** Revenue and expenses per month; months with neither, invalid or after `today` are dropped. */
export async function revenueExpenses(db: Knex, scope: ReportScope, today: string): Promise<RevenueExpenses> {
  const month = (column: string) => db.raw(`substr(${column}, 1, 7)`);
  const [revenueRows, expenseRows] = await Promise.all([
    salesOf(db, scope)
      .groupByRaw('1')
      .select(month('s.sale_date').wrap('', ' as month'), db.raw('sum(s.net_cents)::bigint as amount')),
    expensesOf(db, scope)
      .groupByRaw('1')
      .select(month('e.expense_date').wrap('', ' as month'), db.raw('sum(e.amount_cents)::bigint as amount')),
  ]);
  const byMonth = (rows: { month: string; amount: Cents }[]) => new Map(rows.map((row) => [row.month, row.amount]));
  const revenue = byMonth(revenueRows);
  const expenses = byMonth(expenseRows);
  const months = chartMonths([...revenue.keys(), ...expenses.keys()], today);
  return {
    months,
    revenue: months.map((key) => formatCents(revenue.get(key) ?? 0)),
    expenses: months.map((key) => formatCents(expenses.get(key) ?? 0)),
  };
}

export async function revenueByFormat(db: Knex, scope: ReportScope) {
  const rows: { format_code: string | null; units: Cents; total: Cents }[] = await salesOf(db, scope)
    .groupBy('s.format_code')
    .orderBy('total', 'desc')
    .select('s.format_code', db.raw('sum(s.units)::bigint as units'), db.raw('sum(s.net_cents)::bigint as total'));
  return rows.map((row) => ({
    formatCode: row.format_code,
    format: formatName(row.format_code),
    unitsSold: cents(row.units),
    totalAmount: formatCents(row.total),
  }));
}

/** Revenue per region: each country's sales go to the region holding it, else to 'Rest of World'. */
export async function revenueByRegion(db: Knex, scope: ReportScope, regionOf: RegionOfCountry) {
  const rows: { country: string | null; total: Cents }[] = await salesOf(db, scope)
    .groupBy('s.country')
    .select('s.country', db.raw('sum(s.net_cents)::bigint as total'));
  const totals = new Map<string, number>();
  for (const row of rows) {
    const region = regionOf(row.country);
    totals.set(region, (totals.get(region) ?? 0) + cents(row.total));
  }
  return [...totals]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([region, total]) => ({ region, totalRevenue: formatCents(total) }));
}

export async function reportStats(db: Knex, scope: ReportScope, units: number): Promise<ReportStats> {
  const top = 10;
  const [customers, products, topExpenses] = await Promise.all([
    salesOf(db, scope)
      .join('customers as c', 'c.id', 's.customer_id')
      .groupBy('s.customer_id', 'c.company', 'c.first_name', 'c.last_name')
      .orderBy([{ column: 'total', order: 'desc' }, 's.customer_id'])
      .limit(top)
      .select('s.customer_id', 'c.company', 'c.first_name', 'c.last_name', db.raw('sum(s.net_cents)::bigint as total')),
    salesOf(db, scope)
      .join('products as p', 'p.id', 's.product_id')
      .join('product_works as w', 'w.id', 'p.product_work_id')
      .groupBy('s.product_id', 'w.title')
      .orderBy([{ column: 'total', order: 'desc' }, 's.product_id'])
      .limit(top)
      .select('s.product_id', 'w.title', db.raw('sum(s.net_cents)::bigint as total')),
    expensesByCategory(db, scope, top),
  ]);
  return {
    productsSold: units,
    topCustomers: customers.map(
      (row: { customer_id: string; company: string; first_name: string; last_name: string; total: Cents }) => ({
        customerId: row.customer_id,
        companyName: row.company || `${row.first_name} ${row.last_name}`.trim(),
        totalAmount: formatCents(row.total),
      }),
    ),
    topProducts: products.map((row: { product_id: string; title: string; total: Cents }) => ({
      productId: row.product_id,
      title: row.title,
      totalAmount: formatCents(row.total),
    })),
    topExpenses,
  };
}

/** The dashboard's top tens: salespeople by sales with their share, products by profit. */
export async function topTen(db: Knex, scope: ReportScope): Promise<TopTen> {
  const [salespeople, products] = await Promise.all([
    salesOf(db, scope)
      .leftJoin('lookup_values as l', 'l.id', 's.salesperson_id')
      .groupBy('s.salesperson_id', 'l.value')
      .orderBy([{ column: 'total', order: 'desc' }, 'l.value'])
      .select('s.salesperson_id', 'l.value', db.raw('sum(s.net_cents)::bigint as total')),
    profitLossByProduct(db, scope),
  ]);
  const total = salespeople.reduce((sum: number, row: { total: Cents }) => sum + cents(row.total), 0);
  const people: SalespersonSales[] = salespeople
    .slice(0, 10)
    .map((row: { salesperson_id: string | null; value: string | null; total: Cents }) => ({
      salespersonId: row.salesperson_id,
      name: row.value ?? 'No Salesperson',
      amount: formatCents(row.total),
      percent: total === 0 ? 0 : Math.round((cents(row.total) / total) * 1000) / 10,
    }));
  const byProfit = products
    .sort((a, b) => Number(b.profit) - Number(a.profit) || a.productId.localeCompare(b.productId))
    .slice(0, 10)
    .map((row) => ({
      productId: row.productId,
      productWorkId: row.productWorkId ?? null,
      title: row.title ?? 'Unknown Book',
      formatName: row.formatType ?? 'Unknown format',
      revenue: row.revenue,
      expenses: row.expenses,
      profit: row.profit,
    }));
  return { salespeople: people, productsByProfit: byProfit };
}

/** Top products by revenue, with format, first creator and units. */
export async function topProducts(db: Knex, scope: ReportScope): Promise<TopProductRow[]> {
  const rows = await profitLossByProduct(db, scope);
  return rows
    .filter((row) => row.units > 0)
    .slice(0, 10)
    .map((row) => ({
      productId: row.productId,
      productWorkId: row.productWorkId ?? null,
      title: row.title ?? 'Unknown Book',
      format: row.formatType ?? 'Unknown format',
      creator: row.authors[0] ?? null,
      totalAmount: row.revenue,
      unitsSold: row.units,
    }));
}

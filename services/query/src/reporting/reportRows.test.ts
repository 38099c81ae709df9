import { regionOfCountry } from '@colophon/domain';
import { createDatabase } from '@colophon/events';
import { migrateReadModels } from '@colophon/projector';
import { expensesRollup } from '@colophon/projector/reporting/dailyExpenses/rows';
import { salesRollup } from '@colophon/projector/reporting/dailySales/rows';
import { refillProductRollup } from '@colophon/projector/reporting/productRollup';
import { addChangesSql, fillRollup } from '@colophon/projector/reporting/rollup';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  expensesByCategory,
  expensesByDate,
  financialSummary,
  profitLossExportRows,
  profitLossPage,
  type ReportScope,
  reportStats,
  revenueByFormat,
  revenueByRegion,
  revenueExpenses,
  revenueFirst,
  salesByDate,
  topProducts,
  topTen,
} from './reportRows.ts';

const now = new Date('2026-04-02T00:00:00Z');

/** One day's sales of a product: units, list and charged cents, and the order's state. */
const sale = (
  saleDate: string,
  productId: string,
  units: number,
  grossCents: number,
  netCents: number,
  { paid = true, shipped = false, country = 'GB', salesperson = 'ann', customer = 'bentley', publisher = 'p1' } = {},
) => ({
  publisher_id: publisher,
  sale_date: saleDate,
  product_id: productId,
  format_code: productId === 'pb' ? 'BC' : 'ED',
  country,
  salesperson_id: salesperson,
  customer_id: customer,
  paid,
  shipped,
  units,
  gross_cents: grossCents,
  net_cents: netCents,
});

const expense = (
  expenseDate: string,
  categoryId: string | null,
  productId: string | null,
  amountCents: number,
  publisher = 'p1',
) => ({
  publisher_id: publisher,
  expense_date: expenseDate,
  category_id: categoryId,
  product_id: productId,
  expenses: 1,
  amount_cents: amountCents,
});

const productDefaults = {
  inventory_quantity: 0,
  admin_notes: '',
  cover_image: '',
  interior_images: JSON.stringify([]),
  audience_details: '',
  key_selling_points: '',
  marketing: '',
  bisac: JSON.stringify([]),
  tags: '',
  comps: '',
  out_of_print: false,
  digital: false,
  has_shipping_charges: true,
  frozen: false,
};

/** The first page of the P&L by product, biggest revenue first (the screen's default). */
const profitLossByProduct = async (db: Knex, range: ReportScope) =>
  (await profitLossPage(db, range, revenueFirst, 1)).rows;

const quarterOne = { startDate: '2026-01-01', endDate: '2026-03-31' };
const scope = (overrides: Partial<ReportScope> = {}): ReportScope => ({
  publisherId: 'p1',
  ...quarterOne,
  productIds: null,
  countedWhen: 'paid',
  ...overrides,
});

describe('report figures on a fixed data set', () => {
  let db: Knex;
  beforeAll(async () => {
    db = createDatabase({ dataDir: null });
    await migrateReadModels(db);
    const created = { revision: 1, created_at: now, modified_at: now };
    await db('product_works').insert([
      { id: 'w1', publisher_id: 'p1', title: 'The Moonstone', description: '', ...created },
    ]);
    const product = {
      publisher_id: 'p1',
      product_work_id: 'w1',
      title: 'The Moonstone',
      status_code: '04',
      subtitle: '',
      edition: '',
      volume: '',
    };
    await db('products').insert(
      [
        {
          ...product,
          id: 'pb',
          number: 1,
          isbn: '9780306406157',
          format_code: 'BC',
          retail_price_cents: 1000,
          publication_date: '2026-01-10',
        },
        {
          ...product,
          id: 'eb',
          number: 2,
          isbn: '',
          format_code: 'ED',
          retail_price_cents: 500,
          publication_date: null,
        },
      ].map((row) => ({ ...row, ...productDefaults, ...created })),
    );
    await db('customers').insert({
      id: 'bentley',
      publisher_id: 'p1',
      number: 1,
      first_name: 'Wilkie',
      last_name: 'Collins',
      company: 'Bentley Books',
      out_of_business: false,
      admin_notes: '',
      ...created,
    });
    await db('lookup_values').insert([
      { id: 'ann', publisher_id: 'p1', kind: 'salesperson', value: 'Ann Lee', created_at: now },
      { id: 'print', publisher_id: 'p1', kind: 'expenseCategory', value: 'Printing', created_at: now },
    ]);
    await db('sales_daily').insert([
      // The quarter's first and last days count; the days either side do not.
      sale('2025-12-31', 'pb', 9, 9000, 9000),
      sale('2026-01-01', 'pb', 2, 2000, 1600),
      sale('2026-03-31', 'eb', 1, 500, 500, { shipped: true, country: 'US', salesperson: null as never }),
      sale('2026-04-01', 'pb', 5, 5000, 5000),
      // Shipped but not paid: revenue only for a publisher that counts shipped orders.
      sale('2026-02-15', 'pb', 3, 3000, 2700, { paid: false, shipped: true, country: 'FR' }),
      // Another publisher's sale in the same days never shows.
      sale('2026-02-15', 'pb', 100, 100_000, 100_000, { publisher: 'p2' }),
      // Earlier years, for ranges read as years, months and days.
      sale('2023-12-31', 'eb', 2, 1000, 1000, { customer: 'smith' }),
      sale('2024-06-30', 'pb', 1, 1000, 1000, { customer: 'smith' }),
    ]);
    await db('expenses_daily').insert([
      expense('2026-01-01', 'print', 'pb', 700),
      expense('2026-03-31', null, null, 300),
      expense('2026-04-01', 'print', 'pb', 10_000),
      expense('2026-02-01', 'print', 'pb', 5_000, 'p2'),
      expense('2024-12-31', 'print', 'eb', 250),
      // A royalty payment (another publisher's, to keep p1's figures).
      expense('2026-02-01', 'royalties', 'pb', 999, 'p3'),
    ]);
    // The roll-ups as the projections keep them: summed from the daily rows.
    await fillRollup(db, salesRollup);
    await fillRollup(db, expensesRollup);
    await db.transaction((tx) => refillProductRollup(tx, [salesRollup, expensesRollup]));
  });
  afterAll(() => db.destroy());

  it('counts paid orders by created date, within the period, inclusive of its first and last day', async () => {
    expect(await salesByDate(db, scope(), 'net')).toEqual({
      ...quarterOne,
      points: [
        { date: '2026-01-01', amount: '16.00' },
        { date: '2026-03-31', amount: '5.00' },
      ],
      total: '21.00',
    });
    expect((await salesByDate(db, scope(), 'gross')).total).toBe('25.00');
    expect(await expensesByDate(db, scope())).toMatchObject({
      points: [
        { date: '2026-01-01', amount: '7.00' },
        { date: '2026-03-31', amount: '3.00' },
      ],
      total: '10.00',
    });
  });

  it('counts shipped orders instead for a publisher on shipped accounting', async () => {
    const shipped = scope({ countedWhen: 'shipped' });
    expect((await salesByDate(db, shipped, 'net')).total).toBe('32.00');
    expect((await financialSummary(db, shipped)).units).toBe(4);
  });

  it('gives the financial summary, categories, formats and the P&L by product', async () => {
    expect(await financialSummary(db, scope())).toEqual({
      units: 3,
      summary: {
        grossRevenue: '21.00',
        totalExpenses: '10.00',
        netProfit: '11.00',
        operatingMargin: 11 / 21,
        expenseRatio: 10 / 21,
      },
    });
    expect(await expensesByCategory(db, scope())).toEqual([
      { categoryId: 'print', category: 'Printing', totalAmount: '7.00' },
      { categoryId: null, category: 'Uncategorized', totalAmount: '3.00' },
    ]);
    expect(await revenueByFormat(db, scope())).toEqual([
      { formatCode: 'BC', format: 'Paperback', unitsSold: 2, totalAmount: '16.00' },
      { formatCode: 'ED', format: 'ebook', unitsSold: 1, totalAmount: '5.00' },
    ]);
    expect(await profitLossByProduct(db, scope())).toEqual([
      {
        productId: 'pb',
        productWorkId: 'w1',
        title: 'The Moonstone',
        isbn: '9780306406157',
        formatType: 'Paperback',
        retailPrice: '10.00',
        units: 2,
        revenue: '16.00',
        expenses: '7.00',
        profit: '9.00',
        profitMargin: 56.25,
        // Published in January: 9.00 over January, February and March's two month steps.
        monthlyProfitLoss: '4.50',
        publicationDate: '2026-01-10',
      },
      expect.objectContaining({
        productId: 'eb',
        isbn: null,
        units: 1,
        revenue: '5.00',
        expenses: '0.00',
        profit: '5.00',
      }),
    ]);
    const onlyEbook = await profitLossByProduct(db, scope({ productIds: ['eb'] }));
    expect(onlyEbook.map((row) => row.productId)).toEqual(['eb']);
  });

  it('gives the top tens, top products and stats', async () => {
    expect(await topTen(db, scope())).toMatchObject({
      salespeople: [
        { salespersonId: 'ann', name: 'Ann Lee', amount: '16.00', percent: 76.2 },
        { salespersonId: null, name: 'No Salesperson', amount: '5.00', percent: 23.8 },
      ],
      productsByProfit: [
        { productId: 'pb', profit: '9.00' },
        { productId: 'eb', profit: '5.00' },
      ],
    });
    expect(
      (await topProducts(db, scope())).map((row) => [row.title, row.format, row.unitsSold, row.totalAmount]),
    ).toEqual([
      ['The Moonstone', 'Paperback', 2, '16.00'],
      ['The Moonstone', 'ebook', 1, '5.00'],
    ]);
    expect(await reportStats(db, scope(), 3)).toMatchObject({
      productsSold: 3,
      topCustomers: [{ customerId: 'bentley', companyName: 'Bentley Books', totalAmount: '21.00' }],
      topProducts: [
        { productId: 'pb', totalAmount: '16.00' },
        { productId: 'eb', totalAmount: '5.00' },
      ],
    });
  });

  it("names royalty payments' category Royalties and counts them for their product", async () => {
    const royalties = scope({ publisherId: 'p3' });
    expect(await expensesByCategory(db, royalties)).toEqual([
      { categoryId: 'royalties', category: 'Royalties', totalAmount: '9.99' },
    ]);
    expect((await profitLossByProduct(db, royalties)).map((row) => [row.productId, row.expenses])).toEqual([
      ['pb', '9.99'],
    ]);
  });

  it('groups countries into regions, the rest as Rest of World', async () => {
    const regionOf = regionOfCountry([{ name: 'Europe', countries: ['GB', 'FR'] }]);
    expect(await revenueByRegion(db, scope({ countedWhen: 'shipped' }), regionOf)).toEqual([
      { region: 'Europe', totalRevenue: '27.00' },
      { region: 'Rest of World', totalRevenue: '5.00' },
    ]);
  });

  it('gives monthly revenue and expenses, without months in the future', async () => {
    const wholeYear = scope({ startDate: '2025-01-01', endDate: '2026-12-31' });
    expect(await revenueExpenses(db, wholeYear, '2026-03-15')).toEqual({
      months: ['2025-12', '2026-01', '2026-03'],
      revenue: ['90.00', '16.00', '5.00'],
      expenses: ['0.00', '7.00', '3.00'],
    });
  });

  it('pages and sorts the P&L by product in SQL, nulls last, with the totals of every product', async () => {
    // Publisher p6: 30 catalogue products (some without an ISBN), one product sold and since
    // deleted (no title), one with an expense alone.
    const created = { revision: 1, created_at: now, modified_at: now };
    const ids = Array.from({ length: 30 }, (_, index) => `r${String(index).padStart(2, '0')}`);
    const titleOf = (index: number) => `Title ${String.fromCharCode(65 + ((index * 7) % 26))}${index}`;
    await db('product_works').insert(
      ids.map((id, index) => ({
        id: `w-${id}`,
        publisher_id: 'p6',
        title: titleOf(index),
        description: '',
        ...created,
      })),
    );
    await db('products').insert(
      ids.map((id, index) => ({
        id,
        publisher_id: 'p6',
        product_work_id: `w-${id}`,
        // Each format carries its title's title, as the products projection keeps it.
        title: titleOf(index),
        number: index + 1,
        status_code: '04',
        subtitle: '',
        edition: '',
        volume: '',
        isbn: index % 4 === 0 ? '' : `97800000${String(index).padStart(5, '0')}`,
        format_code: index % 2 === 0 ? 'BC' : 'ED',
        retail_price_cents: 100 * ((index * 13) % 17),
        publication_date: null,
        ...productDefaults,
        ...created,
      })),
    );
    const sold = [...ids.slice(0, 28), 'gone'];
    await db('sales_daily').insert(
      sold.map((productId, index) => ({
        ...sale('2026-02-10', productId, (index % 5) + 1, 0, 1000 + ((index * 389) % 1000), { publisher: 'p6' }),
        format_code: 'BC',
      })),
    );
    await db('expenses_daily').insert([
      expense('2026-02-11', 'print', 'r03', 700, 'p6'),
      expense('2026-02-11', 'print', 'r29', 450, 'p6'),
    ]);
    for (const rollup of [salesRollup, expensesRollup])
      await db.raw(
        addChangesSql(
          rollup,
          `changes as (select 1 as sign, d.* from ${rollup === salesRollup ? 'sales_daily' : 'expenses_daily'} d where publisher_id = 'p6')`,
        ),
      );
    const range = scope({ publisherId: 'p6' });
    const whole = await profitLossExportRows(db, range, revenueFirst);
    expect(whole.rows).toHaveLength(30);
    expect(whole.totals).toEqual({
      productCount: 30,
      units: whole.rows.reduce((sum, row) => sum + row.units, 0),
      revenueCents: whole.rows.reduce((sum, row) => sum + row.revenueCents, 0),
      expensesCents: 1150,
    });
    // The deleted product has no details: no title, ISBN, type or price.
    expect(whole.rows.find((row) => row.title === null)).toMatchObject({ isbn: null, formatType: null });

    /** Every page of an order, one after the other. */
    const paged = async (order: Parameters<typeof profitLossPage>[2]) => {
      const first = await profitLossPage(db, range, order, 1);
      const second = await profitLossPage(db, range, order, 2);
      expect(first.rows).toHaveLength(25);
      expect([first.totals, second.totals]).toEqual([whole.totals, whole.totals]);
      expect((await profitLossPage(db, range, order, 3)).rows).toEqual([]);
      return [...first.rows, ...second.rows];
    };
    const byRevenueDesc = await paged(revenueFirst);
    const revenues = byRevenueDesc.map((row) => Number(row.revenue));
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    const unitsAsc = (await paged({ field: 'UNITS', direction: 'ASC' })).map((row) => row.units);
    expect(unitsAsc).toEqual([...unitsAsc].sort((a, b) => a - b));
    // Profit sorts as a number, not as text: "-4.50" before "10.00".
    const profits = (await paged({ field: 'PROFIT', direction: 'ASC' })).map((row) => Number(row.profit));
    expect(profits[0]).toBe(-4.5);
    expect(profits).toEqual([...profits].sort((a, b) => a - b));
    const titles = (await paged({ field: 'TITLE', direction: 'DESC' })).map((row) => row.title);
    expect(titles.at(-1)).toBeNull();
    expect(titles.slice(0, -1)).toEqual(titles.slice(0, -1).sort((a, b) => (a! < b! ? 1 : -1)));
    const isbns = (await paged({ field: 'ISBN', direction: 'ASC' })).map((row) => row.isbn);
    // Eight without an ISBN (seven empty, the deleted product's none), last.
    expect(isbns.slice(-8)).toEqual(Array(8).fill(null));
    expect(isbns.slice(0, -8)).toEqual(isbns.slice(0, -8).sort());
    const types = (await paged({ field: 'FORMAT_TYPE', direction: 'ASC' })).map((row) => row.formatType);
    // By the names users see, each name together (their order is the database's collation), none last.
    expect(types.at(-1)).toBeNull();
    expect(
      types
        .slice(0, -1)
        .filter((type, index, all) => index === 0 || all[index - 1] !== type)
        .sort(),
    ).toEqual(['Paperback', 'ebook']);
    const prices = (await paged({ field: 'RETAIL_PRICE', direction: 'DESC' })).map((row) => row.retailPrice);
    expect(prices.at(-1)).toBeNull();
    expect(prices.slice(0, -1).map(Number)).toEqual(
      prices
        .slice(0, -1)
        .map(Number)
        .sort((a, b) => b - a),
    );
    // The CSV's rows come in the table's order.
    expect(
      (await profitLossExportRows(db, range, { field: 'TITLE', direction: 'DESC' })).rows.map((row) => row.title),
    ).toEqual(titles);
    // Narrowed to some products: their rows and their totals only.
    const two = await profitLossPage(db, scope({ publisherId: 'p6', productIds: ['r03', 'r29'] }), revenueFirst, 1);
    expect(two.rows.map((row) => [row.productId, row.expenses])).toEqual([
      ['r03', '7.00'],
      ['r29', '4.50'],
    ]);
    expect(two.totals).toMatchObject({ productCount: 2, expensesCents: 1150 });
  });

  it('ranks the top tens as summing every product and customer would, when it reads only the best sellers', async () => {
    // Publisher p5: 120 products, 45 customers. The best sellers of all time sold mostly in 2020,
    // so a range in 2026 ranks others first. February's first days hold its best sales; one of
    // them, most of it returned later in the month, is low in February's sums but first in those
    // days. Two products have expenses alone.
    const products = Array.from({ length: 120 }, (_, index) => `q${String(index).padStart(3, '0')}`);
    const sales = products.flatMap((productId, index) => {
      const customer = `c${index % 45}`;
      const sold = (date: string, netCents: number) =>
        sale(date, productId, Math.sign(netCents), netCents, netCents, { publisher: 'p5', customer });
      const rows = [
        sold('2020-06-01', index * 1000),
        index < 60 ? sold('2026-02-05', (120 - index) * 100) : sold('2026-02-20', (120 - index) * 10),
      ];
      if (index % 3 !== 0) rows.push(sold('2026-03-10', ((index * 37) % 61) * 10 + index * 5));
      if (index < 3) rows.push(sold('2026-05-05', 100 + index));
      if (index === 118) rows.push(sold('2026-02-05', 20_000), sold('2026-02-25', -20_000));
      return rows;
    });
    const expenses = [
      ...products
        .filter((_, index) => index % 4 === 0)
        .map((productId, index) => expense('2026-03-01', 'print', productId, index * 45, 'p5')),
      expense('2026-05-20', 'print', 'unsold1', 900, 'p5'),
      expense('2021-01-01', 'print', 'unsold2', 100, 'p5'),
    ];
    await db('sales_daily').insert(sales);
    await db('expenses_daily').insert(expenses);
    await db('sales_rollup').where({ publisher_id: 'p5' }).delete();
    await db('expenses_rollup').where({ publisher_id: 'p5' }).delete();
    await db('product_rollup').where({ publisher_id: 'p5' }).delete();
    await db.raw(
      `${addChangesSql(salesRollup, `changes as (select 1 as sign, d.* from sales_daily d where publisher_id = 'p5')`)}`,
    );
    await db.raw(
      `${addChangesSql(expensesRollup, `changes as (select 1 as sign, d.* from expenses_daily d where publisher_id = 'p5')`)}`,
    );

    /** The first ten of every key's sums over the range, by `amount` then key: the plain reference. */
    const expectedTop = (
      startDate: string,
      endDate: string,
      keyOf: (row: { product_id: string; customer_id: string }) => string,
      withExpenses: boolean,
    ) => {
      const sums = new Map<string, number>();
      const inRange = (date: string) => date >= startDate && date <= endDate;
      for (const row of sales.filter((row) => inRange(row.sale_date)))
        sums.set(keyOf(row), (sums.get(keyOf(row)) ?? 0) + row.net_cents);
      if (withExpenses)
        for (const row of expenses.filter((row) => inRange(row.expense_date)))
          sums.set(row.product_id!, (sums.get(row.product_id!) ?? 0) - row.amount_cents);
      return [...sums]
        .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
        .slice(0, 10)
        .map(([key, amount]) => [key, (amount / 100).toFixed(2)]);
    };
    const ranges: [string, string][] = [
      ['2026-01-01', '2026-03-31'],
      ['2026-02-01', '2026-02-10'],
      ['2000-01-01', '2026-12-31'],
      ['2020-01-01', '2020-12-31'],
      ['2026-05-01', '2026-05-31'],
      ['2021-01-01', '2021-12-31'],
    ];
    for (const [startDate, endDate] of ranges) {
      const range = scope({ publisherId: 'p5', startDate, endDate });
      const { productsByProfit } = await topTen(db, range);
      expect({ range, top: productsByProfit.map((row) => [row.productId, row.profit]) }).toEqual({
        range,
        top: expectedTop(startDate, endDate, (row) => row.product_id, true),
      });
      const stats = await reportStats(db, range, 0);
      expect({ range, top: stats.topProducts.map((row) => [row.productId, row.totalAmount]) }).toEqual({
        range,
        top: expectedTop(startDate, endDate, (row) => row.product_id, false),
      });
      expect({ range, top: stats.topCustomers.map((row) => [row.customerId, row.totalAmount]) }).toEqual({
        range,
        top: expectedTop(startDate, endDate, (row) => row.customer_id, false),
      });
    }
  });

  it('ranks the top tens over flat sales, where the first best sellers of each year prove nothing', async () => {
    // Publisher p7: 200 products, each its own customer. A product's 2024 rank is its 2025 rank
    // reversed, so every product sells 18.01 over the two years: the first 40 of each year do not
    // bound the rest (19.20), 160 do (16.80). The ten (ties, by key) are among the first read.
    const keys = Array.from({ length: 200 }, (_, index) => `k${String(index).padStart(3, '0')}`);
    const sold = (date: string, key: string, netCents: number) =>
      sale(date, key, 1, netCents, netCents, { publisher: 'p7', customer: key });
    await db('sales_daily').insert(
      keys.flatMap((key, index) => [sold('2024-06-01', key, 1000 - index), sold('2025-06-01', key, 801 + index)]),
    );
    await db.raw(
      addChangesSql(salesRollup, `changes as (select 1 as sign, d.* from sales_daily d where publisher_id = 'p7')`),
    );
    const range = scope({ publisherId: 'p7', startDate: '2024-01-01', endDate: '2025-12-31' });
    const expected = keys.slice(0, 10).map((key) => [key, '18.01']);
    expect((await topTen(db, range)).productsByProfit.map((row) => [row.productId, row.profit])).toEqual(expected);
    const stats = await reportStats(db, range, 0);
    expect(stats.topProducts.map((row) => [row.productId, row.totalAmount])).toEqual(expected);
    expect(stats.topCustomers.map((row) => [row.customerId, row.totalAmount])).toEqual(expected);

    // Expenses in 2025 on the first 15: by profit the ten are the next ones, ranked per year by
    // profit; a range from 2024-01-02 ranks 2024's days by sales, and still finds them.
    await db('expenses_daily').insert(keys.slice(0, 15).map((key) => expense('2025-06-01', 'print', key, 500, 'p7')));
    await db.raw(
      addChangesSql(
        expensesRollup,
        `changes as (select 1 as sign, d.* from expenses_daily d where publisher_id = 'p7')`,
      ),
    );
    for (const startDate of ['2024-01-01', '2024-01-02']) {
      const byProfit = await topTen(db, scope({ publisherId: 'p7', startDate, endDate: '2025-12-31' }));
      expect(byProfit.productsByProfit.map((row) => [row.productId, row.profit])).toEqual(
        keys.slice(15, 25).map((key) => [key, '18.01']),
      );
    }
  });

  it('reads the P&L by product of whole months, years or all time already summed, the same as summing', async () => {
    // Publisher p8: 12 products sold in 2024 and 2025 (a return, an unpaid order), expenses on some
    // of them, one product with an expense alone, a company expense, and one expense before 2000.
    const ids = Array.from({ length: 12 }, (_, index) => `s${String(index).padStart(2, '0')}`);
    const sold = (date: string, productId: string, netCents: number, paid = true) =>
      sale(date, productId, Math.sign(netCents), netCents, netCents, { publisher: 'p8', paid, shipped: !paid });
    await db('sales_daily').insert([
      ...ids.flatMap((id, index) => [
        sold('2024-03-15', id, (index + 1) * 100),
        sold('2025-01-01', id, (12 - index) * 70),
        ...(index % 2 ? [sold('2025-06-30', id, index * 13)] : []),
      ]),
      sold('2025-07-02', 's03', -500),
      sold('2025-02-02', 's05', 9_999, false),
    ]);
    await db('expenses_daily').insert([
      ...ids
        .filter((_, index) => index % 3 === 0)
        .map((id, index) => expense('2025-06-30', 'print', id, index * 40 + 5, 'p8')),
      expense('2025-12-31', 'print', 'x1', 300, 'p8'),
      expense('2025-05-05', 'print', null, 100, 'p8'),
      expense('1999-06-01', 'print', 's01', 77, 'p8'),
    ]);
    for (const rollup of [salesRollup, expensesRollup])
      await db.raw(
        addChangesSql(
          rollup,
          `changes as (select 1 as sign, d.* from ${rollup.dailyTable} d where publisher_id = 'p8')`,
        ),
      );
    const readRollup: string[] = [];
    const onQuery = (query: { sql: string }) => {
      if (query.sql.includes('product_rollup')) readRollup.push(query.sql);
    };
    db.on('query', onQuery);
    const orders = [
      revenueFirst,
      { field: 'PROFIT', direction: 'ASC' },
      { field: 'UNITS', direction: 'DESC' },
      { field: 'PROFIT_MARGIN', direction: 'DESC' },
      { field: 'TITLE', direction: 'ASC' },
    ] as const;
    // Whether the report reads product_rollup: ranges of whole months, years or all time do.
    const ranges: [string, string, boolean][] = [
      ['2025-01-01', '2025-12-31', true],
      ['2025-06-01', '2025-06-30', true],
      ['1900-01-01', '2200-12-31', true],
      // All time from 2000 leaves out the expense of 1999: all-time rows less 1999's.
      ['2000-01-01', '2026-12-31', true],
      ['2024-12-01', '2025-07-31', true],
      // Days at either end: summed from the daily rows and the roll-ups.
      ['2025-01-02', '2025-12-31', false],
      ['2024-03-15', '2025-06-30', false],
    ];
    for (const [startDate, endDate, whole] of ranges)
      for (const order of orders) {
        readRollup.length = 0;
        const range = scope({ publisherId: 'p8', startDate, endDate });
        const read = await profitLossPage(db, range, order, 1);
        expect({ startDate, endDate, whole: readRollup.length > 0 }).toEqual({ startDate, endDate, whole });
        readRollup.length = 0;
        // Narrowed to every product, the report sums the daily rows.
        const summedDaily = await profitLossPage(db, { ...range, productIds: [...ids, 'x1'] }, order, 1);
        expect({ startDate, endDate, order, rows: read.rows, totals: read.totals }).toEqual({
          startDate,
          endDate,
          order,
          rows: summedDaily.rows,
          totals: summedDaily.totals,
        });
      }
    db.off('query', onQuery);
    const year = await profitLossPage(
      db,
      scope({ publisherId: 'p8', startDate: '2025-01-01', endDate: '2025-12-31' }),
      revenueFirst,
      1,
    );
    // January's 12 sales (54.60), June's six (4.68), July's return (-5.00); four products' expenses and x1's.
    expect(year.totals).toEqual({ productCount: 13, units: 17, revenueCents: 5_428, expensesCents: 260 + 300 });
  });

  it('sums a range the same through years, months and days, from the roll-up and from the daily rows', async () => {
    const ranges: [string, string, { revenue: string; expenses: string }][] = [
      // All time: the roll-up's all-time rows.
      ['2000-01-01', '2026-04-02', { revenue: '181.00', expenses: '112.50' }],
      // All time less its last day: all-time rows less 2026-04-01's.
      ['2000-01-01', '2026-03-31', { revenue: '131.00', expenses: '12.50' }],
      // From before 2000: still all time, less what follows 2025.
      ['1990-01-01', '2025-12-31', { revenue: '110.00', expenses: '2.50' }],
      // 2024 and 2025 as years, 2026's first quarter as months.
      ['2024-01-01', '2026-03-31', { revenue: '121.00', expenses: '12.50' }],
      // A day at either end: 2023-12-31 and 2026-01-01.
      ['2023-12-31', '2026-01-01', { revenue: '126.00', expenses: '9.50' }],
      // Months and days with no sale but an expense.
      ['2024-07-01', '2025-12-30', { revenue: '0.00', expenses: '2.50' }],
    ];
    for (const [startDate, endDate, expected] of ranges) {
      const whole = scope({ startDate, endDate });
      const { summary } = await financialSummary(db, whole);
      expect({ range: [startDate, endDate], revenue: summary.grossRevenue, expenses: summary.totalExpenses }).toEqual({
        range: [startDate, endDate],
        ...expected,
      });
      // Narrowed to the two products, reports read the daily rows: the same product figures.
      expect(await profitLossByProduct(db, scope({ startDate, endDate, productIds: ['pb', 'eb'] }))).toEqual(
        await profitLossByProduct(db, whole),
      );
      expect((await salesByDate(db, whole, 'net')).total).toBe(expected.revenue);
    }
    expect(
      (await profitLossByProduct(db, scope({ startDate: '2000-01-01', endDate: '2026-03-31' }))).map((row) => [
        row.productId,
        row.units,
        row.revenue,
        row.expenses,
      ]),
    ).toEqual([
      ['pb', 12, '116.00', '7.00'],
      ['eb', 3, '15.00', '2.50'],
    ]);
    const allTime = scope({ startDate: '2000-01-01', endDate: '2026-04-02' });
    expect((await reportStats(db, allTime, 0)).topCustomers.map((row) => [row.customerId, row.totalAmount])).toEqual([
      ['bentley', '161.00'],
      ['smith', '20.00'],
    ]);
    expect((await salesByDate(db, scope({ startDate: '2023-12-31', endDate: '2024-12-31' }), 'gross')).points).toEqual([
      { date: '2023-12-31', amount: '10.00' },
      { date: '2024-06-30', amount: '10.00' },
    ]);
  });
});

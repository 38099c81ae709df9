import {
  formatCents,
  isoDateOf,
  periodRange,
  rangeProblem,
  regionOfCountry,
  type ReportPeriod as DomainPeriod,
  type SalesRegion,
} from '@colophon/domain';
import { createGraphQLError } from 'graphql-yoga';
import type { Knex } from 'knex';

import type { QueryContext } from '../context.ts';
import type { ReportPeriod, Resolvers } from '../generated/resolvers.ts';
import {
  chosenProducts,
  expensesByCategory,
  expensesByDate,
  financialSummary,
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

const periodOf: Record<ReportPeriod, DomainPeriod> = {
  MTD: 'mtd',
  QTD: 'qtd',
  LAST_QUARTER: 'lastQuarter',
  YTD: 'ytd',
  LAST_YEAR: 'lastYear',
  ALL_TIME: 'allTime',
  CUSTOM: 'custom',
};

export interface RangeArguments {
  timePeriod?: ReportPeriod | null;
  startDate?: string | null;
  endDate?: string | null;
  productIds?: readonly string[] | null;
}

/** The server's today (UTC), which the presets count from. */
const today = () => isoDateOf(new Date());

/**
 * The caller's report scope: a preset's dates (quarter to date when nothing is said), or the
 * custom dates, checked; and whether orders count as revenue once paid or once shipped.
 */
export async function scopeOf(
  { db, caller }: Pick<QueryContext, 'db'> & { caller: { publisherId: string } },
  args: RangeArguments,
): Promise<ReportScope> {
  const preset = args.timePeriod ?? (args.startDate || args.endDate ? 'CUSTOM' : 'QTD');
  const range = periodRange(periodOf[preset], today()) ?? {
    startDate: args.startDate ?? '',
    endDate: args.endDate ?? '',
  };
  const problem = rangeProblem(range);
  if (problem) throw createGraphQLError(problem, { extensions: { code: 'BAD_USER_INPUT' } });
  const publisher: { accounting_method: string } | undefined = await db('publishers')
    .where({ id: caller.publisherId })
    .first('accounting_method');
  return {
    publisherId: caller.publisherId,
    ...range,
    productIds: args.productIds?.length ? args.productIds : null,
    countedWhen: publisher?.accounting_method === 'shipped' ? 'shipped' : 'paid',
  };
}

/**
 * The publisher's sales regions when sales by region is on (null when off). Read as they stand
 * now, so an edit to a region regroups every past sale: the read models keep each sale's country.
 */
async function salesRegionsOf(db: Knex, publisherId: string): Promise<SalesRegion[] | null> {
  const publisher: { sales_by_region: boolean } | undefined = await db('publishers')
    .where({ id: publisherId })
    .first('sales_by_region');
  if (!publisher?.sales_by_region) return null;
  return db('regions').where({ publisher_id: publisherId }).select('name', 'countries');
}

export const reportingResolvers: Resolvers = {
  ProductReportRow: {
    authors: (row, _args, { loaders }) => loaders.creatorNamesByProduct.load(row.productId),
  },
  Query: {
    grossSalesByDate: async (_parent, args, context) => salesByDate(context.db, await scopeOf(context, args), 'gross'),
    netSalesByDate: async (_parent, args, context) => salesByDate(context.db, await scopeOf(context, args), 'net'),
    expensesByDate: async (_parent, args, context) => expensesByDate(context.db, await scopeOf(context, args)),
    topTenByDate: async (_parent, args, context) => topTen(context.db, await scopeOf(context, args)),
    revenueExpenses: async (_parent, args, context) =>
      revenueExpenses(context.db, await scopeOf(context, args), today()),
    topProductsReport: async (_parent, args, context) => topProducts(context.db, await scopeOf(context, args)),
    profitLoss: async (_parent, args, context) => {
      const scope = await scopeOf(context, args);
      const { db } = context;
      const order = {
        field: args.sortField ?? revenueFirst.field,
        direction: args.sortDirection ?? revenueFirst.direction,
      };
      const [{ summary, units }, byCategory, byProduct, chosen] = await Promise.all([
        financialSummary(db, scope),
        expensesByCategory(db, scope),
        profitLossPage(db, scope, order, args.page ?? 1),
        chosenProducts(db, scope),
      ]);
      const { totals } = byProduct;
      return {
        timePeriod: { startDate: scope.startDate, endDate: scope.endDate },
        revenue: summary.grossRevenue,
        expenses: summary.totalExpenses,
        netProfit: summary.netProfit,
        units,
        expensesByCategory: byCategory,
        revenueByProduct: byProduct.rows,
        productTotals: {
          productCount: totals.productCount,
          units: totals.units,
          revenue: formatCents(totals.revenueCents),
          expenses: formatCents(totals.expensesCents),
          profit: formatCents(totals.revenueCents - totals.expensesCents),
        },
        page: byProduct.page,
        pageSize: byProduct.pageSize,
        chosenProducts: chosen,
      };
    },
    reportingDashboard: async (_parent, args, context) => {
      const scope = await scopeOf(context, args);
      const { db } = context;
      const regions = await salesRegionsOf(db, scope.publisherId);
      const [{ summary, units }, chartData, byFormat, byCategory, byRegion] = await Promise.all([
        financialSummary(db, scope),
        revenueExpenses(db, scope, today()),
        revenueByFormat(db, scope),
        expensesByCategory(db, scope),
        regions ? revenueByRegion(db, scope, regionOfCountry(regions)) : [],
      ]);
      return {
        timePeriod: { startDate: scope.startDate, endDate: scope.endDate },
        accountingMethod: scope.countedWhen,
        stats: await reportStats(db, scope, units),
        chartData,
        revenueByFormat: byFormat,
        expensesByCategory: byCategory,
        salesByRegion: regions !== null,
        revenueByRegion: byRegion,
        summary,
      };
    },
  },
};

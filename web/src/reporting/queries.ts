import { graphql } from '../generated/index.ts';

// The spec's operation names; each widget and report reads its own query.

export const GrossSalesByDateQuery = graphql(`
  query GrossSalesByDate($startDate: String!, $endDate: String!) {
    grossSalesByDate(startDate: $startDate, endDate: $endDate) {
      points {
        date
        amount
      }
      total
    }
  }
`);

export const NetSalesByDateQuery = graphql(`
  query NetSalesByDate($startDate: String!, $endDate: String!) {
    netSalesByDate(startDate: $startDate, endDate: $endDate) {
      points {
        date
        amount
      }
      total
    }
  }
`);

export const ExpensesByDateQuery = graphql(`
  query ExpensesByDate($startDate: String!, $endDate: String!) {
    expensesByDate(startDate: $startDate, endDate: $endDate) {
      points {
        date
        amount
      }
      total
    }
  }
`);

export const TopTenByDateQuery = graphql(`
  query TopTenByDate($startDate: String!, $endDate: String!) {
    topTenByDate(startDate: $startDate, endDate: $endDate) {
      salespeople {
        salespersonId
        name
        amount
        percent
      }
      productsByProfit {
        productId
        productWorkId
        title
        formatName
        profit
      }
    }
  }
`);

export const ReportingDashboardQuery = graphql(`
  query ReportingDashboard($timePeriod: ReportPeriod, $startDate: String, $endDate: String) {
    reportingDashboard(timePeriod: $timePeriod, startDate: $startDate, endDate: $endDate) {
      timePeriod {
        startDate
        endDate
      }
      stats {
        productsSold
        topCustomers {
          customerId
          companyName
          totalAmount
        }
        topProducts {
          productId
          title
          totalAmount
        }
        topExpenses {
          categoryId
          category
          totalAmount
        }
      }
      revenueByFormat {
        formatCode
        format
        unitsSold
        totalAmount
      }
      expensesByCategory {
        categoryId
        category
        totalAmount
      }
      salesByRegion
      revenueByRegion {
        region
        totalRevenue
      }
      summary {
        grossRevenue
        totalExpenses
        netProfit
        operatingMargin
        expenseRatio
      }
    }
  }
`);

export const RevenueExpensesQuery = graphql(`
  query RevenueExpenses($timePeriod: ReportPeriod, $startDate: String, $endDate: String) {
    revenueExpenses(timePeriod: $timePeriod, startDate: $startDate, endDate: $endDate) {
      months
      revenue
      expenses
    }
  }
`);

export const ProfitLossQuery = graphql(`
  query ProfitLoss(
    $timePeriod: ReportPeriod
    $startDate: String
    $endDate: String
    $productIds: [ID!]
    $page: Int
    $sortField: ProductReportSortField
    $sortDirection: SortDirection
  ) {
    profitLoss(
      timePeriod: $timePeriod
      startDate: $startDate
      endDate: $endDate
      productIds: $productIds
      page: $page
      sortField: $sortField
      sortDirection: $sortDirection
    ) {
      timePeriod {
        startDate
        endDate
      }
      revenueByProduct {
        productId
        title
        isbn
        formatType
        retailPrice
        units
        revenue
        expenses
        profit
        profitMargin
        monthlyProfitLoss
      }
      productTotals {
        productCount
        units
        revenue
        expenses
        profit
      }
      page
      pageSize
      chosenProducts {
        productId
        title
        formatType
      }
    }
  }
`);

export const TopProductsReportQuery = graphql(`
  query topProductsReport($timePeriod: ReportPeriod, $startDate: String, $endDate: String) {
    topProductsReport(timePeriod: $timePeriod, startDate: $startDate, endDate: $endDate) {
      productId
      title
      format
      creator
      totalAmount
      unitsSold
    }
  }
`);

import { type Cache, cacheExchange, type UpdateResolver } from '@urql/exchange-graphcache';

/** Drops every cached page of a list field so the next read refetches it with the change. */
export function invalidateList(cache: Cache, fieldName: string): void {
  for (const field of cache.inspectFields('Query')) {
    if (field.fieldName === fieldName) cache.invalidate('Query', field.fieldName, field.arguments);
  }
}

/**
 * Payloads, pages and value objects have no identity of their own: they are embedded in their parent.
 * ONIX codes repeat across lists ("04" is a status and an audience): values, never one shared entity.
 */
const embeddedTypes = [
  'Me',
  'Currency',
  'FieldError',
  'CreatorPage',
  'CreatorPayload',
  'DeletePayload',
  'LookupPayload',
  'CustomerPage',
  'CustomerPayload',
  'OrderPage',
  'OrderPayload',
  'ExpensePage',
  'ExpensePayload',
  'OnixCode',
  'OnixCodeLists',
  'Measure',
  'ProductPage',
  'ProductPayload',
  'CreateProductWorkPayload',
  'ProductWorkPayload',
  'ProductWorkCounts',
  'ProductPlanUsage',
  'PublisherPlanPayload',
  // Report figures are values of their query, refetched whole.
  'ReportRange',
  'DatedAmount',
  'DailySeries',
  'SalespersonSales',
  'ProductProfit',
  'TopTen',
  'CategoryAmount',
  'FormatRevenue',
  'RegionRevenue',
  'CustomerAmount',
  'ProductAmount',
  'ReportStats',
  'RevenueExpenses',
  'FinancialSummary',
  'ReportingDashboard',
  'ProductReportRow',
  'ProfitLoss',
  'ProductReportTotals',
  'ProductChoice',
  'TopProductRow',
  // A user's role is per publisher: never one entity across publishers.
  'PublisherTeam',
  'PublisherUser',
  'PublisherUserPayload',
  'AuthGroup',
  'SentMailPage',
  'SentMail',
  'Inbox',
  'InboxItem',
  'InboxPayload',
  'OnboardingStatus',
  'OnboardingPayload',
  'ContactSupportPayload',
  'PublisherPayload',
  'RegionPayload',
  'ProfilePayload',
  'RoyaltyPage',
  'RoyaltyPayload',
  'RoyaltyPaymentPage',
  'RoyaltyPaymentPayload',
  'RoyaltyTerm',
  'RoyaltyCategory',
  'RoyaltyFigures',
  // A royalty's reserve is a value of its royalty; advance payloads carry the advance.
  'RoyaltyReserve',
  'AdvancePayload',
  'MinimumPayoutPayload',
  // The staff area's figures: values of their query, refetched whole.
  'PublisherActivity',
  'PublisherMembership',
  'InactiveUsers',
  'PublisherStats',
  'PublisherCount',
  'SystemStats',
  'ServerSample',
  'SystemPerformance',
  'SlowQuery',
  'FrequentQuery',
  'DailyQueryTime',
  'GraphqlPerformance',
  'ProjectionLag',
  'DatabaseHealth',
  'DailyCount',
  'EmailCount',
  'AddressCount',
  'FailedLoginAttempt',
  'FailedLogins',
  'Impersonation',
  'StaffActionPayload',
];

/** Every report and dashboard widget: orders, payments, expenses and products change their figures. */
const reports = [
  'grossSalesByDate',
  'netSalesByDate',
  'expensesByDate',
  'topTenByDate',
  'profitLoss',
  'revenueExpenses',
  'reportingDashboard',
  'topProductsReport',
];

/**
 * What a sale, an expense, a tier or a payment moves: royalties' owed and balance, and the creators'
 * balances summed from them.
 */
const royaltyFigures = ['royaltys', 'royalty', 'creators', 'creator'];

/** The settings screen's lists. */
const lookupLists = [
  'customerClasses',
  'expenseCategories',
  'orderStatuses',
  'paymentTypes',
  'paymentTerms',
  'shippingTypes',
  'salespersons',
];

/** Lists and figures a mutation may change, by mutation: they refetch after it succeeds. */
const listsChangedBy: Record<string, string[]> = {
  createCreator: ['creators'],
  // A renamed creator may move within a sorted list.
  updateCreator: ['creators'],
  deleteCreator: ['creators'],
  createCustomer: ['customers'],
  updateCustomer: ['customers', 'orders'],
  deleteCustomer: ['customers'],
  createOrder: ['orders', 'customers', 'products', ...reports, ...royaltyFigures],
  updateOrder: ['orders', 'products', ...reports, ...royaltyFigures],
  deleteOrder: ['orders', 'customers', ...reports, ...royaltyFigures],
  // Payments change order totals.
  createOrderPayment: ['orders', ...reports],
  updateOrderPayment: ['orders', ...reports],
  deleteOrderPayment: ['orders', ...reports],
  // A return brings stock back and counts as negative sales.
  recordOrderReturn: ['orders', 'products', ...reports, ...royaltyFigures],
  deleteOrderReturn: ['orders', 'products', ...reports, ...royaltyFigures],
  createExpense: ['expenses', ...reports, ...royaltyFigures],
  updateExpense: ['expenses', ...reports, ...royaltyFigures],
  deleteExpense: ['expenses', ...reports, ...royaltyFigures],
  createProductWorkAndFormat: ['products', 'productPlanUsage'],
  createProduct: ['products', 'productPlanUsage'],
  updateProduct: ['products', ...reports],
  updateProductWork: ['products', ...reports],
  deleteProduct: ['products', 'productPlanUsage', ...reports],
  changePublisherPlan: ['products', 'productPlanUsage'],
  createPaymentType: ['paymentTypes'],
  createPaymentTerm: ['paymentTerms'],
  createCustomerClass: ['customerClasses'],
  createShippingType: ['shippingTypes'],
  createOrderStatus: ['orderStatuses'],
  createSalesperson: ['salespersons'],
  createExpenseCategory: ['expenseCategories'],
  createImprint: ['imprints'],
  createSeries: ['series'],
  updateUserRole: ['publisherUsers'],
  deletePublisherUser: ['publisherUsers'],
  markInboxRead: ['inbox'],
  updateOnboardingStatus: ['publisherOnboardingStatus'],
  contactSupport: ['sentMail'],
  // A rename may move a value within its sorted list; a deletion takes it out.
  updateLookupValue: lookupLists,
  deleteLookupValue: lookupLists,
  createRegion: ['regions', ...royaltyFigures],
  updateRegion: ['regions', ...royaltyFigures],
  deleteRegion: ['regions', ...royaltyFigures],
  updatePublisherUser: ['publisherUsers'],
  updateUser: ['publisherUsers'],
  // The accounting method and sales by region decide which sales a royalty counts.
  updatePublisher: royaltyFigures,
  updatePublisherSalesRegionSetting: royaltyFigures,
  createRoyalty: ['productWorkCounts', 'products', ...royaltyFigures],
  updateRoyalty: royaltyFigures,
  deleteRoyalty: ['productWorkCounts', 'products', ...royaltyFigures],
  createRoyaltyLineItem: royaltyFigures,
  updateRoyaltyLineItem: royaltyFigures,
  deleteRoyaltyLineItem: royaltyFigures,
  createRoyaltyPayment: ['royaltypayments', ...royaltyFigures],
  updateRoyaltyPayment: ['royaltypayments', ...royaltyFigures],
  deleteRoyaltyPayment: ['royaltypayments', ...royaltyFigures],
  createAdvance: ['advances'],
  payAdvance: ['advances'],
  deleteAdvance: ['advances'],
  changePublisherMinimumPayout: ['minimumPayout'],
};

/** The entity a delete mutation removes, so cached references to it go too. */
const deletedTypes: Record<string, string> = {
  deleteCreator: 'Creator',
  deleteCustomer: 'Customer',
  deleteOrder: 'Order',
  deleteExpense: 'Expense',
  deleteProduct: 'Product',
  deleteRoyalty: 'Royalty',
  deleteRoyaltyPayment: 'RoyaltyPayment',
  deleteAdvance: 'Advance',
};

function invalidates(mutation: string): UpdateResolver {
  return (result, args, cache) => {
    const payload = result[mutation] as { ok?: boolean; errors?: unknown[] } | null;
    if (!payload || (payload.errors?.length ?? 0) > 0 || payload.ok === false) return;
    for (const list of listsChangedBy[mutation]!) invalidateList(cache, list);
    const deleted = deletedTypes[mutation];
    if (deleted) cache.invalidate({ __typename: deleted, id: args.id as string });
    // A format joins or leaves its title's list of formats.
    if (mutation === 'createProduct') {
      cache.invalidate({ __typename: 'ProductWork', id: args.productWorkId as string }, 'products');
    }
  };
}

/**
 * Normalised cache: entities with an id update in place after a mutation returns them; lists whose
 * membership or order may change are invalidated so they refetch (the query service then waits for
 * the position of our write).
 */
export function createGraphCache() {
  return cacheExchange({
    keys: Object.fromEntries(embeddedTypes.map((typeName) => [typeName, () => null])),
    updates: {
      Mutation: Object.fromEntries(Object.keys(listsChangedBy).map((mutation) => [mutation, invalidates(mutation)])),
    },
  });
}

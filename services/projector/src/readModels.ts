import * as lookupDeletionsMigration from './account/lookups/deletionsMigration.ts';
import * as lookupsMigration from './account/lookups/migration.ts';
import { lookupsProjection } from './account/lookups/projection.ts';
import { lookupValuesTable } from './account/lookups/rows.ts';
import * as publisherBillingMigration from './account/publishers/billingMigration.ts';
import * as homeMigration from './account/publishers/homeMigration.ts';
import * as publishersMigration from './account/publishers/migration.ts';
import * as profilesMigration from './account/publishers/profilesMigration.ts';
import { publishersProjection } from './account/publishers/projection.ts';
import { publisherMembersTable, publishersTable, usersTable } from './account/publishers/rows.ts';
import * as publisherSettingsMigration from './account/publishers/settingsMigration.ts';
import * as superusersMigration from './account/publishers/superusersMigration.ts';
import * as regionsMigration from './account/regions/migration.ts';
import { regionsProjection } from './account/regions/projection.ts';
import { regionsTable } from './account/regions/rows.ts';
import * as teamMigration from './account/team/migration.ts';
import { teamProjection } from './account/team/projection.ts';
import { publisherInvitationsTable } from './account/team/rows.ts';
import * as failedLoginsMigration from './admin/failedLogins/migration.ts';
import { failedLoginsProjection } from './admin/failedLogins/projection.ts';
import { failedLoginsTable } from './admin/failedLogins/rows.ts';
import * as staffAccessesMigration from './admin/staffAccesses/migration.ts';
import { staffAccessesProjection } from './admin/staffAccesses/projection.ts';
import { staffAccessesTable } from './admin/staffAccesses/rows.ts';
import * as userActivityMigration from './admin/userActivity/migration.ts';
import { userActivityProjection } from './admin/userActivity/projection.ts';
import { planChangesTable, publisherActivityTable, userActivityTable } from './admin/userActivity/rows.ts';
import { catalogueCreatorsTable } from './catalogue/products/creatorNames.ts';
import * as productCreatorNamesMigration from './catalogue/products/creatorNamesMigration.ts';
import * as productCreatorNamesOnFormatsMigration from './catalogue/products/creatorNamesOnFormatsMigration.ts';
import * as productsMigration from './catalogue/products/migration.ts';
import { productsProjection } from './catalogue/products/projection.ts';
import {
  productCreatorsTable,
  productNumberCountersTable,
  productsTable,
  productWorksTable,
} from './catalogue/products/rows.ts';
import * as productTitlesMigration from './catalogue/products/titlesMigration.ts';
import * as contactItemsMigration from './contacts/contactItems/migration.ts';
import { contactItemsProjection } from './contacts/contactItems/projection.ts';
import { contactItemsTable } from './contacts/contactItems/rows.ts';
import * as creatorBalanceMigration from './contacts/creators/balanceMigration.ts';
import * as creatorsMigration from './contacts/creators/migration.ts';
import { creatorsProjection } from './contacts/creators/projection.ts';
import { creatorLinksTable, creatorNumberCountersTable, creatorsTable } from './contacts/creators/rows.ts';
import * as customersMigration from './contacts/customers/migration.ts';
import { customersProjection } from './contacts/customers/projection.ts';
import { customerNumberCountersTable, customersTable } from './contacts/customers/rows.ts';
import * as customerSearchByNameMigration from './contacts/customers/searchByNameMigration.ts';
import * as expenseAmountSortMigration from './expenses/expenses/amountSortMigration.ts';
import * as expensesMigration from './expenses/expenses/migration.ts';
import * as expenseProductStatisticsMigration from './expenses/expenses/productStatisticsMigration.ts';
import { expenseFormatsTable, expenseTitlesTable } from './expenses/expenses/productTitles.ts';
import * as expenseProductTitlesMigration from './expenses/expenses/productTitlesMigration.ts';
import { expensesProjection } from './expenses/expenses/projection.ts';
import { expenseNumberCountersTable, expensesTable } from './expenses/expenses/rows.ts';
import * as mailOutboxMigration from './mail/outbox/migration.ts';
import { mailOutboxProjection } from './mail/outbox/projection.ts';
import { mailDeliveriesTable, mailOutboxTable } from './mail/outbox/rows.ts';
import * as inventoryMigration from './orders/inventory/migration.ts';
import { inventoryMovementsProjection } from './orders/inventory/projection.ts';
import { inventoryMovementsTable } from './orders/inventory/rows.ts';
import * as orderCustomerNamesMigration from './orders/orders/customerNamesMigration.ts';
import * as ordersMigration from './orders/orders/migration.ts';
import * as orderPoNumbersMigration from './orders/orders/poNumbersMigration.ts';
import { ordersProjection } from './orders/orders/projection.ts';
import * as orderReturnsMigration from './orders/orders/returnsMigration.ts';
import {
  orderCustomersTable,
  orderLinesTable,
  orderNumberCountersTable,
  orderPaymentsTable,
  orderReturnLinesTable,
  orderReturnsTable,
  ordersTable,
} from './orders/orders/rows.ts';
import * as dailyExpensesMigration from './reporting/dailyExpenses/migration.ts';
import { dailyExpensesProjection } from './reporting/dailyExpenses/projection.ts';
import {
  expensesDailyTable,
  expensesRollup,
  expensesRollupTable,
  reportingExpensesTable,
  reportingRoyaltiesTable,
} from './reporting/dailyExpenses/rows.ts';
import * as dailyExpensesRoyaltyPaymentsMigration from './reporting/dailyExpenses/royaltyPaymentsMigration.ts';
import * as dailySalesDayIndexMigration from './reporting/dailySales/dayIndexMigration.ts';
import * as dailySalesKeyMigration from './reporting/dailySales/keyMigration.ts';
import * as dailySalesMigration from './reporting/dailySales/migration.ts';
import { dailySalesProjection } from './reporting/dailySales/projection.ts';
import * as dailySalesReturnsMigration from './reporting/dailySales/returnsMigration.ts';
import {
  reportingAddressesTable,
  reportingOrderLinesTable,
  reportingOrderReturnsTable,
  reportingOrdersTable,
  reportingProductsTable,
  salesDailyTable,
  salesRollup,
  salesRollupTable,
} from './reporting/dailySales/rows.ts';
import { productRollupMigration, productRollupTable } from './reporting/productRollup.ts';
import { addedMeasuresMigration, coveringKeyMigration, rankingMigration, rollupMigration } from './reporting/rollup.ts';
import * as royaltyAdvanceRecordsMigration from './royalties/factRecords/advancesMigration.ts';
import * as royaltyFactRecordsMigration from './royalties/factRecords/migration.ts';
import { royaltyFactRecordsProjection } from './royalties/factRecords/projection.ts';
import { royaltyAdvanceRecordsTable, royaltyFactRecordsTable } from './royalties/factRecords/rows.ts';
import * as royaltyCountsMigration from './royalties/royalties/countsMigration.ts';
import * as royaltyFoldedSearchMigration from './royalties/royalties/foldedSearchMigration.ts';
import {
  royaltyAdvanceInstalmentsTable,
  royaltyAdvancesTable,
  royaltyReservesTable,
  royaltyStatementEndsTable,
} from './royalties/royalties/ledgerFacts.ts';
import * as royaltyLedgerMigration from './royalties/royalties/ledgerMigration.ts';
import * as royaltyListLedgerMigration from './royalties/royalties/listLedgerMigration.ts';
import { royaltyCreatorsTable, royaltyFormatsTable, royaltyTitlesTable } from './royalties/royalties/listNames.ts';
import * as royaltyListNamesMigration from './royalties/royalties/listNamesMigration.ts';
import * as royaltiesMigration from './royalties/royalties/migration.ts';
import { royaltiesProjection } from './royalties/royalties/projection.ts';
import * as royaltyReturnsMigration from './royalties/royalties/returnsMigration.ts';
import {
  royaltiesTable,
  royaltyCountersTable,
  royaltyPaymentCountersTable,
  royaltyPaymentsTable,
  royaltyPublishersTable,
  royaltyRegionsTable,
  royaltySalesAddressesTable,
  royaltySalesExpensesTable,
  royaltySalesLinesTable,
  royaltySalesOrdersTable,
  royaltySalesReturnsTable,
} from './royalties/royalties/rows.ts';
import * as royaltyRunningSplitMigration from './royalties/royalties/runningSplitMigration.ts';
import * as royaltyStatementsMigration from './royalties/statements/migration.ts';
import { royaltyStatementsProjection } from './royalties/statements/projection.ts';
import { royaltyStatementsTable } from './royalties/statements/rows.ts';
import type { Migrations } from './runtime/migrations.ts';
import type { Projection } from './runtime/projection.ts';
import { recordCountsMigration, recordNumbersMigration } from './runtime/recordNumbers.ts';
import {
  bigramIndexesMigration,
  foldedSearchColumnsMigration,
  trigramIndexesMigration,
} from './runtime/searchIndexes.ts';
import type { Table } from './runtime/tables.ts';

/** A read model: its folder holds the migration that makes its tables, their rows, and the projection that fills them. */
export interface ReadModel {
  name: string;
  projection: Projection;
  tables: readonly Table[];
  /** Tables its migrations make that the projection does not own: kept through a rebuild (e.g. mail deliveries). */
  keptTables: readonly Table[];
  migrations: Migrations;
}

const readModel = (
  projection: Projection,
  tables: readonly Table[],
  migrations: Migrations,
  keptTables: readonly Table[] = [],
): ReadModel => ({
  name: projection.name,
  projection,
  tables: [...tables, ...keptTables],
  keptTables,
  migrations,
});

/** Gives the records of a read model's table their short numbers (a replay of that read model, see recordNumbers.ts). */
const numbersOf = (projection: Projection, table: Table, counterTable: Table) =>
  recordNumbersMigration({
    readModel: projection.name,
    table: table.name,
    counterTable: counterTable.name,
    tables: projection.tables.filter((name) => name !== counterTable.name),
  });

/** Counts each publisher's records in its counter row, for the list's unfiltered total (see recordNumbers.ts). */
const countsOf = (table: Table, counterTable: Table) =>
  recordCountsMigration({ table: table.name, counterTable: counterTable.name });

/** Every read model of the product, in the order their migrations run. */
export const readModels: readonly ReadModel[] = [
  readModel(publishersProjection, [usersTable, publishersTable, publisherMembersTable], {
    '001_create': publishersMigration,
    '002_superusers': superusersMigration,
    '003_profiles': profilesMigration,
    '004_settings': publisherSettingsMigration,
    '005_home': homeMigration,
    '006_billing': publisherBillingMigration,
  }),
  readModel(lookupsProjection, [lookupValuesTable], {
    '001_create': lookupsMigration,
    '002_deletions': lookupDeletionsMigration,
  }),
  readModel(contactItemsProjection, [contactItemsTable], { '001_create': contactItemsMigration }),
  readModel(creatorsProjection, [creatorsTable, creatorLinksTable, creatorNumberCountersTable], {
    '001_create': creatorsMigration,
    '002_balance_from_royalties': creatorBalanceMigration,
    '003_numbers': numbersOf(creatorsProjection, creatorsTable, creatorNumberCountersTable),
    '004_counts': countsOf(creatorsTable, creatorNumberCountersTable),
    '005_search': trigramIndexesMigration('creators', {
      creators_display_name_trigrams: 'display_name',
      creators_payment_name_trigrams: 'payment_name',
    }),
    '006_folded_search': foldedSearchColumnsMigration(
      'creators',
      { search_display_name: 'display_name', search_payment_name: 'payment_name' },
      { creators_display_name_trigrams: 'display_name', creators_payment_name_trigrams: 'payment_name' },
    ),
    '007_bigram_search': bigramIndexesMigration({ creators: ['search_display_name', 'search_payment_name'] }),
  }),
  readModel(customersProjection, [customersTable, customerNumberCountersTable], {
    '001_create': customersMigration,
    '002_numbers': numbersOf(customersProjection, customersTable, customerNumberCountersTable),
    '003_counts': countsOf(customersTable, customerNumberCountersTable),
    '004_search': trigramIndexesMigration('customers', {
      customers_first_name_trigrams: 'first_name',
      customers_last_name_trigrams: 'last_name',
      customers_full_name_trigrams: "first_name || ' ' || last_name",
      customers_company_trigrams: 'company',
    }),
    '005_search_by_name': customerSearchByNameMigration,
    '006_folded_search': foldedSearchColumnsMigration(
      'customers',
      { search_name: "first_name || ' ' || last_name", search_company: 'company' },
      { customers_full_name_trigrams: "first_name || ' ' || last_name", customers_company_trigrams: 'company' },
    ),
    '007_bigram_search': bigramIndexesMigration({ customers: ['search_name', 'search_company'] }),
  }),
  readModel(
    ordersProjection,
    [
      ordersTable,
      orderLinesTable,
      orderPaymentsTable,
      orderReturnsTable,
      orderReturnLinesTable,
      orderNumberCountersTable,
      orderCustomersTable,
    ],
    {
      '001_create': ordersMigration,
      '002_numbers': numbersOf(ordersProjection, ordersTable, orderNumberCountersTable),
      '003_returns': orderReturnsMigration,
      '004_counts': countsOf(ordersTable, orderNumberCountersTable),
      '005_customer_names': orderCustomerNamesMigration,
      '006_po_numbers': orderPoNumbersMigration,
      '007_folded_search': foldedSearchColumnsMigration(
        'orders',
        {
          search_po_number: 'po_number',
          search_customer_name: 'customer_name',
          search_customer_company: 'customer_company',
        },
        {
          orders_po_number_trigrams: 'po_number',
          orders_customer_name_trigrams: 'customer_name',
          orders_customer_company_trigrams: 'customer_company',
        },
      ),
    },
  ),
  readModel(inventoryMovementsProjection, [inventoryMovementsTable], { '001_create': inventoryMigration }),
  readModel(expensesProjection, [expensesTable, expenseNumberCountersTable, expenseFormatsTable, expenseTitlesTable], {
    '001_create': expensesMigration,
    '002_numbers': numbersOf(expensesProjection, expensesTable, expenseNumberCountersTable),
    '003_counts': countsOf(expensesTable, expenseNumberCountersTable),
    '004_search': trigramIndexesMigration('expenses', { expenses_admin_notes_trigrams: 'admin_notes' }),
    '005_amount_sort': expenseAmountSortMigration,
    '006_folded_search': foldedSearchColumnsMigration(
      'expenses',
      { search_admin_notes: 'admin_notes' },
      { expenses_admin_notes_trigrams: 'admin_notes' },
    ),
    '007_product_statistics': expenseProductStatisticsMigration,
    '008_bigram_search': bigramIndexesMigration({ expenses: ['search_admin_notes'] }),
    '009_product_titles': expenseProductTitlesMigration,
  }),
  readModel(
    productsProjection,
    [productWorksTable, productsTable, productCreatorsTable, productNumberCountersTable, catalogueCreatorsTable],
    {
      '001_create': productsMigration,
      '002_numbers': numbersOf(productsProjection, productsTable, productNumberCountersTable),
      '003_counts': countsOf(productsTable, productNumberCountersTable),
      '004_titles': productTitlesMigration,
      '005_search': trigramIndexesMigration('products', {
        products_title_trigrams: 'title',
        products_subtitle_trigrams: 'subtitle',
        products_isbn_trigrams: "replace(replace(isbn, '-', ''), ' ', '')",
      }),
      '006_folded_search': foldedSearchColumnsMigration(
        'products',
        { search_title: 'title', search_subtitle: 'subtitle', search_isbn: "replace(replace(isbn, '-', ''), ' ', '')" },
        {
          products_title_trigrams: 'title',
          products_subtitle_trigrams: 'subtitle',
          products_isbn_trigrams: "replace(replace(isbn, '-', ''), ' ', '')",
        },
      ),
      '007_creator_names': productCreatorNamesMigration,
      '008_bigram_search': bigramIndexesMigration({
        products: ['search_title', 'search_subtitle', 'search_isbn'],
        product_creators: ['search_display_name', 'search_payment_name'],
      }),
      '009_creator_names_on_formats': productCreatorNamesOnFormatsMigration,
    },
  ),
  readModel(
    dailySalesProjection,
    [
      reportingOrdersTable,
      reportingOrderLinesTable,
      reportingOrderReturnsTable,
      reportingProductsTable,
      reportingAddressesTable,
      salesDailyTable,
      salesRollupTable,
    ],
    {
      '001_create': dailySalesMigration,
      '002_rollup': rollupMigration(salesRollup),
      '003_returns': dailySalesReturnsMigration,
      '004_daily_key': dailySalesKeyMigration,
      '005_positive_net': addedMeasuresMigration(salesRollup, [
        'paid_positive_net_cents',
        'shipped_positive_net_cents',
      ]),
      '006_covering_key': coveringKeyMigration(salesRollup),
      '007_ranking': rankingMigration(salesRollup, ['paid_positive_net_cents', 'shipped_positive_net_cents']),
      '008_no_day_index': dailySalesDayIndexMigration,
    },
  ),
  readModel(
    dailyExpensesProjection,
    [reportingExpensesTable, reportingRoyaltiesTable, expensesDailyTable, expensesRollupTable],
    {
      '001_create': dailyExpensesMigration,
      '002_rollup': rollupMigration(expensesRollup),
      '003_royalty_payments': dailyExpensesRoyaltyPaymentsMigration,
      '004_covering_key': coveringKeyMigration(expensesRollup),
      '005_product_rollup': productRollupMigration([salesRollup, expensesRollup]),
    },
    [productRollupTable],
  ),
  readModel(mailOutboxProjection, [mailOutboxTable], { '001_create': mailOutboxMigration }, [mailDeliveriesTable]),
  readModel(teamProjection, [publisherInvitationsTable], { '001_create': teamMigration }),
  readModel(regionsProjection, [regionsTable], { '001_create': regionsMigration }),
  readModel(
    royaltiesProjection,
    [
      royaltiesTable,
      royaltyPaymentsTable,
      royaltySalesOrdersTable,
      royaltySalesLinesTable,
      royaltySalesReturnsTable,
      royaltySalesAddressesTable,
      royaltySalesExpensesTable,
      royaltyPublishersTable,
      royaltyRegionsTable,
      royaltyAdvancesTable,
      royaltyAdvanceInstalmentsTable,
      royaltyReservesTable,
      royaltyStatementEndsTable,
      royaltyCreatorsTable,
      royaltyFormatsTable,
      royaltyTitlesTable,
      royaltyCountersTable,
      royaltyPaymentCountersTable,
    ],
    {
      '001_create': royaltiesMigration,
      '002_returns': royaltyReturnsMigration,
      '003_advances_reserves': royaltyLedgerMigration,
      '004_running_split': royaltyRunningSplitMigration,
      '005_lines_room': royaltyRunningSplitMigration.linesRoomMigration,
      '006_list_ledger': royaltyListLedgerMigration,
      '007_list_names': royaltyListNamesMigration,
      '008_counts': royaltyCountsMigration,
      '009_folded_search': royaltyFoldedSearchMigration,
      '010_bigram_search': bigramIndexesMigration({
        royalties: ['search_title', 'search_isbn', 'search_display_name', 'search_payment_name'],
        royalty_payments: ['search_title', 'search_display_name', 'search_payment_name'],
      }),
    },
  ),
  readModel(royaltyFactRecordsProjection, [royaltyFactRecordsTable, royaltyAdvanceRecordsTable], {
    '001_create': royaltyFactRecordsMigration,
    '002_advances': royaltyAdvanceRecordsMigration,
  }),
  readModel(royaltyStatementsProjection, [royaltyStatementsTable], { '001_create': royaltyStatementsMigration }),
  readModel(userActivityProjection, [userActivityTable, publisherActivityTable, planChangesTable], {
    '001_create': userActivityMigration,
  }),
  readModel(failedLoginsProjection, [failedLoginsTable], { '001_create': failedLoginsMigration }),
  readModel(staffAccessesProjection, [staffAccessesTable], { '001_create': staffAccessesMigration }),
];

import * as lookupDeletionsMigration from './account/lookups/deletionsMigration.ts';
import * as lookupsMigration from './account/lookups/migration.ts';
import { lookupsProjection } from './account/lookups/projection.ts';
import { lookupValuesTable } from './account/lookups/rows.ts';
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
import * as productsMigration from './catalogue/products/migration.ts';
import { productsProjection } from './catalogue/products/projection.ts';
import { productCreatorsTable, productsTable, productWorksTable } from './catalogue/products/rows.ts';
import * as contactItemsMigration from './contacts/contactItems/migration.ts';
import { contactItemsProjection } from './contacts/contactItems/projection.ts';
import { contactItemsTable } from './contacts/contactItems/rows.ts';
import * as creatorsMigration from './contacts/creators/migration.ts';
import { creatorsProjection } from './contacts/creators/projection.ts';
import { creatorLinksTable, creatorsTable } from './contacts/creators/rows.ts';
import * as customersMigration from './contacts/customers/migration.ts';
import { customersProjection } from './contacts/customers/projection.ts';
import { customersTable } from './contacts/customers/rows.ts';
import * as expensesMigration from './expenses/expenses/migration.ts';
import { expensesProjection } from './expenses/expenses/projection.ts';
import { expensesTable } from './expenses/expenses/rows.ts';
import * as mailOutboxMigration from './mail/outbox/migration.ts';
import { mailOutboxProjection } from './mail/outbox/projection.ts';
import { mailDeliveriesTable, mailOutboxTable } from './mail/outbox/rows.ts';
import * as inventoryMigration from './orders/inventory/migration.ts';
import { inventoryMovementsProjection } from './orders/inventory/projection.ts';
import { inventoryMovementsTable } from './orders/inventory/rows.ts';
import * as ordersMigration from './orders/orders/migration.ts';
import { ordersProjection } from './orders/orders/projection.ts';
import { orderLinesTable, orderPaymentsTable, ordersTable } from './orders/orders/rows.ts';
import * as dailyExpensesMigration from './reporting/dailyExpenses/migration.ts';
import { dailyExpensesProjection } from './reporting/dailyExpenses/projection.ts';
import { expensesDailyTable, reportingExpensesTable } from './reporting/dailyExpenses/rows.ts';
import * as dailySalesMigration from './reporting/dailySales/migration.ts';
import { dailySalesProjection } from './reporting/dailySales/projection.ts';
import {
  reportingAddressesTable,
  reportingOrderLinesTable,
  reportingOrdersTable,
  reportingProductsTable,
  salesDailyTable,
} from './reporting/dailySales/rows.ts';
import type { Migrations } from './runtime/migrations.ts';
import type { Projection } from './runtime/projection.ts';
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

/** Every read model of the product, in the order their migrations run. */
export const readModels: readonly ReadModel[] = [
  readModel(publishersProjection, [usersTable, publishersTable, publisherMembersTable], {
    '001_create': publishersMigration,
    '002_superusers': superusersMigration,
    '003_profiles': profilesMigration,
    '004_settings': publisherSettingsMigration,
    '005_home': homeMigration,
  }),
  readModel(lookupsProjection, [lookupValuesTable], {
    '001_create': lookupsMigration,
    '002_deletions': lookupDeletionsMigration,
  }),
  readModel(contactItemsProjection, [contactItemsTable], { '001_create': contactItemsMigration }),
  readModel(creatorsProjection, [creatorsTable, creatorLinksTable], { '001_create': creatorsMigration }),
  readModel(customersProjection, [customersTable], { '001_create': customersMigration }),
  readModel(ordersProjection, [ordersTable, orderLinesTable, orderPaymentsTable], { '001_create': ordersMigration }),
  readModel(inventoryMovementsProjection, [inventoryMovementsTable], { '001_create': inventoryMigration }),
  readModel(expensesProjection, [expensesTable], { '001_create': expensesMigration }),
  readModel(productsProjection, [productWorksTable, productsTable, productCreatorsTable], {
    '001_create': productsMigration,
  }),
  readModel(
    dailySalesProjection,
    [reportingOrdersTable, reportingOrderLinesTable, reportingProductsTable, reportingAddressesTable, salesDailyTable],
    { '001_create': dailySalesMigration },
  ),
  readModel(dailyExpensesProjection, [reportingExpensesTable, expensesDailyTable], {
    '001_create': dailyExpensesMigration,
  }),
  readModel(mailOutboxProjection, [mailOutboxTable], { '001_create': mailOutboxMigration }, [mailDeliveriesTable]),
  readModel(teamProjection, [publisherInvitationsTable], { '001_create': teamMigration }),
  readModel(regionsProjection, [regionsTable], { '001_create': regionsMigration }),
];

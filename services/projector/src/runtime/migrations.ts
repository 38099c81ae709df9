import type { Knex } from 'knex';

import * as adminMonitoring from '../admin/monitoringMigration.ts';
import { registerCheckpoints } from './checkpoints.ts';
import * as deferredIndexes from './deferredIndexesMigration.ts';
import * as failures from './failuresMigration.ts';
import * as importFiles from './importFilesMigration.ts';
import * as platform from './platformMigration.ts';
import * as rebuilding from './rebuildingMigration.ts';

export interface Migration {
  up(db: Knex): Promise<void>;
  down(db: Knex): Promise<void>;
}

/** A read model's migrations by name, in order; recorded as `{readModel}/{name}`. */
export type Migrations = Readonly<Record<string, Migration>>;

/**
 * Read-model tables of the first layout, when migrations were one folder for all read models. A
 * database still on it drops them and forgets every checkpoint: the projections rebuild the rows
 * from the events, which are the truth.
 */
export const firstLayout = {
  migrations: [
    '002_account',
    '003_contacts',
    '005_sales',
    '004_catalogue',
    '006_creator_links',
    '007_room_for_updates',
  ],
  tables: [
    'users',
    'publishers',
    'publisher_members',
    'lookup_values',
    'creators',
    'contact_items',
    'creator_links',
    'product_works',
    'products',
    'product_creators',
    'customers',
    'orders',
    'order_lines',
    'order_payments',
    'inventory_movements',
    'expenses',
  ],
};

async function leaveFirstLayout(db: Knex): Promise<void> {
  if (!(await db.schema.hasTable('knex_migrations'))) return;
  const recorded = await db('knex_migrations').whereIn('name', firstLayout.migrations).count({ count: '*' }).first();
  if (Number(recorded?.count ?? 0) === 0) return;
  await db.transaction(async (tx) => {
    for (const table of firstLayout.tables) await tx.schema.dropTableIfExists(table);
    await tx('knex_migrations').whereIn('name', firstLayout.migrations).delete();
    await tx('projection_checkpoints').delete();
  });
}

/**
 * Knex migrations from modules rather than a folder scan, so they run the same under tsx and vitest;
 * then a checkpoint for every read model.
 */
export async function migrate(
  db: Knex,
  readModels: readonly { name: string; migrations: Migrations }[],
): Promise<void> {
  const migrations = new Map<string, Migration>([
    ['001_platform', platform],
    ['002_projection_failures', failures],
    ['003_import_files', importFiles],
    ['004_admin_monitoring', adminMonitoring],
    ['005_checkpoint_rebuilding', rebuilding],
    ['006_checkpoint_deferred_indexes', deferredIndexes],
  ]);
  for (const readModel of readModels) {
    for (const [name, migration] of Object.entries(readModel.migrations))
      migrations.set(`${readModel.name}/${name}`, migration);
  }
  await leaveFirstLayout(db);
  await db.migrate.latest({
    migrationSource: {
      getMigrations: async () => [...migrations.keys()],
      getMigrationName: (name: string) => name,
      getMigration: async (name: string) => migrations.get(name)!,
    },
  });
  await registerCheckpoints(
    db,
    readModels.map((readModel) => readModel.name),
  );
}

import type { Knex } from 'knex';
import * as platform from './001_platform.ts';
import * as account from './002_account.ts';
import * as contacts from './003_contacts.ts';
import * as sales from './005_sales.ts';
import * as catalogue from './004_catalogue.ts';
import * as creatorLinks from './006_creator_links.ts';
import * as roomForUpdates from './007_room_for_updates.ts';

type Migration = { up(db: Knex): Promise<void>; down(db: Knex): Promise<void> };

const migrations: Record<string, Migration> = {
  '001_platform': platform,
  '002_account': account,
  '003_contacts': contacts,
  '005_sales': sales,
  '004_catalogue': catalogue,
  '006_creator_links': creatorLinks,
  '007_room_for_updates': roomForUpdates,
};

/** Knex migrations from modules rather than a folder scan, so they run the same under tsx and vitest. */
const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};

export async function migrateReadModels(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource });
}

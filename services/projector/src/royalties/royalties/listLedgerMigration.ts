import type { Knex } from 'knex';

import { resetProjection } from '../../runtime/checkpoints.ts';
import { existingTables } from '../../runtime/tables.ts';
import { royaltiesProjection } from './projection.ts';

/**
 * The royalty list's owed and balance apply reserves and advances (listLedger.ts): rows kept before
 * did not, so the read model starts again from the events.
 */
export async function up(db: Knex): Promise<void> {
  await resetProjection(db, {
    name: royaltiesProjection.name,
    tables: await existingTables(db, royaltiesProjection.tables),
  });
}

/** The figures stay as computed; nothing to undo in the tables. */
export async function down(): Promise<void> {}

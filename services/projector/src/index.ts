import type { Knex } from 'knex';

import { readModels } from './readModels.ts';
import { migrate } from './runtime/migrations.ts';

export * from './analysts/analystAccess.ts';
export * from './mail/sender.ts';
export * from './mail/transport.ts';
export { type ReadModel, readModels } from './readModels.ts';
export * from './royalties/sentStatement.ts';
export * from './royalties/statementPdf.ts';
export * from './runtime/checkpoints.ts';
export * from './runtime/failures.ts';
export * from './runtime/projection.ts';
export * from './runtime/projector.ts';
export * from './runtime/rowWrites.ts';
export * from './runtime/tables.ts';

/** Every projection of the product. */
export const allProjections = readModels.map((readModel) => readModel.projection);

/** Makes or updates the platform tables and every read model's tables. */
export const migrateReadModels = (db: Knex) => migrate(db, readModels);

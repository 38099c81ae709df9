import type { Knex } from 'knex';

/**
 * Trigram (GIN) indexes for a list's contains-searches (`column ilike '%text%'`): without them each
 * search reads every row of the publisher. `pg_trgm` ships with Postgres (a trusted extension) and
 * is loaded into embedded PGlite by createDatabase. `indexes` maps an index name to the column or
 * expression it covers, written exactly as the list's query writes it, so the planner matches it.
 */
export function trigramIndexesMigration(table: string, indexes: Readonly<Record<string, string>>) {
  return {
    async up(db: Knex): Promise<void> {
      await db.raw('create extension if not exists pg_trgm');
      for (const [name, expression] of Object.entries(indexes)) {
        await db.raw(`create index ?? on ?? using gin ((${expression}) gin_trgm_ops)`, [name, table]);
      }
    },
    async down(db: Knex): Promise<void> {
      for (const name of Object.keys(indexes)) await db.raw('drop index if exists ??', [name]);
    },
  };
}

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

/**
 * Every two-character substring of a text, in order (duplicates kept: GIN keeps each key once): the
 * keys of the bigram indexes. In PL/pgSQL, which PGlite has too: a loop over the text ran 2.6-3.9
 * times as fast there as the same in SQL (`array(select substr(…) from generate_series(…))`), whose
 * every call starts a query (17 µs a row of expenses' notes against 4.5), and 1.5 times as fast on
 * the server. The lists run it on each row they read in their order, and a rebuild on every row.
 */
const bigramsFunction = `create or replace function bigrams(string text) returns text[]
  language plpgsql immutable strict parallel safe
  as $$
  declare
    pairs text[] := '{}';
  begin
    for i in 1 .. char_length(string) - 1 loop
      pairs := pairs || substr(string, i, 2);
    end loop;
    return pairs;
  end
  $$`;

/**
 * GIN indexes over the two-character substrings of case-folded search columns (`search_…`, by
 * table), for searches of two characters, which hold no trigram: `bigrams(column) @> array['an']`
 * finds through the index exactly the rows whose column contains "an", where `strpos` read every
 * row of the publisher (see foldedContains). Every column a list searches with foldedContains has
 * one, or the condition would run `bigrams` on every row; but the orders', whose search starts at
 * three characters (isAppliedOrderSearch), and whose 84 000 rows at L took 1.8 s to index. The
 * read models' test checks every folded column for both indexes.
 */
export function bigramIndexesMigration(columnsByTable: Readonly<Record<string, readonly string[]>>) {
  const indexes = Object.entries(columnsByTable).flatMap(([table, columns]) =>
    columns.map((column) => ({ table, column, name: `${table}_${column}_bigrams` })),
  );
  return {
    async up(db: Knex): Promise<void> {
      await db.raw(bigramsFunction);
      for (const { table, column, name } of indexes) {
        await db.raw('create index ?? on ?? using gin (bigrams(??))', [name, table, column]);
      }
      // The indexed expressions' statistics now: the planner weighs how many rows a pair of
      // letters matches by them, between the index and a sort index read in the page's order.
      for (const table of Object.keys(columnsByTable)) await db.raw('analyze ??', [table]);
    },
    async down(db: Knex): Promise<void> {
      for (const { name } of indexes) await db.raw('drop index if exists ??', [name]);
    },
  };
}

/**
 * Case-folded copies of searched text, kept by the table itself (`generated always as (lower(…))
 * stored`), each with a trigram index, in place of the trigram indexes on the text. A search then
 * matches `search_column like lower('%text%')`, the same rows as `text ilike '%text%'` (which folds
 * both sides with lower() on a UTF-8 database), without folding each candidate row's text again:
 * a search that counts thousands of matches rechecked them twice as fast on PGlite. `columns` maps
 * each new column to the text it folds; `replacedIndexes` are the trigram indexes it replaces
 * (name to expression, as trigramIndexesMigration took them), dropped, and made again by `down`.
 * Give the new columns their bigram indexes too (bigramIndexesMigration).
 */
export function foldedSearchColumnsMigration(
  table: string,
  columns: Readonly<Record<string, string>>,
  replacedIndexes: Readonly<Record<string, string>>,
) {
  const replaced = trigramIndexesMigration(table, replacedIndexes);
  const added = trigramIndexesMigration(
    table,
    Object.fromEntries(Object.keys(columns).map((column) => [`${table}_${column}_trigrams`, column])),
  );
  return {
    async up(db: Knex): Promise<void> {
      // One statement, so the table is rewritten once.
      const additions = Object.entries(columns).map(
        ([column, text]) => `add column "${column}" text generated always as (lower(${text})) stored`,
      );
      await db.raw(`alter table ?? ${additions.join(', ')}`, [table]);
      await added.up(db);
      await replaced.down(db);
      // The new columns' statistics now, not at autovacuum's next visit: until then the planner
      // guesses how many rows a search matches (payments "Harbour" at L read 16 000 rows of a sort
      // index for 46 matches, 4.4 ms against 1.7).
      await db.raw('analyze ??', [table]);
    },
    async down(db: Knex): Promise<void> {
      await replaced.up(db);
      await added.down(db);
      await db.raw(
        `alter table ?? ${Object.keys(columns)
          .map((column) => `drop column "${column}"`)
          .join(', ')}`,
        [table],
      );
    },
  };
}

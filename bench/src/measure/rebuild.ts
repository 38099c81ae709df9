import { allProjections, type Projection, rebuildProjections } from '@colophon/projector';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { pino } from 'pino';

import type { Engine } from '../engines.ts';
import { round, timed } from '../stats.ts';

export interface RebuildFigures {
  events: number;
  seconds: number;
  eventsPerSecond: number;
  /** Loading the rebuilt read-model rows with COPY into the emptied tables: the physical limit. */
  copy: { rows: number; seconds: number };
  /** Rebuild speed as a share of COPY speed (COPY seconds over rebuild seconds; 1 = as fast as COPY). */
  ratio: number;
}

/**
 * Rebuilds every projection from position 0; `measureRebuilt` then measures what needs the tables
 * as the rebuild left them (the lists: their users read a rebuild's tables, not freshly loaded
 * ones), and the same final rows are loaded again with COPY.
 */
export async function measureRebuild<Measured>(
  engine: Engine,
  measureRebuilt: () => Promise<Measured>,
): Promise<{ rebuild: RebuildFigures; measured: Measured }> {
  const { db } = engine;
  const events = Number((await db('es_messages').count({ count: '*' }).first())!.count);
  const rebuild = await timed(() =>
    rebuildProjections({ db, store: engine.store, projections: allProjections, logger: pino({ level: 'silent' }) }),
  );
  const measured = await measureRebuilt();
  const copy = await measureCopy(engine);
  return {
    rebuild: {
      events,
      seconds: round(rebuild.ms / 1000, 3),
      eventsPerSecond: round(events / (rebuild.ms / 1000), 0),
      copy: { rows: copy.rows, seconds: round(copy.ms / 1000, 3) },
      ratio: round(copy.ms / rebuild.ms, 3),
    },
    measured,
  };
}

/**
 * The reference: the read models' current rows dumped with COPY TO, the tables emptied, and the
 * rows loaded again with COPY FROM (timed). Leaves the tables as they were, vacuumed and analysed.
 * `projections` narrows it to their tables, for a rebuild of only those.
 */
export async function measureCopy(
  engine: Engine,
  projections: readonly Projection[] = allProjections,
): Promise<{ rows: number; ms: number }> {
  const { db } = engine;
  const readModelTables = [...new Set(projections.flatMap((projection) => projection.tables))];
  const rows = Number(
    (
      await db.raw<{ rows: { count: string }[] }>(
        readModelTables.map((table) => `select count(*) from ${table}`).join(' union all '),
      )
    ).rows.reduce((sum, row) => sum + Number(row.count), 0),
  );
  const copier = tableCopier(engine);
  const dumps = new Map<string, Buffer>();
  for (const table of readModelTables) dumps.set(table, await copier.dump(table));
  await db.raw(`truncate ${readModelTables.join(', ')}`);
  const copy = await timed(async () => {
    for (const [table, dump] of dumps) if (dump.length > 0) await copier.load(table, dump);
  });
  // As the rebuild's end leaves them, for what is measured next on them: loaded into indexed
  // tables, the trigram indexes kept the rows in their pending lists with stale statistics, and
  // the planner scanned whole tables instead (products "Harbour" at L: 41 ms of SQL, not 7).
  await db.raw(`vacuum analyze ${readModelTables.join(', ')}`);
  return { rows, ms: copy.ms };
}

/** COPY in text format to and from memory: pg-copy-streams on Postgres, /dev/blob on PGlite. */
function tableCopier(engine: Engine) {
  const client = engine.db.client as {
    acquireConnection(): Promise<unknown>;
    releaseConnection(connection: unknown): Promise<void>;
  };
  // PGlite has a single connection: hold it only for the statement.
  const withConnection = async <Result>(work: (connection: unknown) => Promise<Result>) => {
    const connection = await client.acquireConnection();
    try {
      return await work(connection);
    } finally {
      await client.releaseConnection(connection);
    }
  };
  if (engine.name === 'pglite') {
    return {
      dump: (table: string) =>
        withConnection(async (connection) => {
          const result = await (connection as PGlite).query(`copy ${table} to '/dev/blob'`);
          // An empty table writes no blob at all.
          return result.blob ? Buffer.from(await result.blob.arrayBuffer()) : Buffer.alloc(0);
        }),
      load: (table: string, dump: Buffer) =>
        withConnection(async (connection) => {
          await (connection as PGlite).query(`copy ${table} from '/dev/blob'`, [], {
            blob: new Blob([new Uint8Array(dump)]),
          });
        }),
    };
  }
  return {
    dump: (table: string) =>
      withConnection(async (connection) => {
        const chunks: Buffer[] = [];
        for await (const chunk of (connection as pg.Client).query(copyTo(`copy ${table} to stdout`)))
          chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      }),
    load: (table: string, dump: Buffer) =>
      withConnection(async (connection) => {
        const stream = (connection as pg.Client).query(copyFrom(`copy ${table} from stdin`));
        await new Promise<void>((resolve, reject) => {
          stream.on('finish', resolve).on('error', reject);
          stream.end(dump);
        });
      }),
  };
}

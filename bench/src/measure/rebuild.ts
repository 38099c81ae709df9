import { allProjections, rebuildProjections } from '@colophon/projector';
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
  /** Loading the rebuilt read-model rows with COPY into empty copies of their tables: the physical limit. */
  copy: { rows: number; seconds: number };
  /** Rebuild speed as a share of COPY speed (COPY seconds over rebuild seconds; 1 = as fast as COPY). */
  ratio: number;
}

const readModelTables = [...new Set(allProjections.flatMap((projection) => projection.tables))];

/** Rebuilds every projection from position 0, then loads the same final rows again with COPY. */
export async function measureRebuild(engine: Engine): Promise<RebuildFigures> {
  const { db } = engine;
  const events = Number((await db('es_messages').count({ count: '*' }).first())!.count);
  const rebuild = await timed(() =>
    rebuildProjections({ db, store: engine.store, projections: allProjections, logger: pino({ level: 'silent' }) }),
  );
  const copy = await measureCopy(engine);
  return {
    events,
    seconds: round(rebuild.ms / 1000, 3),
    eventsPerSecond: round(events / (rebuild.ms / 1000), 0),
    copy: { rows: copy.rows, seconds: round(copy.ms / 1000, 3) },
    ratio: round(copy.ms / rebuild.ms, 3),
  };
}

/**
 * The reference: each read model's current rows dumped with COPY TO and loaded again with COPY
 * FROM (timed) into an empty copy of its table, with the same columns, constraints and indexes.
 * The copies are dropped only after the last load, so the server holds every row loaded, as a
 * rebuild's end does. The read models stay as the rebuild left them: what is measured next on
 * them (the lists) reads the tables a rebuild gives its users, not freshly loaded ones.
 */
export async function measureCopy(engine: Engine): Promise<{ rows: number; ms: number }> {
  const { db } = engine;
  const copier = tableCopier(engine);
  const dumps = new Map<string, Buffer>();
  let rows = 0;
  for (const table of readModelTables) {
    const dump = await copier.dump(table);
    if (dump.length === 0) continue;
    rows += Number((await db(table).count({ count: '*' }).first())!.count);
    const reference = `${table}_copy_reference`;
    await db.raw('create table ?? (like ?? including all)', [reference, table]);
    dumps.set(reference, dump);
  }
  try {
    const copy = await timed(async () => {
      for (const [reference, dump] of dumps) await copier.load(reference, dump);
    });
    return { rows, ms: copy.ms };
  } finally {
    for (const reference of dumps.keys()) await db.schema.dropTable(reference);
  }
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

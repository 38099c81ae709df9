import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { makeSuperuser } from '@colophon/command';
import { startEmbedded } from '@colophon/deploy/embedded';
import { createScratchDatabase, type Position, startOfLog, waitForReadModels } from '@colophon/events';
import type { Knex } from 'knex';
import Papa from 'papaparse';

import { sqlProfile } from './sqlProfile.ts';
import { round, timed } from './stats.ts';

export type ImportEngine = 'pglite' | 'postgres';

/** One import measured: rows, and the seconds each phase took through the wizard's HTTP calls. */
export interface ImportRun {
  entity: 'product' | 'order';
  rows: number;
  uploadSeconds: number;
  validateSeconds: number;
  importSeconds: number;
  /** From the import's end until every read model includes it (the lists show the rows). */
  projectedSeconds: number;
  rowsPerSecond: number;
  /**
   * CPU seconds this process used while validating and importing (user + system). Embedded, that
   * is the app, its PGlite and the bench's client; on Postgres the server's work is not in it.
   */
  cpuSeconds: number;
  /** The longest the app's event loop went without a turn meanwhile: no request is answered then. */
  longestStallMs: number;
  created: number;
  errors: number;
}

export interface ImportBenchResults {
  engine: ImportEngine;
  rows: number;
  runs: ImportRun[];
}

/** A valid ISBN-13 for each number (978 prefix, computed check digit). */
export function isbnOf(index: number): string {
  const body = `978${String(index).padStart(9, '0')}`;
  const sum = [...body].reduce((total, digit, at) => total + Number(digit) * (at % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const customerCount = 50;
const linesPerOrder = 5;

const productFile = (rows: number) =>
  Papa.unparse([
    ['title', 'format', 'isbn', 'retail_price', 'page_count', 'inventory_qty', 'publication_date'],
    ...Array.from({ length: rows }, (_, index) => [
      `Bench Title ${index}`,
      index % 3 === 0 ? 'Hardcover' : 'Paperback',
      isbnOf(index),
      `${10 + (index % 20)}.99`,
      String(100 + (index % 400)),
      '1000000',
      '2024-05-01',
    ]),
  ]);

const customerFile = () =>
  Papa.unparse([
    ['company', 'first_name', 'last_name', 'email'],
    ...Array.from({ length: customerCount }, (_, index) => [
      `Bench Books ${index}`,
      'Ann',
      `Reader ${index}`,
      `ann${index}@bench.example`,
    ]),
  ]);

/** Order lines of `productCount` imported formats, five lines an order. */
const orderFile = (rows: number, productCount: number) =>
  Papa.unparse([
    ['order_group', 'customer_name', 'isbn', 'quantity', 'retail_price', 'po_number'],
    ...Array.from({ length: rows }, (_, index) => {
      const group = Math.floor(index / linesPerOrder);
      return [
        String(group + 1),
        `Bench Books ${group % customerCount}`,
        isbnOf((index * 7919) % productCount),
        String(1 + (index % 9)),
        '19.99',
        `PO-${group + 1}`,
      ];
    }),
  ]);

/**
 * The position of the newest event appended, committed or not yet visible: the store's head stops
 * at what readers may see, which lags while another database of the same server holds a long
 * transaction (its xmin hides newer events), and the read models are to include every write.
 */
async function newestAppended(db: Knex): Promise<Position> {
  const newest = await db('es_messages')
    .orderBy([
      { column: 'transaction_id', order: 'desc' },
      { column: 'global_position', order: 'desc' },
    ])
    .first<{ major: string; minor: string } | undefined>(
      db.raw('transaction_id::text as major'),
      db.raw('global_position::text as minor'),
    );
  return newest ? { major: BigInt(newest.major), minor: BigInt(newest.minor) } : startOfLog;
}

/** What the bench reads of the wizard's replies. */
interface WizardReply {
  status?: string;
  session_id?: string;
  error_count?: number;
  created_count?: number;
  results?: unknown[];
}

/** The wizard's calls as one signed-in user, over HTTP on loopback. */
function wizardClient(url: string, token: string, publisherId: string) {
  const headers = { authorization: `Token ${token}` };
  const json = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${url}${path}`, { ...init, headers: { ...headers, ...init.headers } });
    const body = (await response.json()) as WizardReply;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
  const post = (path: string, body: unknown = {}) =>
    json(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  // The bench's client shares the app's event loop: after a stall of more than a second both
  // time out an idle keep-alive connection at once, and a poll sent on it is reset. It is asked again.
  const poll = (path: string) => json(path).catch(() => json(path));
  const pollUntilDone = async (path: string) => {
    for (;;) {
      const progress = await poll(path);
      if (progress.status !== 'in_progress') return progress;
      // Each second, as the wizard polls.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  return {
    json,
    post,
    async upload(entity: string, contents: string) {
      const form = new FormData();
      form.set('file', new Blob([contents], { type: 'text/csv' }), `${entity}s.csv`);
      form.set('entity_type', entity);
      form.set('publisher_id', publisherId);
      const reply = await json('/api/csv-import/upload-csv/', { method: 'POST', body: form });
      return reply.session_id!;
    },
    async validate(session: string) {
      await post(`/api/csv-import/${session}/validate-csv-data/`);
      await pollUntilDone(`/api/csv-import/${session}/get-validation-progress/`);
      return json(`/api/csv-import/${session}/get-validation-results/`);
    },
    async import(session: string) {
      await post(`/api/csv-import/${session}/import-csv-data/`);
      await pollUntilDone(`/api/csv-import/${session}/get-import-progress/`);
      return json(`/api/csv-import/${session}/get-import-summary/`);
    },
  };
}

/**
 * npm run bench:import -- --rows 100000: the embedded app (PGlite in a data folder, or the Postgres
 * of DATABASE_URL in a scratch database), a publisher on the All Access plan, then a products file
 * and an order-lines file of that many rows, each uploaded, validated and imported through the
 * wizard's HTTP calls, timed phase by phase, and the time until the read models show the rows.
 */
export async function runImportBench(options: {
  engine: ImportEngine;
  rows: number;
  databaseUrl?: string;
  log?: (message: string) => void;
  /** Logs the statements that took the most time in each import (`--sql-profile`). */
  profileSql?: boolean;
}): Promise<ImportBenchResults> {
  const log = options.log ?? (() => {});
  const folder = await mkdtemp(join(tmpdir(), 'colophon-import-bench-'));
  const database =
    options.engine === 'postgres' ? await createScratchDatabase(options.databaseUrl!, 'colophon_importbench') : null;
  const app = await startEmbedded({
    port: 0,
    dataDir: database ? null : folder,
    databaseUrl: database?.url,
  });
  const sql = options.profileSql ? sqlProfile(app.infrastructure.db) : null;
  const stalls = monitorEventLoopDelay({ resolution: 20 });
  stalls.enable();
  try {
    const email = `bench.${Date.now()}@press.example`;
    const registered = await fetch(`${app.url}/api/v1/auth/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        first_name: 'Bench',
        last_name: 'Mark',
        password1: 'Quill-pen-42',
        password2: 'Quill-pen-42',
        publisher: 'Bench Press',
      }),
    });
    const { key: token } = (await registered.json()) as { key: string };
    // Only staff change plans outside billing: the bench's user is made staff, as `npm run superuser` does.
    const superuser = await makeSuperuser(app.infrastructure.store, email);
    // The membership and the staff flag are read models: on a busy machine they may take seconds. The
    // wait is for the staff flag's own position: the log's visible head lags behind it while another
    // database of the same server holds a long transaction (its xmin hides newer events from readers).
    await waitForReadModels(
      app.infrastructure.db,
      superuser.position ?? (await app.infrastructure.store.headPosition()),
      120_000,
    );
    const plan = await fetch(`${app.url}/graphql-auth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
      body: JSON.stringify({ query: 'mutation { changePublisherPlan(plan: "All Access") { errors { message } } }' }),
    });
    const planReply = (await plan.json()) as { data?: { changePublisherPlan: { errors: unknown[] } } };
    if (planReply.data?.changePublisherPlan.errors.length !== 0) throw new Error(JSON.stringify(planReply));
    const publishers = await fetch(`${app.url}/fetch_user_publishers/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
      body: JSON.stringify({ token }),
    });
    const publisherId = String(((await publishers.json()) as { publisher: { id: string } }).publisher.id);
    const client = wizardClient(app.url, token, publisherId);

    const measure = async (entity: ImportRun['entity'], contents: string, rows: number): Promise<ImportRun> => {
      const upload = await timed(() => client.upload(entity, contents));
      sql?.report();
      stalls.reset();
      const cpuBefore = process.cpuUsage();
      const validation = await timed(() => client.validate(upload.result));
      if (validation.result.error_count !== 0)
        throw new Error(`${entity}: ${JSON.stringify(validation.result.results?.slice(0, 3))}`);
      const imported = await timed(() => client.import(upload.result));
      const cpu = process.cpuUsage(cpuBefore);
      const longestStallMs = Math.round(stalls.max / 1e6);
      const projected = await timed(async () =>
        waitForReadModels(app.infrastructure.db, await newestAppended(app.infrastructure.db), 600_000),
      );
      const run: ImportRun = {
        entity,
        rows,
        uploadSeconds: round(upload.ms / 1000),
        validateSeconds: round(validation.ms / 1000),
        importSeconds: round(imported.ms / 1000),
        projectedSeconds: round(projected.ms / 1000),
        rowsPerSecond: Math.round(rows / ((validation.ms + imported.ms) / 1000)),
        cpuSeconds: round((cpu.user + cpu.system) / 1e6, 1),
        longestStallMs,
        created: imported.result.created_count ?? 0,
        errors: imported.result.error_count ?? 0,
      };
      log(`${options.engine} ${entity}: ${JSON.stringify(run)}`);
      if (sql) log(sql.report());
      return run;
    };

    const products = await measure('product', productFile(options.rows), options.rows);
    const customers = await client.upload('customer', customerFile());
    await client.import(customers);
    await waitForReadModels(app.infrastructure.db, await newestAppended(app.infrastructure.db), 120_000);
    const orders = await measure('order', orderFile(options.rows, options.rows), options.rows);
    return { engine: options.engine, rows: options.rows, runs: [products, orders] };
  } finally {
    await app.close();
    await database?.drop();
    await rm(folder, { recursive: true, force: true });
  }
}

/** The figures as a Markdown table. */
export function formatImportReport(results: ImportBenchResults[]): string {
  const lines = [
    '| engine | file | rows | upload s | validate s | import s | validate + import rows/s | CPU s (this process) | longest stall ms | read models after s | created | errors |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const result of results)
    for (const run of result.runs)
      lines.push(
        `| ${result.engine} | ${run.entity === 'product' ? 'products' : 'order lines'} | ${run.rows} | ${run.uploadSeconds} | ${run.validateSeconds} | ${run.importSeconds} | ${run.rowsPerSecond} | ${run.cpuSeconds} | ${run.longestStallMs} | ${run.projectedSeconds} | ${run.created} | ${run.errors} |`,
      );
  return lines.join('\n');
}

export async function saveImportResults(results: ImportBenchResults[], folder: string): Promise<string> {
  await mkdir(folder, { recursive: true });
  const path = join(folder, `imports-${new Date().toISOString().slice(0, 10)}.json`);
  await writeFile(path, `${JSON.stringify(results, null, 2)}\n`);
  return path;
}

export const resultsFolder = fileURLToPath(new URL('../results/', import.meta.url));

import { spawn } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';

import { startSession } from '@colophon/command';
import { createInProcessCommandBus } from '@colophon/command';
import { createHttpApp, listen, mountQueryService } from '@colophon/deploy/http';
import { preparedStatementName, runOnPglite, serverSessionOptions } from '@colophon/events';
import type { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { pino } from 'pino';

import type { Engine } from '../engines.ts';
import type { GeneratedData } from '../generate/index.ts';
import { percentile, round } from '../stats.ts';

export interface QueryFigures {
  name: string;
  graphql: { p50Ms: number; p95Ms: number };
  sql: { p50Ms: number; p95Ms: number; statements: number };
  /** GraphQL over HTTP p50 over the same SQL's p50 (1 = no overhead). */
  ratio: number;
}

export interface QueriesFigures {
  lists: QueryFigures[];
  /** Requests per second of the first creators and first orders page under load (autocannon, loopback). */
  load: LoadFigures[];
}

export interface LoadFigures {
  name: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  /** CPU time of the server's process (user + system) over the requests it served: what a request costs Node, whatever the load. */
  serverCpuMsPerRequest: number;
}

export interface ListCase {
  name: string;
  query: string;
  variables: Record<string, unknown>;
}

const creatorPage = `query BenchCreatorList($page: Int!, $params: CreatorListParams) {
  creators(page: $page, params: $params) {
    items { id displayName paymentName revision modified balance emails { value primary } phones { value } paymentType { value } }
    totalCount page pageSize
  }
}`;

const productPage = `query BenchProductList($page: Int!, $params: ProductListParams) {
  products(page: $page, params: $params) {
    items { id isbn retailPrice inventoryQuantity publicationDate frozen format { value } status { value } productWork { id title imprint { value } } }
    totalCount page pageSize
  }
}`;

const customerPage = `query BenchCustomerList($page: Int!, $params: CustomerListParams) {
  customers(page: $page, params: $params) {
    items { id firstName lastName company outOfBusiness revision }
    totalCount page pageSize
  }
}`;

const orderPage = `query BenchOrderList($page: Int!, $params: OrderListParams) {
  orders(page: $page, params: $params) {
    items { id created poNumber totalAmount paymentsTotal dueAmount fullyPaid customer { id lastName company } orderStatus { value } }
    totalCount page pageSize
  }
}`;

const expensePage = `query BenchExpenseList($page: Int!, $params: ExpenseListParams) {
  expenses(page: $page, params: $params) {
    items { id amount expenseDate adminNotes category { value } product { id } }
    totalCount page pageSize
  }
}`;

const royaltyPage = `query BenchRoyaltyList($page: Int!, $params: RoyaltyListParams) {
  royaltys(page: $page, params: $params) {
    items { id termsSummary paid balance regionName product { id isbn productWork { title } } creator { id displayName } }
    totalCount page pageSize
  }
}`;

const royaltyPaymentPage = `query BenchRoyaltyPaymentList($page: Int!, $params: RoyaltyPaymentListParams) {
  royaltypayments(page: $page, params: $params) {
    items { id sentDate amount method { value } royalty { id product { isbn } creator { displayName } } }
    totalCount page pageSize
  }
}`;

/** Each list screen's query with its search, filter and sort; lists of new contexts go here. */
export const listCases: ListCase[] = [
  { name: 'creators: first page by display name', query: creatorPage, variables: { page: 1 } },
  {
    name: 'creators: search "Woolf", by payment name descending',
    query: creatorPage,
    variables: { page: 1, params: { search: 'Woolf', sortField: 'PAYMENT_NAME', sortDirection: 'DESC' } },
  },
  {
    name: 'creators: page 20 by payment name',
    query: creatorPage,
    variables: { page: 20, params: { sortField: 'PAYMENT_NAME' } },
  },
  { name: 'products: first page by title', query: productPage, variables: { page: 1 } },
  {
    name: 'products: paperbacks, search "Harbour", by retail price descending',
    query: productPage,
    variables: {
      page: 1,
      params: { search: 'Harbour', formatId: 'BC', sortField: 'RETAIL_PRICE', sortDirection: 'DESC' },
    },
  },
  // Two letters, as a search box gets while typing: too short for a trigram index, so every
  // format's own columns are read, and the search reaches into its creators' names.
  {
    name: 'products: search "an", by title',
    query: productPage,
    variables: { page: 1, params: { search: 'an' } },
  },
  { name: 'customers: first page by last name', query: customerPage, variables: { page: 1 } },
  {
    name: 'customers: search "Books", by company',
    query: customerPage,
    variables: { page: 1, params: { search: 'Books', sortField: 'COMPANY' } },
  },
  { name: 'orders: newest first', query: orderPage, variables: { page: 1 } },
  {
    name: 'orders: 2023, search "PO-", by customer',
    query: orderPage,
    variables: {
      page: 1,
      params: {
        search: 'PO-',
        createdAfter: '2023-01-01',
        createdBefore: '2023-12-31',
        sortField: 'CUSTOMER',
        sortDirection: 'ASC',
      },
    },
  },
  { name: 'expenses: newest first', query: expensePage, variables: { page: 1 } },
  {
    name: 'expenses: by amount, search "Invoice"',
    query: expensePage,
    variables: { page: 1, params: { search: 'Invoice', sortField: 'AMOUNT' } },
  },
  {
    name: 'expenses: search "an", newest first',
    query: expensePage,
    variables: { page: 1, params: { search: 'an' } },
  },
  { name: 'royalties: first page by title', query: royaltyPage, variables: { page: 1 } },
  {
    name: 'royalties: search "Harbour"',
    query: royaltyPage,
    variables: { page: 1, params: { search: 'Harbour' } },
  },
  { name: 'royalty payments: newest first', query: royaltyPaymentPage, variables: { page: 1 } },
];

/** The pages measured under load too: the first page of creators and of orders. */
const loadCases = [listCases[0]!, listCases.find((listCase) => listCase.name === 'orders: newest first')!];

/** Statements of the request's own data; the caller lookup (session, membership) and the monitoring writes are the service's own. */
const serviceStatement =
  /auth_sessions|publisher_members|projection_checkpoints|server_samples|graphql_operation_timings|pg_control_checkpoint|^checkpoint$/;
const isServiceStatement = (sql: string) => serviceStatement.test(sql);

/**
 * Each list query through GraphQL over HTTP (the query service as deployed, on loopback), beside
 * the very statements that request ran, captured from knex and replayed directly on the driver.
 */
export async function measureQueries(
  engine: Engine,
  data: GeneratedData,
  options: { samples: number; warmUpRounds: number; loadSeconds: number; only?: string },
): Promise<QueriesFigures> {
  const publisher = data.world.publishers[0]!;
  const token = await startSession(engine.db, publisher.ownerId);
  const app = createHttpApp();
  const infrastructure = {
    db: engine.db,
    store: engine.store,
    bus: engine.bus,
    filesDir: '',
    mailDir: null,
    close: async () => {},
  };
  const queryService = mountQueryService(
    app,
    infrastructure,
    createInProcessCommandBus({ store: engine.store, db: engine.db, logger: pino({ level: 'silent' }) }),
  );
  const { server, url } = await listen(app, 0);
  // The SQL samples can leave the client's kept-alive socket idle for longer than the default 5 s.
  server.keepAliveTimeout = 600_000;
  const endpoint = `${url.replace('localhost', '127.0.0.1')}/graphql-auth/`;
  const headers = {
    'content-type': 'application/json',
    authorization: `Token ${token}`,
    'x-colophon-publisher': publisher.publisherId,
  };
  const runSql = await directSql(engine);
  const client = leanHttpClient(endpoint, headers);
  try {
    const post = async (listCase: ListCase) => {
      const body = (await client.post(JSON.stringify({ query: listCase.query, variables: listCase.variables }))) as {
        errors?: unknown;
      };
      if (body.errors) throw new Error(`${listCase.name}: ${JSON.stringify(body.errors)}`);
    };
    const lists: QueryFigures[] = [];
    const measured = listCases.filter((listCase) => !options.only || listCase.name.includes(options.only));
    // A serving process has run these paths many thousand times: V8 optimises a function after
    // some hundreds of calls, and 5 requests left most of HTTP, yoga, knex and pg cold (the first
    // page's fixed cost measured 0.5-0.7 ms more after 5 requests than after 2 000).
    for (let round = 0; round < options.warmUpRounds; round++) {
      for (const listCase of measured) await post(listCase);
    }
    for (const listCase of measured) {
      const statements = await captureStatements(engine, () => post(listCase));
      const { graphql, sql } = await sampleSideBySide(
        options.samples,
        () => post(listCase),
        async () => {
          for (const statement of statements) await runSql(statement);
        },
      );
      lists.push({
        name: listCase.name,
        graphql,
        sql: { ...sql, statements: statements.length },
        ratio: round(graphql.p50Ms / sql.p50Ms),
      });
    }
    const load: LoadFigures[] = [];
    for (const loaded of loadCases.filter((listCase) => measured.includes(listCase))) {
      for (const client of loadClients) {
        const cpuBefore = process.cpuUsage();
        const result = await client.run({
          url: endpoint,
          headers,
          body: JSON.stringify({ query: loaded.query, variables: loaded.variables }),
          connections: 10,
          seconds: options.loadSeconds,
        });
        load.push({
          name: `${loaded.name}${client.label}`,
          connections: 10,
          seconds: options.loadSeconds,
          requestsPerSecond: round(result.requests.average, 1),
          p99Ms: result.latency.p99,
          errors: result.errors + result.non2xx,
          serverCpuMsPerRequest: round(cpuMsSince(cpuBefore) / Math.max(1, result.requests.total), 2),
        });
      }
    }
    return { lists, load };
  } finally {
    client.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await queryService.close();
    await runSql.close();
  }
}

/**
 * The GraphQL samples' client: one kept-alive connection through node:http, as lean as the SQL
 * reference's raw pg client. It shares the server's process, so its own work is in every sample:
 * fetch (undici) took 1.0-1.3 ms of CPU and 1.6-1.9 ms of wall time a request against a bare
 * express route, node:http 0.3-0.6 ms and 0.4-1.0 ms (3 000 requests each, load 5-6); before
 * 2026-11-27 the fixed cost carried that difference.
 */
export function leanHttpClient(endpoint: string, headers: Record<string, string>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const post = (body: string) =>
    new Promise<unknown>((resolve, reject) => {
      const request = http.request(
        endpoint,
        { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            try {
              resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  return { post, close: () => agent.destroy() };
}

interface LoadRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  connections: number;
  seconds: number;
}

/**
 * autocannon in a process of its own (its command line, JSON result on stdout), as a client on another
 * machine would be: in the server's process, the client's own work is counted in the server's time.
 */
async function loadFromOwnProcess(load: LoadRequest): Promise<autocannon.Result> {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const headerArguments = Object.entries(load.headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const client = spawn(
    process.execPath,
    [cli, '-c', String(load.connections), '-d', String(load.seconds), '-m', 'POST', ...headerArguments].concat([
      '-b',
      load.body,
      '--json',
      load.url,
    ]),
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let errorOutput = '';
  client.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  client.stderr.on('data', (chunk: Buffer) => (errorOutput += chunk.toString()));
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    client.on('error', reject);
    client.on('close', resolve);
  });
  if (exitCode !== 0) throw new Error(`autocannon exited with ${exitCode}: ${errorOutput}`);
  return JSON.parse(output) as autocannon.Result;
}

/**
 * Each page under load twice: with the client in its own process, and in the server's process as
 * runs before 2026-11-25 did (comparable with them). On a busy machine the second can serve more:
 * a reply reaches its client without waking another process.
 */
const loadClients = [
  { label: '', run: loadFromOwnProcess },
  {
    label: " (client in the server's process)",
    run: (load: LoadRequest) =>
      autocannon({
        url: load.url,
        method: 'POST',
        headers: load.headers,
        body: load.body,
        connections: load.connections,
        duration: load.seconds,
      }),
  },
];

const cpuMsSince = (before: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
};

/**
 * The request and its SQL reference taken in turns (each first every other time), so that what the
 * machine does meanwhile (another process, autovacuum) weighs on both alike; one after the other, a
 * change of load between the two phases showed as fixed cost (a search's, 5-7 ms one run, 2 the next).
 */
async function sampleSideBySide(count: number, request: () => Promise<void>, reference: () => Promise<void>) {
  const timed = async (work: () => Promise<void>, durations: number[]) => {
    const started = performance.now();
    await work();
    durations.push(performance.now() - started);
  };
  const requests: number[] = [];
  const references: number[] = [];
  for (let warmUp = 0; warmUp < 5; warmUp++) {
    await request();
    await reference();
  }
  for (let index = 0; index < count; index++) {
    if (index % 2 === 0) {
      await timed(request, requests);
      await timed(reference, references);
    } else {
      await timed(reference, references);
      await timed(request, requests);
    }
  }
  const figures = (durations: number[]) => ({
    p50Ms: round(percentile(durations, 0.5)),
    p95Ms: round(percentile(durations, 0.95)),
  });
  return { graphql: figures(requests), sql: figures(references) };
}

interface NativeStatement {
  sql: string;
  bindings: unknown[];
  /** Whether the app runs it as a prepared statement (see preparedStatement): the reference does too. */
  prepared: boolean;
}

/** The data statements knex ran during `work` (the query event carries them in native $n form). */
async function captureStatements(engine: Engine, work: () => Promise<void>): Promise<NativeStatement[]> {
  const captured: NativeStatement[] = [];
  const listener = (query: { sql: string; bindings?: unknown[]; options?: { preparedStatement?: boolean } }) => {
    if (isServiceStatement(query.sql)) return;
    captured.push({ sql: query.sql, bindings: query.bindings ?? [], prepared: !!query.options?.preparedStatement });
  };
  engine.db.on('query', listener);
  try {
    await work();
  } finally {
    engine.db.removeListener('query', listener);
  }
  return captured;
}

/** The name the app gives a statement it runs prepared. */
const preparedName = (statement: NativeStatement) =>
  statement.prepared ? preparedStatementName(statement.sql) : undefined;

/** Runs a statement straight on the driver: a pg client of its own, or the PGlite instance as the app reads it. */
async function directSql(engine: Engine) {
  if (engine.databaseUrl) {
    // The app's session settings, so the reference runs the same plans.
    const client = new pg.Client({ connectionString: engine.databaseUrl, options: serverSessionOptions });
    await client.connect();
    const run = (statement: NativeStatement) =>
      client.query({
        text: statement.sql,
        values: statement.bindings,
        name: preparedName(statement),
      });
    return Object.assign(run, {
      close: () => client.end(),
    });
  }
  const client = engine.db.client as {
    acquireConnection(): Promise<unknown>;
    releaseConnection(connection: unknown): Promise<void>;
  };
  const pglite = (await client.acquireConnection()) as PGlite;
  await client.releaseConnection(pglite);
  // The app's driver on PGlite (runOnPglite), without knex.
  return Object.assign(
    (statement: NativeStatement) => runOnPglite(pglite, statement.sql, statement.bindings, preparedName(statement)),
    {
      close: async () => {},
    },
  );
}

/**
 * The list pages of two checkouts side by side: each checkout's query service in a process of its
 * own (`serveLists.ts`, with that checkout's code), on the same kept database, and one client
 * alternating every page's requests between them. Run one after the other, two versions could not
 * be told apart on a shared machine: its speed moved by 10 % between runs a few minutes apart.
 * Prints each page's GraphQL p50 and p95 on both, their ratio, and the CPU a request cost each
 * server.
 *
 *   npm run bench:compare -- --against <other checkout, with its own npm ci> --keep <database>
 *     [--rounds 300] [--warm-up-rounds 100] [--only <text>]
 *
 * `--keep` names a database that `npm run bench:lists -- --keep <name>` has generated and rebuilt
 * (Postgres only: two processes cannot share a PGlite folder). Neither checkout migrates it, so
 * compare checkouts whose read models it fits.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { keptDatabase } from './engines.ts';
import { leanHttpClient, listCases } from './measure/queries.ts';
import { percentile, round } from './stats.ts';

const { values } = parseArgs({
  options: {
    against: { type: 'string' },
    keep: { type: 'string' },
    rounds: { type: 'string', default: '300' },
    'warm-up-rounds': { type: 'string', default: '100' },
    only: { type: 'string' },
  },
});
if (!values.against || !values.keep) throw new Error('--against <checkout> and --keep <database> are required');
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL: the Postgres server holding the kept database');
const databaseUrl = await keptDatabase(values.keep);
const here = fileURLToPath(new URL('../..', import.meta.url));
const checkouts = [here, resolve(values.against)];

interface Served {
  url: string;
  token: string;
  publisherId: string;
}

/** One checkout's query service, started with this checkout's script and tsx, and its line of json once it listens. */
async function serve(root: string) {
  const child = spawn(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), fileURLToPath(new URL('serveLists.ts', import.meta.url))].concat([
      '--root',
      root,
      '--database-url',
      databaseUrl,
    ]),
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, LOG_LEVEL: 'warn' } },
  );
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout }), 'line'),
    once(child, 'exit').then(([code]) => Promise.reject(new Error(`${root}: the server exited with ${code}`))),
  ])) as [string];
  const served = JSON.parse(line) as Served;
  const headers = {
    'content-type': 'application/json',
    authorization: `Token ${served.token}`,
    'x-colophon-publisher': served.publisherId,
  };
  const graphql = leanHttpClient(`${served.url}/graphql-auth/`, headers);
  const cpu = leanHttpClient(`${served.url}/bench/cpu`, { 'content-type': 'application/json' });
  return {
    root,
    async post(body: string) {
      const started = performance.now();
      const reply = (await graphql.post(body)) as { errors?: unknown };
      if (reply.errors) throw new Error(`${root}: ${JSON.stringify(reply.errors)}`);
      return performance.now() - started;
    },
    cpuMs: async () => ((await cpu.post('{}')) as { ms: number }).ms,
    close() {
      graphql.close();
      cpu.close();
      child.kill();
    },
  };
}

const servers = await Promise.all(checkouts.map(serve));
try {
  console.log(`… ${servers.map((server, index) => `${index === 0 ? 'A' : 'B'} = ${server.root}`).join('; ')}`);
  const rounds = Number(values.rounds);
  for (const listCase of listCases.filter((listCase) => !values.only || listCase.name.includes(values.only))) {
    const body = JSON.stringify({ query: listCase.query, variables: listCase.variables });
    for (let warmUp = 0; warmUp < Number(values['warm-up-rounds']); warmUp++) {
      for (const server of servers) await server.post(body);
    }
    const cpuBefore = await Promise.all(servers.map((server) => server.cpuMs()));
    const durations = servers.map(() => [] as number[]);
    for (let index = 0; index < rounds; index++) {
      // Each first every other round, so that what the machine does meanwhile weighs on both alike.
      const order = index % 2 === 0 ? [0, 1] : [1, 0];
      for (const which of order) durations[which]!.push(await servers[which]!.post(body));
    }
    const cpuAfter = await Promise.all(servers.map((server) => server.cpuMs()));
    const figures = servers.map((_server, which) => ({
      p50: round(percentile(durations[which]!, 0.5)),
      p95: round(percentile(durations[which]!, 0.95)),
      cpu: round((cpuAfter[which]! - cpuBefore[which]!) / rounds),
    }));
    const [a, b] = figures as [(typeof figures)[0], (typeof figures)[0]];
    console.log(
      `${listCase.name}: A p50 ${a.p50} p95 ${a.p95} ms, ${a.cpu} ms of CPU; B p50 ${b.p50} p95 ${b.p95} ms, ${b.cpu} ms of CPU; A/B p50 ${round(a.p50 / b.p50)}`,
    );
  }
} finally {
  for (const server of servers) server.close();
}

/**
 * The query service of one checkout of this repository, serving a kept database for
 * `npm run bench:compare` (which starts one from each checkout it compares). Its modules are
 * loaded from `--root`, the checkout to serve, so an older checkout's code serves as it was.
 * Prints one json line when listening: its url, a session's token and the publisher it reads.
 *
 *   node --import tsx bench/src/serveLists.ts --root <checkout> --database-url <postgres url>
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { root: { type: 'string' }, 'database-url': { type: 'string' } },
});
if (!values.root || !values['database-url']) throw new Error('--root <checkout> --database-url <url> are required');
const resolveFrom = createRequire(join(values.root, 'package.json'));
const load = (specifier: string) => import(resolveFrom.resolve(specifier));

const [events, command, http] = await Promise.all([
  load('@colophon/events'),
  load('@colophon/command'),
  load('@colophon/deploy/http'),
]);
// The database as the comparing run left it: neither checkout migrates it.
const db = events.createDatabase({ databaseUrl: values['database-url'] });
const bus = events.createInProcessBus();
const store = events.announcingAppends(events.createPostgresEventStore(db, events.schemaVersionOf), bus);
// The publisher with the most orders (the generator's first), as its owner: what bench:lists reads.
const biggest: { publisher_id: string } = await db('orders')
  .groupBy('publisher_id')
  .orderByRaw('count(*) desc')
  .first('publisher_id');
const owner: { user_id: string } = await db('publisher_members')
  .where({ publisher_id: biggest.publisher_id, role: 'owner' })
  .first('user_id');
const token: string = await command.startSession(db, owner.user_id);
const app = http.createHttpApp();
// The process's CPU so far, for the CPU a request costs each checkout.
app.post('/bench/cpu', (_request: unknown, response: { json(body: unknown): void }) => {
  const used = process.cpuUsage();
  response.json({ ms: (used.user + used.system) / 1000 });
});
const silent = { level: 'silent' };
const { pino } = await load('pino');
http.mountQueryService(
  app,
  { db, store, bus, filesDir: '', mailDir: null, close: async () => {} },
  command.createInProcessCommandBus({ store, db, logger: pino(silent) }),
);
const { server, url } = await http.listen(app, 0);
// The comparison can leave a kept-alive socket idle for longer than the default 5 s.
server.keepAliveTimeout = 600_000;
console.log(
  JSON.stringify({ url: String(url).replace('localhost', '127.0.0.1'), token, publisherId: biggest.publisher_id }),
);

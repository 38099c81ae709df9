import { parseArgs } from 'node:util';

import pg from 'pg';

import { openEngine } from './engines.ts';
import { writeInBulk } from './generate/bulkWrite.ts';
import { generate } from './generate/index.ts';
import { type CreateAndUpdate, emmettSide, ourCreateAndUpdate } from './measure/append.ts';
import { percentile, round } from './stats.ts';

/**
 * npm run bench:append-trips -- [--pairs 100]: where one command's time goes, ours and Emmett's, on a
 * scratch Postgres database with the size S log, one client. Every statement either side sends is
 * seen at the pg client (both use node-postgres): statements per command by kind (begin, commit,
 * the rest) and the time of each kind. A commit waits for the WAL flush, the rest for a round trip.
 */
const { values } = parseArgs({ options: { pairs: { type: 'string', default: '100' } } });
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is needed');

type Kind = 'begin' | 'commit' | 'statement';
const seen: { kind: Kind; ms: number; text: string }[] = [];
const kindOf = (text: string): Kind =>
  /^\s*begin/i.test(text) ? 'begin' : /^\s*commit/i.test(text) ? 'commit' : 'statement';

// Times every query of every pg client in this process, callback or promise style alike.
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function timedQuery(this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string };
  const text = typeof first === 'string' ? first : (first?.text ?? '');
  const started = performance.now();
  // Literals left out, so one statement's shape is counted once whatever its values.
  const shape = text
    .replace(/'[^']*'/g, '…')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 70);
  const note = () => seen.push({ kind: kindOf(text), ms: performance.now() - started, text: shape });
  const callbackAt = args.findIndex((arg) => typeof arg === 'function');
  if (callbackAt >= 0) {
    const callback = args[callbackAt] as (...results: unknown[]) => void;
    args[callbackAt] = (...results: unknown[]) => (note(), callback(...results));
    return query.apply(this, args);
  }
  const result = query.apply(this, args) as { then?: (done: () => void, failed: () => void) => void };
  result?.then?.(note, note);
  return result;
} as typeof pg.Client.prototype.query;

const engine = await openEngine('postgres', process.env.DATABASE_URL);
try {
  const data = await generate((events) => writeInBulk(engine.db, events), 'S');
  const pairs = Number(values.pairs);
  const measure = async (name: string, work: CreateAndUpdate) => {
    for (let warm = 0; warm < 5; warm++) await work(0, warm, () => {});
    seen.length = 0;
    const commands: number[] = [];
    for (let iteration = 0; iteration < pairs; iteration++) await work(1, iteration, (ms) => commands.push(ms));
    const ofKind = (kind: Kind) => seen.filter((statement) => statement.kind === kind).map(({ ms }) => ms);
    const describe = (kind: Kind) => {
      const times = ofKind(kind);
      return `${round(times.length / commands.length)} ${kind} (p50 ${round(percentile(times, 0.5))} ms)`;
    };
    console.log(
      `${name}: command p50 ${round(percentile(commands, 0.5))} ms; per command ${describe('begin')}, ` +
        `${describe('statement')}, ${describe('commit')}`,
    );
    const shapes = new Map<string, number>();
    for (const { text } of seen) shapes.set(text, (shapes.get(text) ?? 0) + 1);
    for (const [text, count] of shapes) console.log(`  ${round(count / commands.length)}× ${text}`);
  };
  const emmett = await emmettSide(engine.databaseUrl!, data);
  try {
    for (let pass = 0; pass < 2; pass++) {
      await measure('ours', ourCreateAndUpdate(engine, data));
      await measure('Emmett', emmett.run);
    }
  } finally {
    await emmett.close();
  }
} finally {
  await engine.close();
}

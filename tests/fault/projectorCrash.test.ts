import { createInProcessCommandBus } from '@colophon/command';
import { connectInfrastructure, type Infrastructure, logger } from '@colophon/deploy/config';
import { comparePositions, startOfLog } from '@colophon/events';
import {
  allProjections,
  applyBatch,
  catchUp,
  defineProjection,
  type Projection,
  readCheckpoint,
  rebuildProjections,
  resetProjection,
  type RowWrites,
  startProjector,
} from '@colophon/projector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Counts events per type by incrementing: applying any event twice (or losing one) changes a count,
// which the idempotent upserts of the real projections would hide.
const countingProjection = defineProjection({
  name: 'eventCounts',
  tables: ['test_event_counts'],
  handlers: Object.fromEntries(
    [
      'CreatorCreated',
      'CreatorUpdated',
      'CreatorDeleted',
      'ContactItemAdded',
      'ContactItemChanged',
      'ContactItemRemoved',
      'LookupValueAdded',
    ].map((type) => [
      type,
      (rows: RowWrites, event: { type: string }) =>
        rows.inTransaction((tx) =>
          tx.raw(
            `insert into test_event_counts (event_type, count) values (?, 1)
             on conflict (event_type) do update set count = test_event_counts.count + 1`,
            [event.type],
          ),
        ),
    ]),
  ),
});

const projections = [...allProjections, countingProjection];

/** A deterministic random source, so a failing trial can be replayed. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function withInjectedCrashes(projection: Projection, random: () => number, probability: number): Projection {
  const handlers = Object.fromEntries(
    Object.entries(projection.handlers).map(([type, handler]) => [
      type,
      async (rows: never, event: never) => {
        if (random() < probability) throw new Error('injected crash');
        await (handler as (rows: never, event: never) => Promise<void>)(rows, event);
      },
    ]),
  );
  return {
    ...projection,
    handlers,
    afterBatch: async (tx, rows, mode) => {
      await projection.afterBatch?.(tx, rows, mode);
      if (random() < probability * 10) throw new Error('injected crash after the rows were written');
    },
  };
}

async function snapshot(infrastructure: Infrastructure) {
  const tables = projections.flatMap((projection) => projection.tables).sort();
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    const rows = await infrastructure.db(table).select('*');
    result[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

describe('projector crash trial', () => {
  let infrastructure: Infrastructure;

  beforeAll(async () => {
    infrastructure = await connectInfrastructure({ DATA_DIR: null });
    await infrastructure.db.schema.createTable('test_event_counts', (table) => {
      table.text('event_type').primary();
      table.integer('count').notNullable();
    });
    // A history with creations, edits, contact changes and deletions.
    const commands = createInProcessCommandBus({ ...infrastructure, logger });
    const caller = { userId: 'u1', publisherId: 'p1', role: 'owner' as const, isSuperuser: false, token: 't' };
    const { item } = await commands.dispatch(
      'createLookupValue',
      caller,
      { kind: 'paymentType', value: 'Check' },
      'seed',
    );
    for (let index = 0; index < 20; index++) {
      const { creatorId } = await commands.dispatch(
        'createCreator',
        caller,
        { displayName: `Creator ${index}`, email: `c${index}@example.org`, paymentTypeId: item!.id, phone: '555' },
        'seed',
      );
      await commands.dispatch(
        'updateCreator',
        caller,
        {
          id: creatorId,
          changed: { website: `https://c${index}.example` },
          contacts: { added: [{ kind: 'email', value: `alt${index}@example.org`, primary: true }] },
        },
        'seed',
      );
      if (index % 4 === 0) await commands.dispatch('deleteCreator', caller, { id: creatorId }, 'seed');
    }
  });
  afterAll(async () => infrastructure?.close());

  it('ends equal to a clean rebuild after 50 runs that crash at random points of batches', async () => {
    await rebuildProjections({ ...infrastructure, projections, logger });
    const clean = await snapshot(infrastructure);
    expect(clean.test_event_counts).not.toEqual([]);
    const head = await infrastructure.store.headPosition();

    for (let trial = 1; trial <= 50; trial++) {
      const random = seededRandom(trial);
      for (const projection of projections) await resetProjection(infrastructure.db, projection);
      const faulty = projections.map((projection) => withInjectedCrashes(projection, random, 0.005));
      // Crash-and-restart until every projection has reached the head of the log. A failed batch
      // leaves the checkpoint where it was, so the next attempt starts from the same position.
      const checkpoints = new Map(faulty.map((projection) => [projection, startOfLog]));
      while ([...checkpoints.values()].some((position) => comparePositions(position, head) < 0)) {
        for (const [projection, from] of checkpoints) {
          if (comparePositions(from, head) >= 0) continue;
          const batch = await infrastructure.store.readAll(from, 1 + Math.floor(random() * 40));
          const applied = await applyBatch(infrastructure.db, projection, from, batch).catch((error: Error) => {
            if (!error.message.startsWith('injected crash')) throw error;
            return false;
          });
          if (applied) checkpoints.set(projection, batch.at(-1)!.position);
        }
      }
      for (const projection of projections) {
        expect(await readCheckpoint(infrastructure.db, projection.name), projection.name).toEqual(head);
      }
      expect(await snapshot(infrastructure), `trial ${trial}`).toEqual(clean);
    }
  }, 300_000);

  it('loses and repeats nothing when the running projector is stopped at random moments', async () => {
    const clean = await snapshot(infrastructure);
    for (const projection of projections) await resetProjection(infrastructure.db, projection);
    const random = seededRandom(99);
    for (let run = 0; run < 10; run++) {
      const projector = startProjector({
        ...infrastructure,
        bus: null,
        projections,
        logger,
        batchSize: 5,
        pollIntervalMs: 5,
      });
      await new Promise((resolve) => setTimeout(resolve, random() * 40));
      await projector.stop();
    }
    for (const projection of projections) await catchUp(infrastructure.db, infrastructure.store, projection);
    expect(await snapshot(infrastructure)).toEqual(clean);
  });
});

import { type Caller, createInProcessCommandBus } from '@colophon/command';
import { lookupListDecider, lookupStreamId } from '@colophon/command/account/lookups';
import {
  type CreatorCommand,
  creatorDecider,
  type CreatorState,
  creatorStreamId,
} from '@colophon/command/contacts/creator';
import type { DomainEvent } from '@colophon/events';
import { CommandHandler } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { pino } from 'pino';

import type { Engine } from '../engines.ts';
import type { GeneratedData } from '../generate/index.ts';
import type { Random } from '../random.ts';
import { recordTime, round, runClients, type Throughput } from '../stats.ts';

export interface AppendFigures {
  /** Creates and updates of creators through the in-process command bus. */
  ours: { single: Throughput; concurrent: Throughput };
  /** The same decider and commands through Emmett's command handler on the same Postgres; null on PGlite. */
  emmett: { single: Throughput; concurrent: Throughput } | null;
  /** Our commands per second over Emmett's, single and concurrent; null on PGlite. */
  ratio: { single: number; concurrent: number } | null;
}

const silentLogger = pino({ level: 'silent' });

/** One client's work: create a creator, then update its biography (two commands, both timed). */
export type CreateAndUpdate = (client: number, iteration: number, record: (ms: number) => void) => Promise<void>;

/** Our side of the comparison: createCreator then updateCreator through the in-process command bus. */
export function ourCreateAndUpdate(engine: Engine, data: GeneratedData): CreateAndUpdate {
  const publisher = data.world.publishers[0]!;
  const caller: Caller = {
    userId: publisher.ownerId,
    publisherId: publisher.publisherId,
    role: 'owner',
    isSuperuser: false,
    token: '',
  };
  const bus = createInProcessCommandBus({ store: engine.store, db: engine.db, logger: silentLogger });
  const paymentTypeId = publisher.lookups.paymentType![0]!;
  const { random } = data.world;
  return async (client, iteration, record) => {
    let creatorId = '';
    await recordTime(record, async () => {
      ({ creatorId } = await bus.dispatch(
        'createCreator',
        caller,
        creatorInput(random, client, iteration, paymentTypeId),
        random.uuid(),
      ));
    });
    await recordTime(record, () =>
      bus.dispatch(
        'updateCreator',
        caller,
        { id: creatorId, changed: { biography: `Revised ${iteration}` } },
        random.uuid(),
      ),
    );
  };
}

/** Emmett's side of the comparison, on the same Postgres database (its own tables). */
export function emmettSide(databaseUrl: string, data: GeneratedData) {
  const publisher = data.world.publishers[0]!;
  return emmettCreateAndUpdate(databaseUrl, publisher, publisher.lookups.paymentType![0]!, data.world.random);
}

export async function measureAppends(
  engine: Engine,
  data: GeneratedData,
  options: { pairs: number; clients: number },
): Promise<AppendFigures> {
  const ours = ourCreateAndUpdate(engine, data);
  if (!engine.databaseUrl) return { ours: await runBoth(ours, options), emmett: null, ratio: null };

  const emmett = await emmettSide(engine.databaseUrl, data);
  try {
    // Rounds alternate between the two sides, so a burst of load on the shared machine falls on
    // both; each side's figure is its median round.
    const rounds = { ours: [] as RunFigures[], emmett: [] as RunFigures[] };
    for (let pass = 0; pass < appendRounds; pass++) {
      rounds.ours.push(await runBoth(ours, options));
      rounds.emmett.push(await runBoth(emmett.run, options));
    }
    const oursFigures = medianRound(rounds.ours);
    const emmettFigures = medianRound(rounds.emmett);
    return {
      ours: oursFigures,
      emmett: emmettFigures,
      ratio: {
        single: round(oursFigures.single.perSecond / emmettFigures.single.perSecond),
        concurrent: round(oursFigures.concurrent.perSecond / emmettFigures.concurrent.perSecond),
      },
    };
  } finally {
    await emmett.close();
  }
}

const appendRounds = 3;
type RunFigures = { single: Throughput; concurrent: Throughput };

/** Single and concurrent each from the round with the median throughput. */
function medianRound(rounds: RunFigures[]): RunFigures {
  const median = (figures: Throughput[]) =>
    [...figures].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(figures.length / 2)]!;
  return {
    single: median(rounds.map((figures) => figures.single)),
    concurrent: median(rounds.map((figures) => figures.concurrent)),
  };
}

async function runBoth(work: CreateAndUpdate, options: { pairs: number; clients: number }): Promise<RunFigures> {
  // A short warm-up so both sides are measured with hot code paths and open connections.
  await runClients(2, 5, work);
  const single = await runClients(1, options.pairs, work);
  const concurrent = await runClients(options.clients, Math.ceil(options.pairs / options.clients), work);
  return { single, concurrent };
}

const creatorInput = (random: Random, client: number, iteration: number, paymentTypeId: string) => ({
  displayName: `Bench Author ${client}-${iteration}`,
  paymentTypeId,
  email: `author.${client}.${iteration}.${random.int(1, 1e9)}@bench.example`,
  phone: '+1 555 0100',
  city: 'Portland',
});

/**
 * The same work through Emmett: read the payment types, then load, decide with our creator
 * decider and append with the expected version, in Emmett's own tables on the same database.
 */
async function emmettCreateAndUpdate(
  databaseUrl: string,
  publisher: GeneratedData['world']['publishers'][number],
  paymentTypeId: string,
  random: Random,
) {
  const eventStore = getPostgreSQLEventStore(databaseUrl);
  const metadata = () => ({
    publisherId: publisher.publisherId,
    userId: publisher.ownerId,
    correlationId: random.uuid(),
    causationId: null,
    occurredAt: new Date().toISOString(),
  });
  const paymentTypes = lookupStreamId(publisher.publisherId, 'paymentType');
  await eventStore.appendToStream(paymentTypes, [
    {
      type: 'LookupValueAdded',
      data: { publisherId: publisher.publisherId, kind: 'paymentType', id: paymentTypeId, value: 'Check' },
      metadata: metadata(),
    },
  ]);
  const handle = CommandHandler<CreatorState, DomainEvent>({
    evolve: creatorDecider.evolve,
    initialState: () => creatorDecider.initialState,
  });
  const decideWith = (command: CreatorCommand) => (state: CreatorState) =>
    creatorDecider
      .decide(command, state)
      .map((event) => ({ ...event, metadata: metadata() }) as unknown as DomainEvent);
  const paymentTypeKnown = async () => {
    const { state } = await eventStore.aggregateStream(paymentTypes, {
      evolve: lookupListDecider.evolve,
      initialState: () => lookupListDecider.initialState,
    });
    return state.values.has(paymentTypeId);
  };

  const run: CreateAndUpdate = async (client, iteration, record) => {
    const creatorId = random.uuid();
    const input = creatorInput(random, client, iteration, paymentTypeId);
    await recordTime(record, async () =>
      handle(
        eventStore,
        creatorStreamId(creatorId),
        decideWith({
          type: 'CreateCreator',
          creatorId,
          publisherId: publisher.publisherId,
          fields: {
            displayName: input.displayName,
            paymentName: '',
            paymentTypeId,
            biography: '',
            website: '',
            residence: '',
            photoUrl: '',
          },
          paymentTypeKnown: await paymentTypeKnown(),
          contacts: [
            { itemId: random.uuid(), item: { kind: 'email', value: input.email } },
            { itemId: random.uuid(), item: { kind: 'phone', value: input.phone } },
            {
              itemId: random.uuid(),
              item: {
                kind: 'address',
                address: {
                  line1: '',
                  line2: '',
                  city: input.city,
                  stateOrRegion: '',
                  zipcode: '',
                  country: '',
                  addressType: null,
                },
              },
            },
          ],
        }),
      ),
    );
    await recordTime(record, () =>
      handle(
        eventStore,
        creatorStreamId(creatorId),
        decideWith({
          type: 'UpdateCreator',
          creatorId,
          publisherId: publisher.publisherId,
          changes: { biography: `Revised ${iteration}` },
          paymentTypeKnown: false,
          contacts: { added: [], updated: [], removed: [] },
        }),
      ),
    );
  };
  return { run, close: () => eventStore.close() };
}

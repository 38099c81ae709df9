import { createInProcessCommandBus } from '@colophon/command';
import { connectInfrastructure, type Infrastructure, logger } from '@colophon/deploy/config';
import { waitForReadModels } from '@colophon/events';
import { allProjections, startProjector } from '@colophon/projector';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createScratchDatabase } from '../support/stack.ts';

const databaseUrl = process.env.DATABASE_URL;
const caller = { userId: 'u1', publisherId: 'p1', role: 'owner' as const, isSuperuser: false, token: 't' };

describe.skipIf(!databaseUrl)('projector instances on one Postgres', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  const instances: Infrastructure[] = [];
  const connect = async () => {
    const infrastructure = await connectInfrastructure({ DATABASE_URL: database.url });
    instances.push(infrastructure);
    return infrastructure;
  };

  beforeAll(async () => {
    database = await createScratchDatabase(databaseUrl!);
  });
  afterAll(async () => {
    await Promise.all(instances.map((infrastructure) => infrastructure.close()));
    await database?.drop();
  });

  it('runs each projection in one instance at a time; a standby takes over when the active one stops', async () => {
    const writer = await connect();
    const commands = createInProcessCommandBus({ ...writer, logger });
    const activations: string[] = [];
    // Each instance logs "projection active" when it takes a projection's lock.
    const recordingLogger = (instance: string) =>
      pino(
        { level: 'info' },
        { write: (line: string) => void (line.includes('projection active') && activations.push(instance)) },
      );

    const running: { stop(): Promise<void> }[] = [];
    try {
      const first = startProjector({
        ...(await connect()),
        projections: allProjections,
        logger: recordingLogger('first'),
        pollIntervalMs: 50,
        standbyRetryMs: 100,
      });
      running.push(first);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const second = startProjector({
        ...(await connect()),
        projections: allProjections,
        logger: recordingLogger('second'),
        pollIntervalMs: 50,
        standbyRetryMs: 100,
      });
      running.push(second);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(activations.filter((instance) => instance === 'first')).toHaveLength(allProjections.length);
      expect(activations.filter((instance) => instance === 'second')).toHaveLength(0);

      const { position } = await commands.dispatch(
        'createLookupValue',
        caller,
        { kind: 'paymentType', value: 'Check' },
        'standby-1',
      );
      expect((await waitForReadModels(writer.db, parsed(position), 5000)).reached).toBe(true);

      await first.stop();
      running.splice(running.indexOf(first), 1);
      const { position: later } = await commands.dispatch(
        'createLookupValue',
        caller,
        { kind: 'paymentType', value: 'Wire' },
        'standby-2',
      );
      expect((await waitForReadModels(writer.db, parsed(later), 5000)).reached).toBe(true);
      expect(activations.filter((instance) => instance === 'second')).toHaveLength(allProjections.length);
      const values = await writer.db('lookup_values').where({ publisher_id: 'p1' }).orderBy('value').pluck('value');
      expect(values).toEqual(['Check', 'Wire']);
    } finally {
      await Promise.all(running.map((projector) => projector.stop()));
    }
  });
});

function parsed(position: string | null) {
  const [major, minor] = position!.split(':');
  return { major: BigInt(major!), minor: BigInt(minor!) };
}

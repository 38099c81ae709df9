import { type Bus, type CallersChanged, createInProcessBus, type Position } from '@colophon/events';
import { createNatsBus } from '@colophon/events/bus/nats';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { collectFromSubscription, newEvent, type OpenedStore, openPgliteStore, uniqueStreamId } from './fixtures.ts';

const natsUrl = process.env.NATS_URL;
// Nothing listens on port 1: a NATS server that is down.
const deadNatsUrl = 'nats://127.0.0.1:1';

/** Who announces and who listens: one bus in process, two connections (two processes) over NATS. */
interface BusPair {
  announcer: Bus;
  listener: Bus;
}

let nextMinor = 1n;
/** A position no other case announces, so a listener cannot mistake an old message for it. */
const freshPosition = (): Position => ({ major: 7n, minor: nextMinor++ });

/**
 * Announces until the listener hears it: a NATS consumer starts asynchronously, and the port
 * promises delivery only from some point after onAppended.
 */
async function announceUntilHeard(announcer: Bus, heard: readonly Position[], position: Position) {
  await vi.waitFor(
    async () => {
      await announcer.announceAppended(position);
      expect(heard).toContainEqual(position);
    },
    { timeout: 15_000, interval: 100 },
  );
}

function describeBusContract(name: string, skip: boolean, connectPair: () => Promise<BusPair>) {
  describe.skipIf(skip)(`bus contract: ${name}`, () => {
    let pair: BusPair;
    beforeAll(async () => {
      pair = await connectPair();
    });
    afterAll(async () => {
      await pair?.announcer.close();
      await pair?.listener.close();
    });

    it('delivers announced positions to a listener, in order', async () => {
      const heard: Position[] = [];
      const unsubscribe = pair.listener.onAppended((position) => heard.push(position));
      try {
        await announceUntilHeard(pair.announcer, heard, freshPosition());
        const following = [freshPosition(), freshPosition()];
        for (const position of following) await pair.announcer.announceAppended(position);
        await vi.waitFor(() => expect(heard.slice(-2)).toEqual(following), { timeout: 15_000 });
      } finally {
        unsubscribe();
      }
    });

    it('stops delivering to a listener that unsubscribed', async () => {
      const keptHeard: Position[] = [];
      const droppedHeard: Position[] = [];
      const unsubscribeKept = pair.listener.onAppended((position) => keptHeard.push(position));
      const unsubscribeDropped = pair.listener.onAppended((position) => droppedHeard.push(position));
      try {
        const first = freshPosition();
        await announceUntilHeard(pair.announcer, droppedHeard, first);
        unsubscribeDropped();

        const second = freshPosition();
        await pair.announcer.announceAppended(second);
        await vi.waitFor(() => expect(keptHeard).toContainEqual(second), { timeout: 15_000 });
        expect(droppedHeard).not.toContainEqual(second);
      } finally {
        unsubscribeKept();
      }
    });

    it('delivers changed callers to a listener that says it hears them (a cache of callers relies on it)', async () => {
      expect(pair.listener.hearsCallerChanges()).toBe(true);
      const heard: CallersChanged[] = [];
      const unsubscribe = pair.listener.onCallersChanged((change) => heard.push(change));
      try {
        const change = { tokenHashes: [`token-${nextMinor++}`], userIds: ['u1'] };
        await pair.announcer.announceCallersChanged(change);
        await vi.waitFor(() => expect(heard).toContainEqual(change), { timeout: 15_000 });
      } finally {
        unsubscribe();
      }
    });

    it('closes cleanly: announcing and unsubscribing afterwards neither throw nor deliver', async () => {
      const closing = await connectPair();
      const heard: Position[] = [];
      const unsubscribe = closing.listener.onAppended((position) => heard.push(position));
      await announceUntilHeard(closing.announcer, heard, freshPosition());

      await closing.announcer.close();
      await closing.listener.close();
      const afterClose = freshPosition();
      await expect(closing.announcer.announceAppended(afterClose)).resolves.toBeUndefined();
      expect(() => unsubscribe()).not.toThrow();
      expect(heard).not.toContainEqual(afterClose);
    });
  });
}

describeBusContract('in process', false, async () => {
  const bus = createInProcessBus();
  return { announcer: bus, listener: bus };
});
describeBusContract('NATS JetStream (NATS_URL), two connections', !natsUrl, async () => ({
  announcer: await createNatsBus(natsUrl!),
  listener: await createNatsBus(natsUrl!),
}));

describe('subscriptions when NATS is not there', () => {
  let opened: OpenedStore;
  beforeAll(async () => {
    opened = await openPgliteStore();
  });
  afterAll(() => opened?.close());

  /** The bus cannot wake anyone, so only polling can deliver within the wait. */
  async function expectDeliveryByPolling(bus: Bus) {
    const { store } = opened;
    const { received, subscription } = collectFromSubscription(store, bus, await store.headPosition(), 100);
    try {
      const streamId = uniqueStreamId('note');
      const result = await store.append([{ streamId, expectedRevision: 'no_stream', events: [newEvent()] }]);
      await expect(bus.announceAppended(result.position)).resolves.toBeUndefined();
      await vi.waitFor(() => expect(received.map((event) => event.streamId)).toEqual([streamId]), { timeout: 3_000 });
    } finally {
      await subscription.stop();
      await bus.close();
    }
  }

  it('still delivers appended events by polling when the NATS server is down', async () => {
    await expectDeliveryByPolling(await createNatsBus(deadNatsUrl));
  });

  it('does not claim to hear changed callers while NATS is down, nor once closed', async () => {
    const bus = await createNatsBus(deadNatsUrl);
    expect(bus.hearsCallerChanges()).toBe(false);
    await expect(bus.announceCallersChanged({ everyone: true })).resolves.toBeUndefined();
    await bus.close();
    expect(bus.hearsCallerChanges()).toBe(false);
  });

  it.skipIf(!natsUrl)('stops claiming to hear changed callers once the NATS bus is closed', async () => {
    const bus = await createNatsBus(natsUrl!);
    expect(bus.hearsCallerChanges()).toBe(true);
    await bus.close();
    expect(bus.hearsCallerChanges()).toBe(false);
  });

  it.skipIf(!natsUrl)('still delivers appended events by polling when the NATS bus was closed', async () => {
    const bus = await createNatsBus(natsUrl!);
    await bus.close();
    await expectDeliveryByPolling(bus);
  });
});

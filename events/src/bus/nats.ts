import {
  connect,
  type ConsumerMessages,
  DeliverPolicy,
  DiscardPolicy,
  Events,
  nanos,
  type NatsConnection,
  StorageType,
  type StreamConfig,
} from 'nats';

import { formatPosition, parsePosition, type Position } from '../position.ts';
import type { Bus, CallersChanged } from './port.ts';

const streamName = 'COLOPHON_SIGNALS';
const appendedSubject = 'colophon.appended';
const callersSubject = 'colophon.callers';
const retryDelayMs = 2_000;
/** How long an announcement of changed callers waits for the server to have it. */
const callersFlushMs = 1_000;

// Only recent wake-ups are worth keeping: a reader that misses one polls anyway.
const signalStream: Partial<StreamConfig> = {
  name: streamName,
  subjects: [appendedSubject],
  storage: StorageType.Memory,
  discard: DiscardPolicy.Old,
  max_msgs_per_subject: 100,
  max_age: nanos(5 * 60_000),
};

async function ensureSignalStream(connection: NatsConnection): Promise<void> {
  const manager = await connection.jetstreamManager();
  await manager.streams.add(signalStream).catch(() => manager.streams.update(streamName, signalStream));
}

/**
 * The bus between processes, over NATS JetStream. NATS being down never fails a caller: the
 * bus keeps trying to connect in the background, announcements made meanwhile are dropped and
 * listeners simply hear nothing until it is back, so readers fall back to polling.
 */
export async function createNatsBus(url: string): Promise<Bus> {
  const listeners = new Set<(position: Position) => void>();
  const callerListeners = new Set<(change: CallersChanged) => void>();
  let connection: NatsConnection | null = null;
  // Plain NATS subscription, renewed by the client on every reconnection; while the connection is
  // down announcements are missed, so caches are told to forget everything at both ends of it.
  let hearingCallers = false;
  const everyoneChanged = () => {
    for (const listener of callerListeners) listener({ everyone: true });
  };
  let messages: Promise<ConsumerMessages> | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const retryLater = (attempt: () => void) => {
    if (!closed) retryTimer = setTimeout(attempt, retryDelayMs);
  };

  // Once connected, the client itself reconnects for as long as the bus lives.
  async function connectOnce(): Promise<void> {
    try {
      const candidate = await connect({ servers: url, timeout: retryDelayMs, maxReconnectAttempts: -1 });
      if (closed) return await candidate.close();
      connection = candidate;
      candidate.subscribe(callersSubject, {
        callback: (error, message) => {
          if (error) return;
          const change = message.json<CallersChanged>();
          for (const listener of callerListeners) listener(change);
        },
      });
      await candidate.flush();
      hearingCallers = true;
      void followStatus(candidate);
      startConsuming();
    } catch {
      retryLater(() => (connecting = connectOnce()));
    }
  }

  // One ephemeral ordered consumer per bus, fanned out to its listeners, from the first listener
  // on. It sees only messages published after it starts, so the stream is made sure of here, by
  // listeners: announcements made while no one listens are not worth keeping. Should the stream
  // or the consumer be lost (a NATS restart loses a memory stream), both are made again.
  function startConsuming() {
    if (!connection || messages || listeners.size === 0) return;
    const current = connection;
    const started = ensureSignalStream(current)
      .then(() =>
        current
          .jetstream()
          .consumers.get(streamName, { filterSubjects: appendedSubject, deliver_policy: DeliverPolicy.New }),
      )
      // Without this the consumer waits forever on a lost stream instead of failing into the retry.
      .then((ordered) => ordered.consume({ abort_on_missing_resource: true }));
    messages = started;
    started
      .then(async (delivered) => {
        for await (const message of delivered) {
          const position = parsePosition(message.string());
          if (position) for (const listener of listeners) listener(position);
        }
      })
      .catch(() => {
        messages = null;
        retryLater(startConsuming);
      });
  }

  async function followStatus(current: NatsConnection) {
    for await (const status of current.status()) {
      if (status.type === Events.Disconnect) {
        hearingCallers = false;
        everyoneChanged();
      } else if (status.type === Events.Reconnect) {
        everyoneChanged();
        hearingCallers = true;
      }
    }
    hearingCallers = false;
    everyoneChanged();
  }

  let connecting = connectOnce();
  await connecting;

  return {
    async announceAppended(position) {
      // A plain publish lands in the stream without waiting for an acknowledgement, so a slow
      // or absent NATS never holds up a command; while reconnecting the client buffers it.
      try {
        connection?.publish(appendedSubject, formatPosition(position));
      } catch {
        // Connection closed: the signal is lost and readers find the events by polling.
      }
    },
    onAppended(listener) {
      listeners.add(listener);
      startConsuming();
      return () => listeners.delete(listener);
    },
    async announceCallersChanged(change) {
      if (!connection) return;
      try {
        connection.publish(callersSubject, JSON.stringify(change));
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          connection.flush(),
          new Promise((resolve) => (timer = setTimeout(resolve, callersFlushMs))),
        ]).finally(() => clearTimeout(timer));
      } catch {
        // Connection closed: listeners elsewhere forget what they cached once they lose theirs.
      }
    },
    onCallersChanged(listener) {
      callerListeners.add(listener);
      return () => callerListeners.delete(listener);
    },
    hearsCallerChanges: () => hearingCallers && connection !== null && !connection.isClosed(),
    async close() {
      closed = true;
      hearingCallers = false;
      callerListeners.clear();
      clearTimeout(retryTimer);
      listeners.clear();
      await connecting;
      // Stopped first, the consumer does not try to recover from the connection closing under it.
      (await messages?.catch(() => null))?.stop();
      await connection?.close();
    },
  };
}

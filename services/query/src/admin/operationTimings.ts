import { type DocumentNode, Kind } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Knex } from 'knex';
import type { Logger } from 'pino';

/** How long the timings are kept: the longest range the staff area shows. */
export const monitoringRetentionDays = 90;

interface Timing {
  operation_name: string;
  execution_ms: number;
  executed_at: Date;
}

const operationNameOf = (document: DocumentNode, operationName: string | null | undefined) => {
  if (operationName) return operationName.slice(0, 200);
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return operation?.name?.value.slice(0, 200) ?? 'anonymous';
};

/**
 * Every GraphQL operation's execution time, for the staff area's GraphQL Performance tab. The hot
 * path only pushes onto a buffer; the buffer is written in one multi-row insert every few seconds
 * (or as soon as it is large), never one insert per request. A query of the figures writes this
 * replica's buffer first, so they include the operations it has just run.
 */
export function operationTimingRecorder(deps: {
  db: Knex;
  logger: Logger;
  flushIntervalMs?: number;
  maxBuffered?: number;
}) {
  const maxBuffered = deps.maxBuffered ?? 500;
  let buffer: Timing[] = [];
  let lastPruned = 0;
  let pending: Promise<void> = Promise.resolve();

  async function write(rows: Timing[]) {
    try {
      await deps.db.batchInsert('graphql_operation_timings', rows, 500);
      if (Date.now() - lastPruned > 3_600_000) {
        lastPruned = Date.now();
        await deps
          .db('graphql_operation_timings')
          .where('executed_at', '<', new Date(Date.now() - monitoringRetentionDays * 86_400_000))
          .delete();
      }
    } catch (error) {
      // Monitoring must never break the API: the rows are dropped and the failure logged.
      deps.logger.warn({ err: error, dropped: rows.length }, 'operation timings not written');
    }
  }

  /** Writes what is buffered; concurrent calls queue behind each other. */
  function flush(): Promise<void> {
    if (buffer.length === 0) return pending;
    const rows = buffer;
    buffer = [];
    pending = pending.then(() => write(rows));
    return pending;
  }

  const timer = setInterval(() => void flush(), deps.flushIntervalMs ?? 5_000);
  timer.unref();

  const plugin: Plugin = {
    onExecute: ({ args }) => {
      const started = performance.now();
      return {
        onExecuteDone: () => {
          buffer.push({
            operation_name: operationNameOf(args.document, args.operationName),
            execution_ms: performance.now() - started,
            executed_at: new Date(),
          });
          if (buffer.length >= maxBuffered) void flush();
        },
      };
    },
    onDispose: async () => {
      clearInterval(timer);
      await flush();
    },
  };
  return { plugin, flush };
}

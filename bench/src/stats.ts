/** The q-quantile (0..1) of durations, nearest rank. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

export async function timed<Result>(work: () => Promise<Result>): Promise<{ result: Result; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

export interface Throughput {
  operations: number;
  clients: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/**
 * Runs `operation` `perClient` times on each of `clients` concurrent loops and reports the
 * throughput and per-operation latency. `operation` may run several timed calls itself.
 */
export async function runClients(
  clients: number,
  perClient: number,
  operation: (client: number, iteration: number, record: (ms: number) => void) => Promise<void>,
): Promise<Throughput> {
  const latencies: number[] = [];
  const record = (ms: number) => latencies.push(ms);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let iteration = 0; iteration < perClient; iteration++) await operation(client, iteration, record);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    operations: latencies.length,
    clients,
    perSecond: round(latencies.length / seconds, 1),
    p50Ms: round(percentile(latencies, 0.5)),
    p99Ms: round(percentile(latencies, 0.99)),
  };
}

/** Times one awaited call into `record`. */
export async function recordTime(record: (ms: number) => void, work: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await work();
  record(performance.now() - started);
}

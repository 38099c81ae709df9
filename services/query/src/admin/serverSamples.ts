import { statfs } from 'node:fs/promises';
import { cpus, freemem, hostname, totalmem } from 'node:os';

import type { Knex } from 'knex';
import type { Logger } from 'pino';

import { monitoringRetentionDays } from './operationTimings.ts';

const cpuTimes = () =>
  cpus().reduce(
    (sum, cpu) => {
      const { idle, user, nice, sys, irq } = cpu.times;
      return { idle: sum.idle + idle, total: sum.total + idle + user + nice + sys + irq };
    },
    { idle: 0, total: 0 },
  );

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);

/**
 * The service samples its own process and its host every interval (CPU since the previous sample,
 * memory, the data disk) into `server_samples`: the staff area's Server Performance history.
 */
export function startServerSampler(deps: {
  db: Knex;
  logger: Logger;
  /** Names the process in the history, e.g. "query" or "embedded". */
  service: string;
  intervalMs?: number;
  /** A path on the disk to watch (the data folder). */
  diskPath?: string;
}) {
  const process_ = `${deps.service}@${hostname()}:${process.pid}`;
  const intervalMs = deps.intervalMs ?? Number(process.env.SERVER_SAMPLE_INTERVAL_MS ?? 60_000);
  let previous = { at: performance.now(), host: cpuTimes(), process: process.cpuUsage() };
  let samples = 0;

  async function sample() {
    const now = { at: performance.now(), host: cpuTimes(), process: process.cpuUsage() };
    const elapsedMicros = (now.at - previous.at) * 1000 * cpus().length;
    const processMicros = now.process.user - previous.process.user + (now.process.system - previous.process.system);
    const hostTotal = now.host.total - previous.host.total;
    const hostBusy = hostTotal - (now.host.idle - previous.host.idle);
    previous = now;
    // The data folder may not exist yet (no file stored so far): its disk is the working folder's then.
    const disk = await statfs(deps.diskPath ?? '.').catch(() => statfs('.'));
    await deps.db('server_samples').insert({
      process: process_,
      sampled_at: new Date(),
      process_cpu_percent: percent(processMicros, elapsedMicros),
      host_cpu_percent: percent(hostBusy, hostTotal),
      process_memory_bytes: process.memoryUsage.rss(),
      host_memory_percent: percent(totalmem() - freemem(), totalmem()),
      disk_percent: percent(disk.blocks - disk.bavail, disk.blocks),
    });
    if (++samples % 60 === 1) {
      await deps
        .db('server_samples')
        .where('sampled_at', '<', new Date(Date.now() - monitoringRetentionDays * 86_400_000))
        .delete();
    }
  }

  const run = () => sample().catch((error: unknown) => deps.logger.warn({ err: error }, 'server sample not written'));
  // A first sample soon after start (CPU needs an interval to measure), then one per interval.
  const first = setTimeout(run, Math.min(intervalMs, 1_000));
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}

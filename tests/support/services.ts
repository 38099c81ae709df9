import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { GenericContainer, type StartedTestContainer } from 'testcontainers';

/**
 * The real services the integration tiers need, for the whole run (vitest global setup):
 * - DATABASE_URL and NATS_URL when set (existing servers, as CI uses them);
 * - else a Postgres and a NATS started with testcontainers where a Docker engine answers;
 * - else none, and the cases that need them report as skipped (never faked).
 *
 * Images, start commands and network mode come from the environment, so a locally built image and
 * host networking work where no registry is reachable (tests/containers/build-local-image.sh):
 *   TEST_POSTGRES_IMAGE / TEST_NATS_IMAGE      default the official postgres:16 and nats:2
 *   TEST_POSTGRES_COMMAND / TEST_NATS_COMMAND  a shell command run in the image; {port} is the port
 *   TEST_CONTAINER_NETWORK                     e.g. host (then the containers listen on free host ports)
 */

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function until(ready: () => Promise<unknown>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await ready();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${what} did not become ready`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

interface Service {
  image: string;
  /** A shell command to run instead of the image's own; {port} is the port. */
  command: string | undefined;
  /** Arguments for the image's own entrypoint otherwise. */
  args: (port: number) => string[];
  internalPort: number;
  env: Record<string, string>;
}

/** Every container of this run carries this label, so whatever ends the run can find and remove them. */
const runLabel = { 'colophon.tests.run': `${process.pid}-${Date.now()}` };

/**
 * Our own reaper (testcontainers' cannot be pulled here): a detached process that waits for this one
 * to end, however it ends (done, failed, interrupted, killed), then removes the run's containers.
 */
function startReaper() {
  const script = `
    const { execFileSync } = require('node:child_process');
    const alive = () => { try { process.kill(${process.pid}, 0); return true; } catch { return false; } };
    const timer = setInterval(() => {
      if (alive()) return;
      clearInterval(timer);
      const ids = execFileSync('docker', ['ps', '-aq', '--filter', 'label=colophon.tests.run=${runLabel['colophon.tests.run']}']).toString().split(/\\s+/).filter(Boolean);
      if (ids.length > 0) execFileSync('docker', ['rm', '-f', '-v', ...ids], { stdio: 'ignore' });
    }, 500);`;
  const log = openSync(path.join(tmpdir(), 'colophon-test-reaper.log'), 'a');
  spawn(process.execPath, ['-e', script], { detached: true, stdio: ['ignore', log, log] }).unref();
}

async function startService(
  service: Service,
): Promise<{ container: StartedTestContainer; host: string; port: number }> {
  const hostNetwork = process.env.TEST_CONTAINER_NETWORK === 'host';
  const port = hostNetwork ? await freePort() : service.internalPort;
  let container = new GenericContainer(service.image)
    .withLabels(runLabel)
    .withEnvironment({ ...service.env, PGPORT: String(port) });
  container = service.command
    ? container.withEntrypoint(['sh', '-c']).withCommand([service.command.replaceAll('{port}', String(port))])
    : container.withCommand(service.args(port));
  container = hostNetwork ? container.withNetworkMode('host') : container.withExposedPorts(port);
  const started = await container.start();
  return hostNetwork
    ? { container: started, host: '127.0.0.1', port }
    : { container: started, host: started.getHost(), port: started.getMappedPort(port) };
}

/** Whether a Docker engine answers (testcontainers finds it the way the docker CLI would). */
async function dockerAnswers(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

export default async function setup() {
  if (process.env.DATABASE_URL && process.env.NATS_URL) return;
  // The reaper image cannot be pulled where no registry is reachable: these containers are stopped here.
  process.env.TESTCONTAINERS_RYUK_DISABLED ??= 'true';
  // On the host network there is no bridge gateway to look up: the containers are on this host.
  if (process.env.TEST_CONTAINER_NETWORK === 'host') process.env.TESTCONTAINERS_HOST_OVERRIDE ??= '127.0.0.1';
  if (!(await dockerAnswers())) {
    console.log('real-service cases skipped: DATABASE_URL/NATS_URL not set and no Docker engine answers');
    return;
  }
  const containers: StartedTestContainer[] = [];
  const stop = async () => {
    await Promise.allSettled(
      containers.splice(0).map((container) => container.stop({ remove: true, removeVolumes: true })),
    );
  };
  startReaper();
  try {
    const postgres = await startService({
      image: process.env.TEST_POSTGRES_IMAGE ?? 'postgres:16',
      command: process.env.TEST_POSTGRES_COMMAND,
      args: () => ['postgres'],
      internalPort: 5432,
      env: { POSTGRES_HOST_AUTH_METHOD: 'trust', POSTGRES_DB: 'test' },
    });
    containers.push(postgres.container);
    const nats = await startService({
      image: process.env.TEST_NATS_IMAGE ?? 'nats:2',
      command: process.env.TEST_NATS_COMMAND,
      args: (port) => ['-js', '-p', String(port)],
      internalPort: 4222,
      env: {},
    });
    containers.push(nats.container);

    const server = `postgres://postgres@${postgres.host}:${postgres.port}`;
    // The tests make scratch databases from a database named test, as on CI's own server.
    await until(async () => {
      const client = new pg.Client({ connectionString: `${server}/postgres` });
      await client.connect();
      try {
        const { rowCount } = await client.query(`select 1 from pg_database where datname = 'test'`);
        if (rowCount === 0) await client.query('create database test');
      } finally {
        await client.end();
      }
    }, 'Postgres');
    const databaseUrl = `${server}/test`;
    await until(
      () =>
        new Promise<void>((resolve, reject) => {
          const socket = connect(nats.port, nats.host, () => {
            socket.end();
            resolve();
          });
          socket.once('error', reject);
        }),
      'NATS',
    );
    process.env.DATABASE_URL = databaseUrl;
    process.env.NATS_URL = `nats://${nats.host}:${nats.port}`;
    console.log(`real-service cases use containers: ${process.env.DATABASE_URL}, ${process.env.NATS_URL}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

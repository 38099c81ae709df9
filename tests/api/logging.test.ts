import { spawn } from 'node:child_process';

import { createInProcessCommandBus, requestLogging } from '@colophon/command';
import { connectInfrastructure } from '@colophon/deploy/config';
import { listen } from '@colophon/deploy/http';
import express from 'express';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';

describe('logs', () => {
  it('writes one structured line per request and one per command, each with the correlation id', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const infrastructure = await connectInfrastructure({ DATA_DIR: null });
    const commands = createInProcessCommandBus({ ...infrastructure, logger });
    const app = express();
    app.use(requestLogging(logger));
    app.post('/command', async (request, response) => {
      const caller = { userId: 'u1', publisherId: 'p1', role: 'owner' as const, isSuperuser: false, token: 't' };
      await commands.dispatch(
        'createLookupValue',
        caller,
        { kind: 'paymentType', value: 'Check' },
        request.correlationId,
      );
      response.json({ ok: true });
    });
    const { server, url } = await listen(app, 0);
    try {
      const response = await fetch(`${url}/command`, { method: 'POST', headers: { 'x-correlation-id': 'corr-42' } });
      expect(response.headers.get('x-correlation-id')).toBe('corr-42');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(lines.filter((line) => line.msg === 'command')).toEqual([
        expect.objectContaining({
          command: 'createLookupValue',
          correlationId: 'corr-42',
          publisherId: 'p1',
          userId: 'u1',
          outcome: 'ok',
        }),
      ]);
      expect(lines.filter((line) => line.msg === 'request')).toEqual([
        expect.objectContaining({ method: 'POST', path: '/command', status: 200, correlationId: 'corr-42' }),
      ]);
    } finally {
      server.close();
      await infrastructure.close();
    }
  });

  it("writes the server's buffered lines out when the process exits, and within a second while it runs", async () => {
    // The server's own logger gathers lines into larger writes: none may be lost or held back.
    const program = `
      import { logger } from '@colophon/deploy/config';
      logger.info({ step: 1 }, 'first');
      setTimeout(() => { process.stdout.write('waited\\n'); logger.info({ step: 2 }, 'second'); process.exit(3); }, 1500);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], {
      env: { ...process.env, LOG_LEVEL: 'info' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exitCode = await new Promise((resolve) => child.on('close', resolve));
    expect(exitCode).toBe(3);
    const lines = output.trim().split('\n');
    // The first line went out during the wait (periodically), before the process wrote "waited".
    expect(lines[0]).toContain('"msg":"first"');
    expect(lines[1]).toBe('waited');
    expect(JSON.parse(lines[2]!)).toMatchObject({ step: 2, msg: 'second' });
  });
});

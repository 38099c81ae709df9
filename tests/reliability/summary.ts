import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the reliability tier leaves its figures for the closing line. */
export const figuresFile = path.join(tmpdir(), `colophon-reliability-${process.pid}.json`);

/** vitest global setup of the reliability tier: after every file has run, print what was checked. */
export default function setup() {
  process.env.RELIABILITY_FIGURES = figuresFile;
  return async () => {
    const text = await readFile(figuresFile, 'utf8').catch(() => null);
    if (!text) return;
    const figures = JSON.parse(text) as Record<string, number>;
    console.log(
      `\nreliability: ${figures.operations} operations checked, ${figures.inputs} inputs tried, ${figures.survived} trials survived, ${figures.eventsLost} events lost\n`,
    );
    await rm(figuresFile, { force: true });
  };
}

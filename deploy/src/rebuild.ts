import { allProjections, rebuildProjections } from '@colophon/projector';

import { connectInfrastructure, logger } from './config.ts';

/**
 * npm run rebuild -- <projection|all>: empties the read model(s) and replays the log from
 * position 0. On the embedded store, stop the app first (PGlite has one process).
 */
const target = process.argv[2];
const names = allProjections.map((projection) => projection.name);
if (!target || (target !== 'all' && !names.includes(target))) {
  console.error(`usage: npm run rebuild -- <${[...names, 'all'].join('|')}>`);
  process.exit(2);
}
const infrastructure = await connectInfrastructure();
const projections = allProjections.filter((projection) => target === 'all' || projection.name === target);
const started = performance.now();
const counts = await rebuildProjections({ ...infrastructure, projections, logger });
const seconds = (performance.now() - started) / 1000;
for (const [name, events] of Object.entries(counts)) console.log(`${name}: replayed ${events} events`);
console.log(`rebuilt ${projections.length} projection(s) in ${seconds.toFixed(1)} s`);
await infrastructure.close();

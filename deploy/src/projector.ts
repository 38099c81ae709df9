import { allProjections, startProjector } from '@colophon/projector';

import { connectInfrastructure, logger } from './config.ts';
import { requireDistributedEnvironment, stopOnSignals } from './process.ts';

/**
 * A projector instance. PROJECTIONS (comma-separated names) shards projections over instances;
 * instances running the same projection stand by behind its advisory lock.
 */
requireDistributedEnvironment();
const wanted = process.env.PROJECTIONS?.split(',').map((name) => name.trim());
const projections = wanted ? allProjections.filter((projection) => wanted.includes(projection.name)) : allProjections;
const infrastructure = await connectInfrastructure();
const projector = startProjector({ ...infrastructure, projections, logger });
logger.info({ projections: projections.map((projection) => projection.name) }, 'projector running');
stopOnSignals(async () => {
  await projector.stop();
  await infrastructure.close();
});

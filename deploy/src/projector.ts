import { allProjections, startProjector } from '@colophon/projector';

import { connectInfrastructure, logger, startMailSenderFor } from './config.ts';
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
// The outbox is sent from where it is projected (set MAIL_SENDER=off on all but some instances if you like).
const mailSender = process.env.MAIL_SENDER === 'off' ? null : startMailSenderFor(infrastructure);
logger.info({ projections: projections.map((projection) => projection.name) }, 'projector running');
stopOnSignals(async () => {
  await Promise.all([projector.stop(), mailSender?.stop()]);
  await infrastructure.close();
});

import { logger } from './config.ts';

export function requireDistributedEnvironment() {
  if (!process.env.DATABASE_URL) {
    logger.error('DATABASE_URL is required in the distributed mode (npm start runs the embedded mode)');
    process.exit(1);
  }
}

export function stopOnSignals(stop: () => Promise<void>) {
  const shutdown = async () => {
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

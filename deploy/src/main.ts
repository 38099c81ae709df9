import { logger } from './config.ts';
import { startEmbedded } from './embedded.ts';
import { stopOnSignals } from './process.ts';

/** npm start: the embedded mode on PORT (default 3000) with its data in DATA_DIR (default ./data). */
const app = await startEmbedded({ port: Number(process.env.PORT ?? 3000), dataDir: process.env.DATA_DIR ?? './data' });
logger.info({ url: app.url }, 'colophon running');
console.log(`\n  Colophon is running at ${app.url}\n`);
stopOnSignals(app.close);

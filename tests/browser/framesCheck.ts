import { afterEach } from 'vitest';

import { openPages, reloadIfFramesStopped } from './browserSupport.ts';

// After a failed test, a page that gets no animation frames is reloaded, so that the retry the
// browser project allows for that failure (vitest.config.ts) and the tests after it get a new document.
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  for (const page of openPages) await reloadIfFramesStopped(page);
});

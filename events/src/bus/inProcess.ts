import { EventEmitter } from 'node:events';

import type { Position } from '../position.ts';
import type { Bus } from './port.ts';

/** The embedded mode's bus: every service lives in this one process. */
export function createInProcessBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async announceAppended(position) {
      emitter.emit('appended', position);
    },
    onAppended(listener: (position: Position) => void) {
      emitter.on('appended', listener);
      return () => emitter.off('appended', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

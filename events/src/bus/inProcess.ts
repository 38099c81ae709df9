import { EventEmitter } from 'node:events';

import type { Position } from '../position.ts';
import type { Bus, CallersChanged } from './port.ts';

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
    // Listeners run before this returns: a session ended is refused by the next request.
    async announceCallersChanged(change) {
      emitter.emit('callers', change);
    },
    onCallersChanged(listener: (change: CallersChanged) => void) {
      emitter.on('callers', listener);
      return () => emitter.off('callers', listener);
    },
    hearsCallerChanges: () => true,
    async close() {
      emitter.removeAllListeners();
    },
  };
}

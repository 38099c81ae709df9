import type { Bus } from '../bus/port.ts';
import type { EventStore } from './port.ts';

/** The store as the command side uses it: every successful append is announced on the bus. */
export function announcingAppends(store: EventStore, bus: Bus): EventStore {
  return {
    ...store,
    async append(appends) {
      const result = await store.append(appends);
      await bus.announceAppended(result.position);
      return result;
    },
  };
}

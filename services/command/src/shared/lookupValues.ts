import type { EventStore, LookupKind } from '@colophon/events';

import { lookupListDecider, lookupStreamId } from '../account/lookups.ts';
import { loadStream } from './decider.ts';

export const lookupNotFound = 'Please choose a value from the list.';

/**
 * The fields whose lookup id the publisher does not have (read from the lookup streams, so a value
 * created a moment ago counts). Empty ids mean "not chosen" and are fine.
 */
export async function unknownLookupFields(
  store: EventStore,
  publisherId: string,
  chosen: { field: string; kind: LookupKind; id: string | null | undefined }[],
): Promise<string[]> {
  const unknown: string[] = [];
  for (const { field, kind, id } of chosen) {
    if (!id) continue;
    const { state } = await loadStream(store, lookupStreamId(publisherId, kind), lookupListDecider);
    if (!state.values.has(id)) unknown.push(field);
  }
  return unknown;
}

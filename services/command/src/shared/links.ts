import type { DomainEvent, EventStore } from '@colophon/events';

import { type Decider, loadState } from './decider.ts';
import { illegalState, notFound } from './errors.ts';
import type { StreamDecision } from './multiStream.ts';

/**
 * A change to the references a record has (see the links events): added or removed with the event
 * that makes or ends the reference, or closed with the record's deletion.
 */
export type LinkChange =
  | { change: 'add'; recordId: string; linkId: string; notFoundMessage: string }
  | { change: 'remove'; recordId: string; linkId: string }
  | { change: 'close'; recordId: string; blockedMessage: string };

export interface LinksState {
  links: ReadonlySet<string>;
  closed: boolean;
}

export const linksStreamId = (recordId: string) => `links-${recordId}`;

/** References to a record: a deleted record takes no new one, and one still referenced cannot be deleted. */
export const linksDecider: Decider<LinksState, LinkChange> = {
  initialState: { links: new Set(), closed: false },
  evolve(state, event) {
    switch (event.type) {
      case 'LinkAdded':
        return { ...state, links: new Set(state.links).add(event.data.linkId) };
      case 'LinkRemoved': {
        const links = new Set(state.links);
        links.delete(event.data.linkId);
        return { ...state, links };
      }
      case 'LinksClosed':
        return { ...state, closed: true };
      default:
        return state;
    }
  },
  decide(command, state) {
    const { recordId } = command;
    switch (command.change) {
      case 'add':
        if (state.closed) throw notFound(command.notFoundMessage);
        return state.links.has(command.linkId)
          ? []
          : [{ type: 'LinkAdded', data: { recordId, linkId: command.linkId } }];
      case 'remove':
        return state.links.has(command.linkId)
          ? [{ type: 'LinkRemoved', data: { recordId, linkId: command.linkId } }]
          : [];
      case 'close':
        if (state.links.size > 0) throw illegalState(command.blockedMessage);
        return state.closed ? [] : [{ type: 'LinksClosed', data: { recordId } } satisfies DomainEvent];
    }
  },
};

/** The links streams' decisions for a command's link changes: one per record, at the revision it read. */
export async function decideLinks(store: EventStore, changes: readonly LinkChange[]): Promise<StreamDecision[]> {
  const byRecord = new Map<string, LinkChange[]>();
  for (const change of changes) byRecord.set(change.recordId, [...(byRecord.get(change.recordId) ?? []), change]);
  return Promise.all(
    [...byRecord].map(async ([recordId, recordChanges]) => {
      // Folded once, then only the new events: a customer's links grow with every order.
      const loaded = await loadState(store, linksStreamId(recordId), linksDecider);
      let state = loaded.state;
      const events: DomainEvent[] = [];
      for (const change of recordChanges) {
        const decided = linksDecider.decide(change, state);
        events.push(...decided);
        state = decided.reduce(linksDecider.evolve, state);
      }
      return {
        streamId: linksStreamId(recordId),
        expectedRevision: loaded.revision ?? 'no_stream',
        events,
        state,
        revision: loaded.revision,
      };
    }),
  );
}

/** A deletion closes the record's links stream: refused while anything still refers to the record. */
export const closedOnDeletion =
  (deletedType: DomainEvent['type'], recordId: string, blockedMessage: string) =>
  (_state: unknown, events: DomainEvent[]): LinkChange[] =>
    events.some((event) => event.type === deletedType) ? [{ change: 'close', recordId, blockedMessage }] : [];

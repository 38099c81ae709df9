import { inboxDateAfterReading } from '@colophon/domain';
import type { DomainEvent } from '@colophon/events';

import type { Decider } from '../shared/decider.ts';
import { notFound } from '../shared/errors.ts';

/** What a publisher's staff see on arriving: the inbox's read mark and the onboarding overlay. */
export interface PublisherHomeState {
  exists: boolean;
  inboxDate: string | null;
  onboardingCompleted: boolean;
}

export type PublisherHomeCommand =
  { type: 'MarkInboxRead'; publisherId: string; now: Date } | { type: 'CompleteOnboarding'; publisherId: string };

export const publisherHomeDecider: Decider<PublisherHomeState, PublisherHomeCommand> = {
  initialState: { exists: false, inboxDate: null, onboardingCompleted: false },
  evolve(state, event) {
    if (event.type === 'PublisherCreated') return { ...state, exists: true };
    if (event.type === 'PublisherInboxRead') return { ...state, inboxDate: event.data.inboxDate };
    if (event.type === 'PublisherOnboardingCompleted') return { ...state, onboardingCompleted: true };
    return state;
  },
  decide(command, state) {
    if (!state.exists) throw notFound('Publisher not found');
    if (command.type === 'CompleteOnboarding') {
      return state.onboardingCompleted
        ? []
        : [{ type: 'PublisherOnboardingCompleted', data: { publisherId: command.publisherId } } satisfies DomainEvent];
    }
    const inboxDate = inboxDateAfterReading(command.now);
    if (state.inboxDate !== null && state.inboxDate >= inboxDate) return [];
    return [{ type: 'PublisherInboxRead', data: { publisherId: command.publisherId, inboxDate } }];
  },
};

import { profileMessages } from '@colophon/domain';
import type { DomainEvent } from '@colophon/events';

import type { Decider } from '../shared/decider.ts';
import { notFound, validationError } from '../shared/errors.ts';

/** A user's profile (names and photo), on the user's stream. */
export interface ProfileState {
  exists: boolean;
  firstName: string;
  lastName: string;
  photoUrl: string;
}

/** Only the fields given change. */
export type ProfileCommand = {
  type: 'UpdateProfile';
  userId: string;
  firstName?: string | null;
  lastName?: string | null;
  photoUrl?: string | null;
};

export const profileDecider: Decider<ProfileState, ProfileCommand> = {
  initialState: { exists: false, firstName: '', lastName: '', photoUrl: '' },
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { exists: true, firstName: event.data.firstName, lastName: event.data.lastName, photoUrl: '' };
      case 'UserProfileUpdated':
        return { ...state, ...event.data };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (!state.exists) throw notFound(profileMessages.userNotFound);
    const firstName = command.firstName?.trim() ?? state.firstName;
    const lastName = command.lastName?.trim() ?? state.lastName;
    const photoUrl = command.photoUrl?.trim() ?? state.photoUrl;
    if (firstName === '') throw validationError(profileMessages.firstNameRequired, 'firstName');
    if (lastName === '') throw validationError(profileMessages.lastNameRequired, 'lastName');
    if (firstName === state.firstName && lastName === state.lastName && photoUrl === state.photoUrl) return [];
    return [
      {
        type: 'UserProfileUpdated',
        data: { userId: command.userId, firstName, lastName, photoUrl },
      } satisfies DomainEvent,
    ];
  },
};

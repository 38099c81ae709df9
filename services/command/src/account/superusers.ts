import type { DomainEvent, EventStore, Position } from '@colophon/events';

import { systemClock } from '../shared/context.ts';
import type { Decider } from '../shared/decider.ts';
import { notFound } from '../shared/errors.ts';
import { runDecider } from '../shared/runDecider.ts';
import { emailStreamId, normaliseEmail, userStreamId } from './registration.ts';

export interface SuperuserState {
  registered: boolean;
  superuser: boolean;
}

export type SuperuserCommand = { type: 'MakeSuperuser'; userId: string };

/** A user becomes platform staff once; only an operator's command line asks for it. */
export const superuserDecider: Decider<SuperuserState, SuperuserCommand> = {
  initialState: { registered: false, superuser: false },
  evolve(state, event) {
    if (event.type === 'UserRegistered') return { ...state, registered: true };
    if (event.type === 'UserMadeSuperuser') return { ...state, superuser: true };
    return state;
  },
  decide(command, state) {
    if (!state.registered) throw notFound('No user has that email address.');
    return state.superuser
      ? []
      : [{ type: 'UserMadeSuperuser', data: { userId: command.userId } } satisfies DomainEvent];
  },
};

/** `npm run superuser -- <email>`: the user with that email becomes a superuser. */
export async function makeSuperuser(
  store: EventStore,
  email: string,
): Promise<{ userId: string; position: Position | null }> {
  const reservation = await store.readStream(emailStreamId(normaliseEmail(email)));
  const reserved = reservation.find((event) => event.type === 'UserEmailReserved');
  if (!reserved) throw notFound('No user has that email address.');
  const { userId } = reserved.data as { userId: string };
  const context = { userId: null, publisherId: null, correlationId: 'superuser-command', ...systemClock };
  const { position } = await runDecider(store, context, userStreamId(userId), superuserDecider, {
    type: 'MakeSuperuser',
    userId,
  });
  return { userId, position };
}

import { registrationMessages } from '@colophon/domain';
import { ConcurrencyError, type EventStore, type LookupKind, type Position } from '@colophon/events';
import { hash, verify } from '@node-rs/argon2';
import type { Knex } from 'knex';

import { type CommandContext, metadataOf, systemClock } from '../shared/context.ts';
import { loadStream } from '../shared/decider.ts';
import { runDecider } from '../shared/runDecider.ts';
import { loginAttemptsStreamId, loginThrottleDecider } from './loginThrottle.ts';
import { lookupListDecider, lookupStreamId } from './lookups.ts';
import {
  decidePublisherCreation,
  decideRegistration,
  emailStreamId,
  type FieldErrors,
  normaliseEmail,
  type RegistrationInput,
  userStreamId,
  validateRegistration,
} from './registration.ts';
import { startSession } from './sessions.ts';

export const invalidCredentials = 'Unable to log in with provided credentials.';

export type AuthReply =
  { ok: true; key: string; position: Position; userId: string } | { ok: false; errors: FieldErrors };

export function accountCommands(store: EventStore, db: Knex, clock = systemClock) {
  return {
    async register(input: RegistrationInput, correlationId: string): Promise<AuthReply> {
      const errors = validateRegistration(input);
      if (Object.keys(errors).length > 0) return { ok: false, errors };
      const userId = clock.newId();
      const publisherId = clock.newId();
      const streams = decideRegistration({
        userId,
        publisherId,
        paymentTypeId: clock.newId(),
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        passwordHash: await hash(input.password1),
        publisherName: input.publisher,
      });
      const metadata = metadataOf({ userId, publisherId, correlationId, now: clock.now });
      try {
        const { position } = await store.append(
          streams.map(({ streamId, events }) => ({
            streamId,
            expectedRevision: 'no_stream' as const,
            events: events.map((event) => ({ ...event, metadata })),
          })),
        );
        return { ok: true, key: await startSession(db, userId), position, userId };
      } catch (error) {
        if (error instanceof ConcurrencyError && error.streamId === emailStreamId(input.email)) {
          return { ok: false, errors: { email: [registrationMessages.emailTaken] } };
        }
        throw error;
      }
    },

    /** Reads the user from the event store, not a read model, so a fresh sign-up can log in at once. */
    /**
     * Five failures within a minute lock the email out (each lockout twice as long): decided from
     * its login-attempts stream, so every replica of the command service agrees.
     */
    async login(
      input: { email?: string; password?: string },
      correlationId: string,
      ip = 'unknown',
    ): Promise<AuthReply> {
      const errors: FieldErrors = {};
      if (!input.email?.trim()) errors.email = ['Email is required.'];
      if (!input.password) errors.password = ['Password is required.'];
      if (Object.keys(errors).length > 0) return { ok: false, errors };
      const email = normaliseEmail(input.email!);
      const attempts = loginAttemptsStreamId(email);
      // Throws LoginLockedError while locked out, before the password is even checked.
      loginThrottleDecider.decide(
        { type: 'CheckLogin', now: clock.now() },
        (await loadStream(store, attempts, loginThrottleDecider)).state,
      );
      const claim = (await store.readStream(emailStreamId(input.email!)))[0];
      const userId = claim ? (claim.data as { userId: string }).userId : null;
      const registered = userId ? (await store.readStream(userStreamId(userId)))[0] : undefined;
      const passwordHash = registered ? (registered.data as { passwordHash: string }).passwordHash : null;
      if (!userId || !passwordHash || !(await verify(passwordHash, input.password!))) {
        const reason = userId ? 'wrong password' : 'unknown email';
        const context = { userId, publisherId: null, correlationId, now: clock.now };
        await runDecider(store, context, attempts, loginThrottleDecider, {
          type: 'RecordLoginFailure',
          email,
          ip,
          reason,
          now: clock.now(),
        });
        return { ok: false, errors: { non_field_errors: [invalidCredentials] } };
      }
      const { position } = await store.append([
        {
          streamId: userStreamId(userId),
          expectedRevision: 'any',
          events: [
            {
              type: 'UserLoggedIn',
              data: { userId },
              metadata: metadataOf({ userId, publisherId: null, correlationId, now: clock.now }),
            },
          ],
        },
      ]);
      return { ok: true, key: await startSession(db, userId), position, userId };
    },

    /** Another publisher owned by a signed-in user. */
    async createPublisher(input: { userId: string; name: string }, correlationId: string) {
      const publisherId = clock.newId();
      const streams = decidePublisherCreation({
        publisherId,
        ownerId: input.userId,
        name: input.name,
        paymentTypeId: clock.newId(),
      });
      const metadata = metadataOf({ userId: input.userId, publisherId, correlationId, now: clock.now });
      const { position } = await store.append(
        streams.map(({ streamId, events }) => ({
          streamId,
          expectedRevision: 'no_stream' as const,
          events: events.map((event) => ({ ...event, metadata })),
        })),
      );
      return { publisherId, name: input.name.trim(), position };
    },

    async addLookupValue(context: CommandContext, input: { kind: LookupKind; value: string }) {
      const id = context.newId();
      const { position } = await runDecider(
        store,
        context,
        lookupStreamId(context.publisherId, input.kind),
        lookupListDecider,
        {
          type: 'AddLookupValue',
          publisherId: context.publisherId,
          kind: input.kind,
          id,
          value: input.value,
        },
      );
      return { item: position ? { id, value: input.value.trim() } : null, position };
    },
  };
}

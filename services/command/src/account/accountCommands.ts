import { boundMessages, bounds, inviteMessages, passwordResetMessages, registrationMessages } from '@colophon/domain';
import { ConcurrencyError, type DomainEvent, type EventStore, type LookupKind, type Position } from '@colophon/events';
import { hash, verify } from '@node-rs/argon2';
import type { Knex } from 'knex';

import { mailStream, passwordResetMail } from '../mail/mails.ts';
import { type CommandContext, metadataOf, systemClock } from '../shared/context.ts';
import { loadStream } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import { runDecider } from '../shared/runDecider.ts';
import { loginAttemptsStreamId, loginThrottleDecider } from './loginThrottle.ts';
import { lookupListDecider, lookupStreamId } from './lookups.ts';
import { credentialsDecider, hashResetToken, newResetToken } from './passwords.ts';
import {
  decideNewUser,
  decidePublisherCreation,
  decideRegistration,
  emailStreamId,
  type FieldErrors,
  normaliseEmail,
  publisherStreamId,
  type RegistrationInput,
  userStreamId,
  validateRegistration,
} from './registration.ts';
import { endOtherSessions, type SessionEndings, startSession } from './sessions.ts';
import { teamDecider } from './team.ts';

export const invalidCredentials = 'Unable to log in with provided credentials.';

export type AuthReply =
  { ok: true; key: string; position: Position; userId: string } | { ok: false; errors: FieldErrors };

export function accountCommands(store: EventStore, db: Knex, clock = systemClock) {
  /** From the email's claim stream, not a read model: a fresh sign-up is known at once. */
  async function userIdOf(email: string): Promise<string | null> {
    const claim = (await store.readStream(emailStreamId(email)))[0];
    return claim ? (claim.data as { userId: string }).userId : null;
  }

  async function invitationOf(key: string) {
    const row = await db('publisher_invitations')
      .where({ key })
      .first<{ publisher_id: string } | undefined>('publisher_id');
    return row ? { publisherId: row.publisher_id } : null;
  }

  /** The publisher stream's part of accepting an invitation, decided on the stream as it is. */
  async function acceptance(publisherId: string, key: string, userId: string) {
    const loaded = await loadStream(store, publisherStreamId(publisherId), teamDecider);
    return {
      streamId: publisherStreamId(publisherId),
      expectedRevision: loaded.revision ?? ('no_stream' as const),
      events: teamDecider.decide({ type: 'AcceptInvitation', key, publisherId, userId }, loaded.state),
    };
  }

  return {
    /** The publisher an invitation key belongs to, for `/accept_invitation/` by a signed-in user. */
    invitationOf,

    /**
     * Mails a single-use link when the email has an account; says the same either way, so the
     * reply never tells whether an email is registered.
     */
    async requestPasswordReset(
      input: { email?: unknown },
      appUrl: string,
      correlationId: string,
      /** Who asked, when not the user themself (platform staff for a publisher): recorded on the event. */
      requestedBy?: Pick<CommandContext, 'userId' | 'publisherId' | 'impersonatorId' | 'commandId'>,
    ) {
      const email = typeof input.email === 'string' ? input.email.slice(0, 320) : '';
      const userId = email.trim() ? await userIdOf(email) : null;
      if (userId) {
        const token = newResetToken();
        const context = { userId, publisherId: null, ...requestedBy, correlationId, now: clock.now };
        const link = `${appUrl}/reset_password/${token}?email=${encodeURIComponent(normaliseEmail(email))}&token=${token}`;
        await runDecider(
          store,
          context,
          userStreamId(userId),
          credentialsDecider,
          { type: 'RequestPasswordReset', userId, tokenHash: hashResetToken(token), now: clock.now() },
          undefined,
          undefined,
          (state) => [mailStream(passwordResetMail({ mailId: clock.newId(), email: state.email, link }))],
        );
      }
      return { detail: passwordResetMessages.sent };
    },

    /** A new password from a mailed link; every other session of the user ends. */
    async confirmPasswordReset(
      input: { email?: unknown; password?: unknown; password2?: unknown; token?: unknown },
      correlationId: string,
      endings: SessionEndings,
    ): Promise<{ ok: true; detail: string } | { ok: false; errors: FieldErrors }> {
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      const password = text(input.password);
      const invalid = { ok: false as const, errors: { token: [passwordResetMessages.invalidToken] } };
      if (password.length > bounds.shortText)
        return { ok: false, errors: { password: [boundMessages.tooLong(bounds.shortText)] } };
      const userId = text(input.email) ? await userIdOf(text(input.email)) : null;
      if (!userId || !text(input.token)) return invalid;
      try {
        await runDecider(
          store,
          { userId, publisherId: null, correlationId, now: clock.now },
          userStreamId(userId),
          credentialsDecider,
          {
            type: 'ResetPassword',
            userId,
            tokenHash: hashResetToken(text(input.token)),
            password,
            passwordConfirmation: input.password2 === undefined ? undefined : text(input.password2),
            passwordHash: await hash(password || ' '),
            now: clock.now(),
          },
        );
      } catch (error) {
        if (error instanceof DomainError)
          return { ok: false, errors: { [error.field ?? 'non_field_errors']: [error.message] } };
        throw error;
      }
      await endOtherSessions(db, endings, userId, null);
      return { ok: true, detail: passwordResetMessages.done };
    },

    async register(input: RegistrationInput, correlationId: string): Promise<AuthReply> {
      const errors = validateRegistration(input);
      if (Object.keys(errors).length > 0) return { ok: false, errors };
      const userId = clock.newId();
      const invitation = input.invite ? await invitationOf(input.invite) : null;
      if (input.invite && !invitation) return { ok: false, errors: { non_field_errors: [inviteMessages.invalidLink] } };
      const publisherId = invitation?.publisherId ?? clock.newId();
      const user = {
        userId,
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        passwordHash: await hash(input.password1),
      };
      try {
        const streams: { streamId: string; expectedRevision: number | 'no_stream'; events: DomainEvent[] }[] =
          invitation
            ? [
                ...decideNewUser(user).map((stream) => ({ ...stream, expectedRevision: 'no_stream' as const })),
                await acceptance(invitation.publisherId, input.invite!, userId),
              ]
            : decideRegistration({
                ...user,
                publisherId,
                paymentTypeId: clock.newId(),
                publisherName: input.publisher,
              }).map((stream) => ({ ...stream, expectedRevision: 'no_stream' as const }));
        const metadata = metadataOf({ userId, publisherId, correlationId, now: clock.now });
        const { position } = await store.append(
          streams.map(({ streamId, expectedRevision, events }) => ({
            streamId,
            expectedRevision,
            events: events.map((event) => ({ ...event, metadata })),
          })),
        );
        return { ok: true, key: await startSession(db, userId), position, userId };
      } catch (error) {
        if (error instanceof ConcurrencyError && error.streamId === emailStreamId(input.email)) {
          return { ok: false, errors: { email: [registrationMessages.emailTaken] } };
        }
        if (error instanceof DomainError) return { ok: false, errors: { non_field_errors: [error.message] } };
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
      userAgent = '',
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
      const userId = await userIdOf(input.email!);
      const passwordHash = userId
        ? (await loadStream(store, userStreamId(userId), credentialsDecider)).state.passwordHash
        : null;
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
              data: { userId, ipAddress: ip.slice(0, 100), userAgent: userAgent.slice(0, 500) },
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

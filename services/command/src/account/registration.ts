import { boundMessages, bounds, freePlanMaxProducts, registrationMessages } from '@colophon/domain';
import type { DomainEvent } from '@colophon/events';

import { isValidEmail } from '../contacts/contactItems.ts';
import { lookupStreamId } from './lookups.ts';

export interface RegistrationInput {
  email: string;
  first_name: string;
  last_name: string;
  password1: string;
  password2: string;
  /** The spec's "Group name": the new publisher's name (none when joining by invitation). */
  publisher: string;
  /** An invitation's key: the new user joins that publisher instead of creating one. */
  invite?: string;
}

/** Field errors in the REST reply shape: `{ field: [message] }`. */
export type FieldErrors = Record<string, string[]>;

export const meetsPasswordRule = (password: string) =>
  /[A-Za-z]/.test(password) && /\d/.test(password) && /[^A-Za-z\d]/.test(password);

export function validateRegistration(input: RegistrationInput): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!input.invite && !input.publisher?.trim()) add('publisher', registrationMessages.groupNameRequired);
  if (!input.first_name?.trim()) add('first_name', registrationMessages.firstNameRequired);
  if (!input.last_name?.trim()) add('last_name', registrationMessages.lastNameRequired);
  if (!isValidEmail(input.email ?? '')) add('email', registrationMessages.invalidEmail);
  if (!input.password1) add('password1', registrationMessages.passwordRequired);
  else if (!meetsPasswordRule(input.password1)) add('password1', registrationMessages.passwordRule);
  if (input.password1 && input.password1 !== input.password2) add('password2', registrationMessages.passwordMismatch);
  for (const field of ['publisher', 'first_name', 'last_name', 'email', 'password1'] as const) {
    if ((input[field]?.length ?? 0) > bounds.shortText) errors[field] = [boundMessages.tooLong(bounds.shortText)];
  }
  if ((input.invite?.length ?? 0) > bounds.id) errors.invite = [boundMessages.tooLong(bounds.id)];
  return errors;
}

/** The email claim and the user: every sign-up starts with them. */
export function decideNewUser(
  user: Pick<Registration, 'userId' | 'email' | 'firstName' | 'lastName' | 'passwordHash'>,
) {
  const email = normaliseEmail(user.email);
  return [
    { streamId: emailStreamId(email), events: [{ type: 'UserEmailReserved', data: { email, userId: user.userId } }] },
    {
      streamId: userStreamId(user.userId),
      events: [
        {
          type: 'UserRegistered',
          data: {
            userId: user.userId,
            email,
            firstName: user.firstName.trim(),
            lastName: user.lastName.trim(),
            passwordHash: user.passwordHash,
          },
        },
      ],
    },
  ] satisfies { streamId: string; events: DomainEvent[] }[];
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
export const emailStreamId = (email: string) => `user-email-${normaliseEmail(email)}`;
export const userStreamId = (userId: string) => `user-${userId}`;
export const publisherStreamId = (publisherId: string) => `publisher-${publisherId}`;

export interface Registration {
  userId: string;
  publisherId: string;
  paymentTypeId: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  publisherName: string;
}

/**
 * A sign-up creates its streams at once: the email claim (which makes a second sign-up with the
 * same email fail), the user, and a new publisher owned by the user.
 */
export function decideRegistration(registration: Registration): { streamId: string; events: DomainEvent[] }[] {
  const { userId, publisherId } = registration;
  return [
    ...decideNewUser(registration),
    ...decidePublisherCreation({
      publisherId,
      ownerId: userId,
      name: registration.publisherName,
      paymentTypeId: registration.paymentTypeId,
    }),
  ];
}

/** Order statuses every publisher starts with (Ready shows green, Canceled red); ids derive from the publisher's. */
export const defaultOrderStatuses = ['Ready', 'Canceled', 'Backordered'] as const;
export const defaultOrderStatusId = (publisherId: string, value: string) =>
  `${publisherId}-order-status-${value.toLowerCase()}`;

/**
 * A new publisher with its owner, on the Free plan, in USD, with the default payment type "Check"
 * and the default order statuses.
 */
export function decidePublisherCreation(publisher: {
  publisherId: string;
  ownerId: string;
  name: string;
  paymentTypeId: string;
}): { streamId: string; events: DomainEvent[] }[] {
  const { publisherId, ownerId, paymentTypeId } = publisher;
  return [
    {
      streamId: publisherStreamId(publisherId),
      events: [
        {
          type: 'PublisherCreated',
          data: {
            publisherId,
            name: publisher.name.trim(),
            plan: 'Free',
            maxProducts: freePlanMaxProducts,
            currency: { code: 'USD', label: 'US Dollar', symbol: '$' },
            accountingMethod: 'paid',
          },
        },
        { type: 'PublisherMemberAdded', data: { publisherId, userId: ownerId, role: 'owner' } },
      ],
    },
    {
      streamId: lookupStreamId(publisherId, 'paymentType'),
      events: [
        { type: 'LookupValueAdded', data: { publisherId, kind: 'paymentType', id: paymentTypeId, value: 'Check' } },
      ],
    },
    {
      streamId: lookupStreamId(publisherId, 'orderStatus'),
      events: defaultOrderStatuses.map((value) => ({
        type: 'LookupValueAdded' as const,
        data: { publisherId, kind: 'orderStatus' as const, id: defaultOrderStatusId(publisherId, value), value },
      })),
    },
  ];
}

import { bounds } from '@colophon/domain';
import { z } from 'zod';

import { boundedText } from '../bounds.ts';
import { defineEvent, type EventsOf } from '../definition.ts';

export const roles = ['owner', 'admin', 'member'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const currencySchema = z.object({ code: z.string(), label: z.string(), symbol: z.string() });

/** Kinds of per-publisher lookup lists; each kind is its own stream per publisher. */
export const lookupKinds = [
  'paymentType',
  'paymentTerm',
  'customerClass',
  'shippingType',
  'orderStatus',
  'salesperson',
  'expenseCategory',
  'imprint',
  'series',
] as const;
export const lookupKindSchema = z.enum(lookupKinds);
export type LookupKind = z.infer<typeof lookupKindSchema>;

export const accountEvents = {
  UserEmailReserved: defineEvent('UserEmailReserved', z.object({ email: z.string(), userId: z.string() })),
  UserRegistered: defineEvent(
    'UserRegistered',
    z.object({
      userId: z.string(),
      email: boundedText(),
      firstName: boundedText(),
      lastName: boundedText(),
      passwordHash: z.string(),
    }),
  ),
  UserLoggedIn: defineEvent('UserLoggedIn', z.object({ userId: z.string() })),
  /** A wrong password or unknown email, on the email's login stream (the staff area counts them). */
  LoginFailed: defineEvent(
    'LoginFailed',
    z.object({
      email: z.string().max(320),
      ip: z.string().max(100),
      reason: z.string().max(200),
      at: z.iso.datetime(),
    }),
  ),
  /** Too many failures: logins for the email are refused until `until` (ISO time). */
  LoginLockedOut: defineEvent('LoginLockedOut', z.object({ email: z.string().max(320), until: z.string() })),
  /** Platform staff: the admin area, the calculator, plan changes outside billing. Only `npm run superuser` makes one. */
  UserMadeSuperuser: defineEvent('UserMadeSuperuser', z.object({ userId: z.string() })),
  PublisherCreated: defineEvent(
    'PublisherCreated',
    z.object({
      publisherId: z.string(),
      name: boundedText(),
      plan: boundedText(),
      maxProducts: z.number().int().nullable(),
      currency: currencySchema,
      accountingMethod: z.enum(['paid', 'shipped']),
    }),
  ),
  PublisherMemberAdded: defineEvent(
    'PublisherMemberAdded',
    z.object({ publisherId: z.string(), userId: z.string(), role: roleSchema }),
  ),
  /** Emitted by changePublisherPlan (the billing port calls it); null maxProducts means no limit. */
  PublisherPlanChanged: defineEvent(
    'PublisherPlanChanged',
    z.object({ publisherId: z.string(), plan: z.string(), maxProducts: z.number().int().nullable() }),
  ),
  LookupValueAdded: defineEvent(
    'LookupValueAdded',
    z.object({
      publisherId: z.string(),
      kind: lookupKindSchema,
      id: z.string(),
      value: boundedText(bounds.lookupValue),
    }),
  ),
};

export type AccountEvent = EventsOf<typeof accountEvents>;

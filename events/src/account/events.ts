import { bounds } from '@colophon/domain';
import { z } from 'zod';

import { boundedText, imageAddress, isoDate } from '../bounds.ts';
import { defineEvent, type EventsOf } from '../definition.ts';

export const roles = ['owner', 'admin', 'member'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const currencySchema = z.object({
  code: z.string().max(10),
  label: z.string().max(100),
  symbol: z.string().max(10),
});
export const accountingMethodSchema = z.enum(['paid', 'shipped']);
/** A region's countries: ISO 3166-1 codes, each at most once. */
export const regionCountriesSchema = z.array(z.string().regex(/^[A-Z]{2}$/)).max(249);
const regionSchema = z.object({
  publisherId: z.string().max(100),
  regionId: z.string().max(100),
  name: boundedText(),
  countries: regionCountriesSchema,
});

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
  /** From where (the staff area's recent activity); older logins carry only the user. */
  UserLoggedIn: defineEvent(
    'UserLoggedIn',
    z.object({ userId: z.string(), ipAddress: z.string().max(100).optional(), userAgent: boundedText(500).optional() }),
  ),
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
      accountingMethod: accountingMethodSchema,
    }),
  ),
  PublisherCurrencyChanged: defineEvent(
    'PublisherCurrencyChanged',
    z.object({ publisherId: z.string().max(100), currency: currencySchema }),
  ),
  /** Royalties and reports count a sale on the day it was paid or the day it was shipped. */
  PublisherAccountingMethodChanged: defineEvent(
    'PublisherAccountingMethodChanged',
    z.object({ publisherId: z.string().max(100), accountingMethod: accountingMethodSchema }),
  ),
  PublisherSalesByRegionChanged: defineEvent(
    'PublisherSalesByRegionChanged',
    z.object({ publisherId: z.string().max(100), enabled: z.boolean() }),
  ),
  /** The owner deleted the account: nobody may act in it any more; its events are all kept. */
  PublisherDeleted: defineEvent(
    'PublisherDeleted',
    z.object({ publisherId: z.string().max(100), deletedBy: z.string().max(100) }),
  ),
  /** On the publisher's regions stream, which holds every region so a country is in one region at most. */
  RegionCreated: defineEvent('RegionCreated', regionSchema),
  RegionUpdated: defineEvent('RegionUpdated', regionSchema),
  RegionDeleted: defineEvent(
    'RegionDeleted',
    z.object({ publisherId: z.string().max(100), regionId: z.string().max(100) }),
  ),
  /** The profile screen's names and photo (a /files/ path or a web address; empty for none). */
  UserProfileUpdated: defineEvent(
    'UserProfileUpdated',
    z.object({
      userId: z.string().max(100),
      firstName: boundedText(),
      lastName: boundedText(),
      photoUrl: imageAddress(),
    }),
  ),
  PublisherMemberAdded: defineEvent(
    'PublisherMemberAdded',
    z.object({ publisherId: z.string(), userId: z.string(), role: roleSchema }),
  ),
  /** A plan confirmed by the billing port, or set by platform staff; null maxProducts means no limit. */
  PublisherPlanChanged: defineEvent(
    'PublisherPlanChanged',
    z.object({ publisherId: z.string(), plan: z.string(), maxProducts: z.number().int().nullable() }),
  ),
  /**
   * The billing provider's news of the publisher's subscription, as the billing port confirmed it
   * (a finished checkout or portal session, or a provider's notification). Appended with the
   * `PublisherPlanChanged` it brings, if any. `billingId` is the provider's customer, null once the
   * subscription has ended; the renewal is `billingDate` plus one month.
   */
  PublisherBillingUpdated: defineEvent(
    'PublisherBillingUpdated',
    z.object({
      publisherId: z.string().max(100),
      /** The provider's session or notification it came from: each applies once. */
      sessionId: z.string().max(200),
      billingId: z.string().max(200).nullable(),
      billingDate: isoDate().nullable(),
      billingActive: z.boolean(),
      /** When the provider made the change: news older than the newest applied is stale. */
      changedAt: z.iso.datetime(),
    }),
  ),
  /**
   * The embedded simulated billing provider's own ledger, one stream per session (a real provider
   * keeps its sessions itself). A checkout session sells `plan`; a portal session manages the
   * subscription `billingId` that is on `plan`. `returnUrl` is where its pages send the owner back.
   */
  SimulatedBillingSessionOpened: defineEvent(
    'SimulatedBillingSessionOpened',
    z.object({
      sessionId: z.string().max(100),
      publisherId: z.string().max(100),
      kind: z.enum(['checkout', 'portal']),
      plan: boundedText(),
      billingId: z.string().max(200).nullable(),
      billingActive: z.boolean(),
      returnUrl: z.string().max(bounds.url),
    }),
  ),
  /** What the session did to the subscription: the news `/checkout_success/` confirms. */
  SimulatedBillingSessionCompleted: defineEvent(
    'SimulatedBillingSessionCompleted',
    z.object({
      sessionId: z.string().max(100),
      plan: boundedText(),
      billingId: z.string().max(200).nullable(),
      billingActive: z.boolean(),
      /** The day a payment was taken by this session; null when it took none. */
      paidOn: isoDate().nullable(),
      completedAt: z.iso.datetime(),
    }),
  ),
  /** Cancel on the checkout page: the session ends without a payment. */
  SimulatedBillingSessionAbandoned: defineEvent(
    'SimulatedBillingSessionAbandoned',
    z.object({ sessionId: z.string().max(100) }),
  ),
  /** An owner or admin invited someone by email; `key` is the secret of the accept link. */
  InvitationSent: defineEvent(
    'InvitationSent',
    z.object({
      invitationId: z.string().max(100),
      publisherId: z.string().max(100),
      email: z.string().max(320),
      role: roleSchema,
      key: z.string().max(100),
      invitedBy: z.string().max(100),
    }),
  ),
  InvitationResent: defineEvent(
    'InvitationResent',
    z.object({ invitationId: z.string().max(100), publisherId: z.string().max(100) }),
  ),
  InvitationCancelled: defineEvent(
    'InvitationCancelled',
    z.object({ invitationId: z.string().max(100), publisherId: z.string().max(100) }),
  ),
  /** Followed in the same append by the `PublisherMemberAdded` it leads to. */
  InvitationAccepted: defineEvent(
    'InvitationAccepted',
    z.object({ invitationId: z.string().max(100), publisherId: z.string().max(100), userId: z.string().max(100) }),
  ),
  PublisherMemberRoleChanged: defineEvent(
    'PublisherMemberRoleChanged',
    z.object({ publisherId: z.string().max(100), userId: z.string().max(100), role: roleSchema }),
  ),
  PublisherMemberRemoved: defineEvent(
    'PublisherMemberRemoved',
    z.object({ publisherId: z.string().max(100), userId: z.string().max(100) }),
  ),
  /** Only a hash of the mailed token is kept; it works once, until `expiresAt`. */
  PasswordResetRequested: defineEvent(
    'PasswordResetRequested',
    z.object({ userId: z.string().max(100), tokenHash: z.string().max(100), expiresAt: z.iso.datetime() }),
  ),
  PasswordChanged: defineEvent(
    'PasswordChanged',
    z.object({
      userId: z.string().max(100),
      passwordHash: z.string().max(500),
      resetTokenHash: z.string().max(100).nullable(),
    }),
  ),
  /** Mark all as read: inbox items dated after `inboxDate` are unread. */
  PublisherInboxRead: defineEvent(
    'PublisherInboxRead',
    z.object({ publisherId: z.string().max(100), inboxDate: isoDate() }),
  ),
  /** Get Started or Close on the onboarding overlay: it no longer shows to anyone of the publisher. */
  PublisherOnboardingCompleted: defineEvent(
    'PublisherOnboardingCompleted',
    z.object({ publisherId: z.string().max(100) }),
  ),
  /** A message to support from the Help page's Contact Us form (mailed through the outbox). */
  SupportRequested: defineEvent(
    'SupportRequested',
    z.object({
      requestId: z.string().max(100),
      publisherId: z.string().max(100),
      userId: z.string().max(100),
      subject: boundedText(),
      message: boundedText(5000),
    }),
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
  LookupValueRenamed: defineEvent(
    'LookupValueRenamed',
    z.object({
      publisherId: z.string().max(100),
      kind: lookupKindSchema,
      id: z.string().max(100),
      value: boundedText(bounds.lookupValue),
    }),
  ),
  /** Hidden from the lists; records that still name it keep showing its value. */
  LookupValueDeleted: defineEvent(
    'LookupValueDeleted',
    z.object({ publisherId: z.string().max(100), kind: lookupKindSchema, id: z.string().max(100) }),
  ),
};

export type AccountEvent = EventsOf<typeof accountEvents>;

import { accessMessages } from '@colophon/domain';
import type { Role } from '@colophon/events';

import type { CommandName } from '../commandBus.ts';
import { forbidden } from '../shared/errors.ts';

/**
 * Who may run an operation, from least to most privileged. The spec: owner and super admin all;
 * admin all but settings customization, team management and billing... and yet "only owner and
 * admin can invite, change roles, remove members": we follow the explicit list, so team management
 * is `admin` (owner or admin), and settings customization (currency, accounting method, regions,
 * account deletion) and billing are `owner`. Platform staff (superusers) pass every level.
 */
export const accessLevels = ['member', 'admin', 'owner', 'superuser'] as const;
export type AccessLevel = (typeof accessLevels)[number];

const rolesAllowed: Record<AccessLevel, readonly Role[]> = {
  member: ['owner', 'admin', 'member'],
  admin: ['owner', 'admin'],
  owner: ['owner'],
  superuser: [],
};

export interface Principal {
  role: Role;
  isSuperuser: boolean;
}

export const allows = (level: AccessLevel, principal: Principal): boolean =>
  principal.isSuperuser || rolesAllowed[level].includes(principal.role);

const refusals: Record<AccessLevel, string> = {
  member: accessMessages.adminOnly,
  admin: accessMessages.adminOnly,
  owner: accessMessages.ownerOnly,
  superuser: accessMessages.superuserOnly,
};

export const refusalOf = (level: AccessLevel) => forbidden(refusals[level]);

/** Throws the spec's refusal unless the principal's role reaches the level. */
export function assertAllowed(level: AccessLevel, principal: Principal): void {
  if (!allows(level, principal)) throw refusalOf(level);
}

/**
 * Every command the bus runs (GraphQL mutations and `/api/v1/commands/:name` both go through it).
 * `satisfies Record<CommandName, …>`: a new command without an entry does not compile.
 */
export const commandPolicy = {
  createCreator: 'member',
  updateCreator: 'member',
  deleteCreator: 'member',
  createCustomer: 'member',
  updateCustomer: 'member',
  deleteCustomer: 'member',
  createOrder: 'member',
  updateOrder: 'member',
  deleteOrder: 'member',
  createOrderPayment: 'member',
  updateOrderPayment: 'member',
  deleteOrderPayment: 'member',
  recordOrderReturn: 'member',
  deleteOrderReturn: 'member',
  createExpense: 'member',
  updateExpense: 'member',
  deleteExpense: 'member',
  // Adding a value from a form's "add new" option is everyday work; renaming and deleting are settings.
  createLookupValue: 'member',
  createProductWorkAndFormat: 'member',
  createProduct: 'member',
  updateProduct: 'member',
  updateProductWork: 'member',
  deleteProduct: 'member',
  deleteProductCreator: 'member',
  // An owner's plan changes through billing (the REST billing calls); outside it only platform staff change one.
  changePublisherPlan: 'superuser',
  updateUserRole: 'admin',
  deletePublisherUser: 'admin',
  // The settings lists: renaming or deleting a value changes every record that names it.
  renameLookupValue: 'admin',
  deleteLookupValue: 'admin',
  // Settings customization: the owner's.
  changePublisherCurrency: 'owner',
  changePublisherAccountingMethod: 'owner',
  updatePublisherSalesRegionSetting: 'owner',
  changePublisherMinimumPayout: 'owner',
  createRegion: 'owner',
  updateRegion: 'owner',
  deleteRegion: 'owner',
  deletePublisher: 'owner',
  // Anyone signed in edits their own profile and photo.
  updateProfile: 'member',
  markInboxRead: 'member',
  updateOnboardingStatus: 'member',
  contactSupport: 'member',
  // Royalties and their payments are the everyday work of the publisher's staff.
  createRoyalty: 'member',
  updateRoyalty: 'member',
  deleteRoyalty: 'member',
  createRoyaltyLineItem: 'member',
  updateRoyaltyLineItem: 'member',
  deleteRoyaltyLineItem: 'member',
  createRoyaltyPayment: 'member',
  updateRoyaltyPayment: 'member',
  deleteRoyaltyPayment: 'member',
  // Advances and reserves are royalty terms, kept like the tiers.
  createAdvance: 'member',
  payAdvance: 'member',
  deleteAdvance: 'member',
  setRoyaltyReserve: 'member',
  // The staff dashboard's dialogs: platform staff only.
  contactPublisher: 'superuser',
  resetPublisherPassword: 'superuser',
  createRoyaltyStatement: 'member',
} as const satisfies Record<CommandName, AccessLevel>;

/**
 * REST calls outside the command bus that act inside a publisher, by `METHOD path` as the router
 * declares it. Calls before sign-in (login, register, reset, accept) and the caller's own session
 * (logout, fetch_user_publishers, create_publisher) are in `publicRoutes`.
 */
export const restPolicy = {
  'POST /api/v1/files/images': 'member',
  // CSV in and out of the lists is everyday work, like the screens it mirrors.
  'POST /api/v1/exports/:type': 'member',
  'POST /api/v1/reports/profit-loss/export': 'member',
  'POST /count_royaltys/': 'member',
  'POST /count_royalty_payments/': 'member',
  'POST /send_royalty_statement/': 'member',
  'GET /api/v1/royalty_statements/:id/pdf': 'member',
  'POST /send_invitation/': 'admin',
  'DELETE /delete_invitation/': 'admin',
  'DELETE /api/v1/delete_invitation/:id/': 'admin',
  // Billing: the owner's alone; the provider's confirmation is what changes the plan.
  'POST /create_checkout_session/': 'owner',
  'POST /create_portal_session/': 'owner',
  'POST /checkout_success/': 'owner',
  'GET /api/auth_groups/': 'member',
  'GET /api/csv-import/templates/': 'member',
  'GET /api/csv-import/system-fields/': 'member',
  'POST /validate_csv/': 'member',
  'POST /import_csv/': 'member',
  'POST /api/csv-import/upload-csv/': 'member',
  'GET /api/csv-import/:session/get-csv-info/': 'member',
  'GET /api/csv-import/:session/suggest-field-mappings/': 'member',
  'POST /api/csv-import/:session/update-field-mappings/': 'member',
  'POST /api/csv-import/:session/set-default-values/': 'member',
  'POST /api/csv-import/:session/validate-csv-data/': 'member',
  'GET /api/csv-import/:session/get-validation-results/': 'member',
  'GET /api/csv-import/:session/get-validation-progress/': 'member',
  'POST /api/csv-import/:session/correct-validation-errors/': 'member',
  'GET /api/csv-import/:session/get-field-options/': 'member',
  'POST /api/csv-import/:session/detect-duplicates/': 'member',
  'GET /api/csv-import/:session/get-duplicate-fields/': 'member',
  'POST /api/csv-import/:session/resolve-duplicates/': 'member',
  'GET /api/csv-import/:session/get-preview-data/': 'member',
  'POST /api/csv-import/:session/import-csv-data/': 'member',
  'GET /api/csv-import/:session/get-import-progress/': 'member',
  'POST /api/csv-import/:session/cancel-import/': 'member',
  'GET /api/csv-import/:session/get-import-summary/': 'member',
  'GET /api/csv-import/:session/download-error-report/': 'member',
  'GET /api/csv-import/:session/download-error-csv/': 'member',
  'POST /api/csv-import/:session/download-error-csv/': 'member',
  // Anyone signed in may ask whether they are staff; the answer decides what the app shows.
  'GET /api/v1/auth/check_superuser/': 'member',
  'POST /api/v1/royalty_simulation/': 'superuser',
  // Signing in as a user: audited, marked and short-lived (services/command/src/admin/impersonation.ts).
  'POST /personate/': 'superuser',
} as const satisfies Record<string, AccessLevel>;

/** Calls anyone may make, signed in or not. */
export const openRoutes = [
  'POST /api/v1/auth/register/',
  'POST /api/v1/auth/login/',
  'POST /api/v1/auth/logout/',
  'GET /api/v1/invitations/:key',
  'POST /api/v1/auth/password/reset_password/',
  'POST /api/v1/auth/password/confirm/',
  // For operators: no publisher's data.
  'GET /health',
  // The simulated billing provider's pages, reached like a provider's by a session's unguessable id;
  // what is done there changes no plan until the owner's /checkout_success/ confirms it.
  'GET /billing/checkout/:sessionId',
  'POST /billing/checkout/:sessionId/pay',
  'POST /billing/checkout/:sessionId/cancel',
  'GET /billing/portal/:sessionId',
  'POST /billing/portal/:sessionId',
  // The web app's pages (login.html for /login, index.html for every other client route; the data
  // comes through the API).
  'GET /login',
  'GET /.*/',
] as const;

/** Signed in, yet no role asked: the caller's own account, or (commands) the bus asks `commandPolicy`. */
export const publicRoutes = [
  ...openRoutes,
  'POST /fetch_user_publishers/',
  'POST /create_publisher/',
  'POST /api/v1/commands/:name',
  'POST /accept_invitation/',
  'POST /publisherusers/',
] as const;

/** The spec's messages of this context, word for word: the command side refuses with them, the web shows them. */

export const registrationMessages = {
  groupNameRequired: 'Group name is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidEmail: 'Not a valid email address',
  passwordRequired: 'Password is required',
  passwordRule: 'Password must include at least one letter, one number, and one special character',
  passwordMismatch: 'Must match password',
  emailTaken: 'A user is already registered with this e-mail address.',
} as const;

/** Refusals of the role policy (`services/command/src/account/permissions.ts`). */
export const accessMessages = {
  adminOnly: 'You need admin privileges to invite new team members or manage existing ones.',
  ownerOnly: 'Only the owner of this publisher can change this setting.',
  superuserOnly: 'Access Denied. Please contact a system administrator if you need access.',
} as const;

export const inviteMessages = {
  emailRequired: 'Email is required',
  invalidEmail: 'Please enter a valid email address',
  invalidLink: 'Invalid invitation link',
  alreadyAccepted: 'Invitation has already been accepted.',
  invalidData: 'Invalid invitation data. Please refresh the page and try again.',
  sendFailed: 'There was an error sending your invitation',
  resendFailed: 'Failed to resend invitation. Please try again.',
  networkError: 'Network error. Please try again.',
  /** Beside the invite form, which shows while the team has fewer than `maxTeamSize` users. */
  additionalUsersNote: 'Only 2 additional users are allowed by default.',
  teamFull: 'Your team has reached its limit of users: remove a member or cancel an invitation first.',
  alreadyMember: 'This person is already a member of your team.',
} as const;

/** Users (members and pending invitations) a publisher may have: the invite form hides at this size. */
export const maxTeamSize = 5;

export const teamMessages = {
  removed: 'User has been removed from the team',
  removeFailed: (message: string) => `Failed to remove user: ${message}`,
  userNotFound: 'User not found. Please refresh the page and try again.',
  invitationNotFound: 'Invitation not found. Please refresh the page and try again.',
  invitationCancelled: (email: string) => `Invitation to ${email} has been cancelled`,
  cancelFailed: 'Failed to cancel invitation',
  ownerRoleFixed: 'The owner role cannot be changed.',
  notYourself: 'You cannot change your own role or remove yourself.',
  oneOwner: 'A publisher has one owner: choose Admin or Member.',
  alreadyInvited: (email: string) => `${email} has already been invited: resend the invitation instead.`,
} as const;

export const passwordResetMessages = {
  mismatch: 'Passwords do not match.',
  sendError: 'Sorry, there was an error sending the password reset link.',
  sendErrorShort: 'Error sending password reset link.',
  resetError: 'Error resetting password. Please try again.',
  /** Said whether or not the email has an account, so the reply reveals nothing. */
  sent: 'If an account exists for this email, a password reset link has been sent.',
  done: 'Your password has been reset. You can now log in with your new password.',
  invalidToken: 'This password reset link is invalid or has expired.',
} as const;

export const regionMessages = {
  nameRequired: 'Region name is required.',
  created: 'Region created successfully.',
  updated: 'Region updated successfully.',
  deleted: 'Region deleted successfully.',
  createFailed: 'Error: Failed to create region. Please check your input.',
  errorCreating: (message: string) => `Error creating region: ${message}`,
  errorUpdating: (message: string) => `Error updating region: ${message}`,
  errorDeleting: (message: string) => `Error deleting region: ${message}`,
  loadError: 'Error loading regions',
  countryTaken: (country: string, region: string) => `${country} already belongs to the region ${region}.`,
  unknownCountry: (code: string) => `${code} is not a country code.`,
  notFound: 'Region not found. Please refresh the page and try again.',
  nameTaken: 'A region with this name already exists.',
  tooManyCountries: 'A region holds at most 249 countries.',
} as const;

export const settingsMessages = {
  salesByRegionUpdated: 'Sales by region setting updated.',
  settingFailed: (message: string) => `Failed to update setting: ${message}`,
  accountingUpdated: 'Accounting method updated successfully',
  accountingFailed: 'Failed to update accounting method: Unexpected response',
  currencyUpdated: 'Currency updated successfully',
  currencyFailed: 'Failed to update currency: Unexpected response',
  valueExists: 'Value already exists!',
  addFailed: (kind: string, message: string) => `Error adding new ${kind}: ${message}`,
  /** A value added from a customer, order, expense or payment form rather than from the settings screen. */
  createFailed: (kind: string, message: string) => `Error creating ${kind}: ${message}`,
  createCategoryFailedTitle: 'Error Creating New Category',
  deleteFailed: (kind: string, message: string) => `Error deleting ${kind}: ${message}`,
  updateFailed: (kind: string, message: string) => `Error updating ${kind}: ${message}`,
  inUse: 'This value is in use and cannot be deleted.',
  updateFailedShort: 'Update failed',
  valueNotFound: 'Value not found. Please refresh the page and try again.',
  salesByRegionFailed: 'Failed to update setting: Unexpected response',
  unknownCurrency: 'Please choose a currency from the list.',
  deleteAccountConfirm:
    'Deleting your publisher account removes access for every member of your team. This cannot be undone. Type the publisher name to confirm.',
  deleteAccountNameMismatch: 'Please type the publisher name exactly as shown to confirm.',
  deleteAccountFailed: 'Failed to delete publisher account. Please try again.',
  publisherDeleted: 'This publisher account has been deleted.',
} as const;

/** Where the Help page's Contact Us and the billing messages send people, unless SUPPORT_EMAIL says otherwise. */
export const defaultSupportEmail = 'support@colophon.local';

export const billingMessages = {
  subscriptionError: (email: string) => `There was an error with your subscription. Please email us at ${email}.`,
  portalError: 'There was an error managing your subscription. Please contact support.',
  bannerTitle: 'Billing Error',
  bannerText:
    'There was an error with your latest subscription payment. Please update your payment in Manage Subscription to keep your plan.',
  onlyOwner: 'Only the owner of this publisher can change its subscription.',
  unknownPrice: 'Please choose one of the plans.',
  alreadySubscribed: 'You already have a subscription: use Manage Subscription to change your plan.',
  notSubscribed: 'This publisher has no subscription to manage.',
  sessionUnknown: 'This billing session does not exist.',
  sessionClosed: 'This billing session is already closed.',
  sessionNotCompleted: 'This billing session has not been completed.',
  actionNotOffered: 'This billing session does not offer that.',
  planChanged: (planLabel: string) => `Your subscription is now the ${planLabel}.`,
  checkoutCancelled: 'Checkout cancelled: your plan has not changed.',
} as const;

/** The spec's names of the royalty accounting methods. */
export const accountingMethodLabels = {
  paid: 'date items are paid',
  shipped: 'date items are shipped',
} as const;
export type AccountingMethod = keyof typeof accountingMethodLabels;

/** The settings screen's names of each lookup list, used in its headings and in the 'Error adding new {kind}' family. */
export const lookupKindLabels = {
  customerClass: { section: 'Customer Class', singular: 'customer class' },
  expenseCategory: { section: 'Expense Categories', singular: 'expense category' },
  orderStatus: { section: 'Order Statuses', singular: 'order status' },
  paymentType: { section: 'Royalty Payment Methods', singular: 'royalty payment method' },
  paymentTerm: { section: 'Payment Terms', singular: 'payment term' },
  shippingType: { section: 'Shipping Types', singular: 'shipping type' },
  salesperson: { section: 'Sales People', singular: 'sales person' },
} as const;
export type SettingsLookupKind = keyof typeof lookupKindLabels;

export const profileMessages = {
  updated: 'Profile updated successfully',
  failed: 'Failed to update profile',
  userUpdated: 'User Updated',
  publisherUserUpdated: 'Publisher User updated',
  photoUpdated: 'Profile picture updated successfully',
  photoFailed: 'Failed to update profile picture. Please try again later.',
  uploadFailed: 'Failed to upload image. Please try again.',
  userNotFound: 'Profile update failed: User record not found. Please contact support.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
} as const;

/** The goodbye page after an account is deleted (the spec's /thanks-for-trying-{product}). */
export const goodbyePath = '/thanks-for-trying-colophon';

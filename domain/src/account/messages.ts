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
  deleteFailed: (kind: string, message: string) => `Error deleting ${kind}: ${message}`,
  updateFailed: (kind: string, message: string) => `Error updating ${kind}: ${message}`,
  inUse: 'This value is in use and cannot be deleted.',
} as const;

export const profileMessages = {
  updated: 'Profile updated successfully',
  failed: 'Failed to update profile',
  userUpdated: 'User Updated',
  publisherUserUpdated: 'Publisher User updated',
  photoUpdated: 'Profile picture updated successfully',
  photoFailed: 'Failed to update profile picture. Please try again later.',
} as const;

/** The spec's staff-area messages, word for word (the access refusal is `accessMessages.superuserOnly`). */

export const calculatorMessages = {
  error: (message: string) => `Error calculating royalties: ${message}`,
  failed: 'Calculation failed',
  /** What the request may hold: a clear reply instead of a figure no publisher could book. */
  invalidNumber: (field: string) => `${field} must be a number from 0 to 1,000,000,000.`,
  invalidRate: 'A tier rate is a percent from 0 to 100.',
  invalidType: 'A royalty type is 1, 2, 3 or 4.',
  invalidThreshold: 'A tier threshold is a whole number of units that is not negative.',
  tiersRequired: 'Add at least one tier.',
  tooManyTiers: 'Use at most 50 tiers.',
} as const;

/** What a non-superuser sees on a staff screen (the server's refusal is `accessMessages.superuserOnly`). */
export const accessDenied = {
  title: 'Access Denied',
  advice: 'You do not have permission to view this page. Please contact a system administrator if you need access.',
  action: 'Return to Dashboard',
} as const;

export const staffMessages = {
  messageSent: 'Message sent successfully',
  messageFailed: 'Failed to send message',
  resetSent: 'Password reset link sent',
  resetFailed: 'Failed to reset password',
  impersonating: 'Successfully impersonating publisher',
  impersonateFailed: 'Failed to impersonate publisher',
  noOwner: 'No owner ID found for impersonation',
  loadError: (panel: string) => `Error loading ${panel}`,
  failedLoginsError: 'Error loading failed login data',
  failedLoginsEmpty: 'No failed login data available',
  noDataInRange: 'No data available for the selected time range.',
  noData: 'No data available',
  noHistory: 'No historical data available',
  messageRequired: 'Please write a message.',
  /** The server's refusals of an impersonation. */
  userNotFound: 'No user has that id.',
  notYourself: 'You are already signed in as yourself.',
  staffNotImpersonated: 'Staff accounts cannot be impersonated.',
  noPublisher: 'This user belongs to no publisher.',
  publisherNotFound: 'Publisher not found.',
  /** The banner of an impersonated session. */
  impersonationBanner: (user: string, staff: string) => `You are signed in as ${user} (impersonated by ${staff}).`,
  endImpersonation: 'End impersonation',
  /** The contact dialog's subject when none is typed. */
  defaultSubject: 'A message from the Colophon team',
} as const;

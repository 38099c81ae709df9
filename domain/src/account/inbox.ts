import { isoDateOf } from '../dates.ts';

/** A dated announcement bundled with the app (the spec's news feed). */
export interface InboxItem {
  date: string;
  title: string;
  message: string;
}

/** Newest first. */
export const inboxItems: readonly InboxItem[] = [
  {
    date: '2026-11-20',
    title: 'Royalty payment records',
    message: 'Record every payment you make to a creator, and see their balance go down as you pay.',
  },
  {
    date: '2026-11-10',
    title: 'Send royalty statements',
    message: 'Email a statement to each creator for any period, with a PDF they can keep.',
  },
  {
    date: '2026-10-28',
    title: 'The free plan: 10 products',
    message: 'The free plan now holds up to 10 products. Choose a plan on the publisher page when you need more.',
  },
  {
    date: '2026-10-15',
    title: 'Delete records with nothing attached',
    message: 'Products, creators, customers and lookup values can be deleted as long as nothing refers to them.',
  },
  {
    date: '2026-09-30',
    title: 'Reset your password',
    message: 'Forgot it? Ask for a reset link from the log in page; it works once, for one hour.',
  },
  {
    date: '2026-09-12',
    title: 'Reporting (beta)',
    message:
      'Profit and loss, top products and revenue against expenses, for any period, in the new Reporting section.',
  },
  {
    date: '2026-08-25',
    title: 'A new CSV import tool',
    message: 'Move in from a spreadsheet: map your columns, fix rows in place and import in one go.',
  },
  {
    date: '2026-08-01',
    title: 'Sales by region for royalties',
    message: 'Turn on sales by region in Settings to pay different royalty terms in different parts of the world.',
  },
];

/** Unread: dated after the publisher's inbox date (none read yet: all unread). */
export const unreadInboxItems = (inboxDate: string | null, items: readonly InboxItem[] = inboxItems) =>
  items.filter((item) => inboxDate === null || item.date > inboxDate);

/** Mark all as read sets the inbox date to tomorrow. */
export const inboxDateAfterReading = (now: Date): string => isoDateOf(new Date(now.getTime() + 86_400_000));

/** The onboarding overlay's steps (0 Start … 5 finish), reached from what the publisher has made. */
export function onboardingStep(made: {
  creator: boolean;
  product: boolean;
  customer: boolean;
  order: boolean;
}): number {
  if (!made.creator) return 1;
  if (!made.product) return 2;
  if (!made.customer) return 3;
  if (!made.order) return 4;
  return 5;
}

export const onboardingMessages = {
  updateError: 'Error updating onboarding status',
} as const;

export const helpMessages = {
  messageRequired: 'Please write a message.',
  sent: 'Message sent successfully',
  sendFailed: 'Failed to send message',
  defaultSubject: 'Help request',
} as const;

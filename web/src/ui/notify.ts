import { notifications } from '@mantine/notifications';

/** The spec's toast durations. */
const toastDurations = { brief: 1_000, success: 3_000, error: 5_000, long: 10_000 } as const;

/** Messages longer than this stay up for the long duration so they can be read. */
const longMessageLength = 90;

type Kind = 'success' | 'error' | 'warning';

const colors: Record<Kind, string> = { success: 'green', error: 'red', warning: 'yellow' };

interface ToastOptions {
  id?: string;
  /** The spec's 10 s messages (e.g. 'Product created successfully!'). */
  long?: boolean;
  /** The spec's 1 s confirmations ('Category saved!', 'New Expense Created!'). */
  brief?: boolean;
}

function durationOf(kind: Kind, message: string, options: ToastOptions): number {
  if (options.long || message.length > longMessageLength) return toastDurations.long;
  if (options.brief) return toastDurations.brief;
  return kind === 'success' ? toastDurations.success : toastDurations.error;
}

function show(kind: Kind, message: string, options: ToastOptions = {}): void {
  const duration = durationOf(kind, message, options);
  notifications.show({ id: options.id, message, color: colors[kind], autoClose: duration, withBorder: true });
}

export interface Notify {
  success(message: string, options?: Pick<ToastOptions, 'long' | 'brief'>): void;
  error(message: string, options?: { id?: string }): void;
  warning(message: string): void;
}

/** One toast API for the whole app (also usable outside React, e.g. by the API client). */
export const notify: Notify = {
  success: (message, options) => show('success', message, options),
  error: (message, options) => show('error', message, options),
  warning: (message) => show('warning', message),
};

export function useNotify(): Notify {
  return notify;
}

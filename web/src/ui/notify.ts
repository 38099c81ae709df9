import { notifications } from '@mantine/notifications';

/** The spec's toast durations. */
export const toastDurations = { success: 3_000, error: 5_000, long: 10_000 } as const;

/** Messages longer than this stay up for the long duration so they can be read. */
const longMessageLength = 90;

type Kind = 'success' | 'error' | 'warning' | 'info';

const colors: Record<Kind, string> = { success: 'green', error: 'red', warning: 'yellow', info: 'blue' };

function show(kind: Kind, message: string, options: { id?: string; duration?: number } = {}): void {
  const standard = kind === 'success' || kind === 'info' ? toastDurations.success : toastDurations.error;
  const duration = options.duration ?? (message.length > longMessageLength ? toastDurations.long : standard);
  notifications.show({ id: options.id, message, color: colors[kind], autoClose: duration, withBorder: true });
}

export interface Notify {
  success(message: string): void;
  error(message: string, options?: { id?: string }): void;
  warning(message: string): void;
  /** For messages that must stay readable longer (the spec's 10 s toasts). */
  long(message: string): void;
}

/** One toast API for the whole app (also usable outside React, e.g. by the API client). */
export const notify: Notify = {
  success: (message) => show('success', message),
  error: (message, options) => show('error', message, options),
  warning: (message) => show('warning', message),
  long: (message) => show('info', message, { duration: toastDurations.long }),
};

export function useNotify(): Notify {
  return notify;
}

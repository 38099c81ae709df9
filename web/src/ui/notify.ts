import { notifications } from '@mantine/notifications';

/** The spec's toast durations. */
const toastDurations = { success: 3_000, error: 5_000, long: 10_000 } as const;

/** Messages longer than this stay up for the long duration so they can be read. */
const longMessageLength = 90;

type Kind = 'success' | 'error' | 'warning';

const colors: Record<Kind, string> = { success: 'green', error: 'red', warning: 'yellow' };

function show(kind: Kind, message: string, options: { id?: string; long?: boolean } = {}): void {
  const standard = kind === 'success' ? toastDurations.success : toastDurations.error;
  const duration = options.long || message.length > longMessageLength ? toastDurations.long : standard;
  notifications.show({ id: options.id, message, color: colors[kind], autoClose: duration, withBorder: true });
}

export interface Notify {
  /** long: the spec's 10 s messages (e.g. 'Product created successfully!'). */
  success(message: string, options?: { long?: boolean }): void;
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

import { notifications } from '@mantine/notifications';

/** The spec's toast durations; the import's own outlast the rest, as its problems take reading. */
const toastDurations = {
  brief: 1_000,
  success: 3_000,
  error: 5_000,
  long: 10_000,
  importFinished: 15_000,
  importProblem: 30_000,
  /** A progress toast ('Creating order...') if the work never reports back. */
  progress: 60_000,
} as const;

/** Messages longer than this stay up for the long duration so they can be read. */
const longMessageLength = 90;

type Kind = 'success' | 'error' | 'warning' | 'info';

const colors: Record<Kind, string> = { success: 'green', error: 'red', warning: 'yellow', info: 'blue' };

interface ToastOptions {
  id?: string;
  title?: string;
  /** The spec's 10 s messages (e.g. 'Product created successfully!'). */
  long?: boolean;
  /** The spec's 1 s confirmations ('Category saved!', 'New Expense Created!'). */
  brief?: boolean;
  /** A duration the spec names for one message (the import's 15 s and 30 s toasts). */
  duration?: keyof typeof toastDurations;
}

function durationOf(kind: Kind, message: string, options: ToastOptions): number {
  if (options.duration) return toastDurations[options.duration];
  if (options.long || message.length > longMessageLength) return toastDurations.long;
  if (options.brief) return toastDurations.brief;
  return kind === 'success' || kind === 'info' ? toastDurations.success : toastDurations.error;
}

function show(kind: Kind, message: string, options: ToastOptions = {}): void {
  const duration = durationOf(kind, message, options);
  notifications.show({
    id: options.id,
    title: options.title,
    message,
    color: colors[kind],
    autoClose: duration,
    withBorder: true,
  });
}

type Shown = Pick<ToastOptions, 'id' | 'title' | 'duration'>;

export interface Notify {
  success(message: string, options?: Pick<ToastOptions, 'long' | 'brief' | 'duration'>): void;
  error(message: string, options?: Shown): void;
  warning(message: string, options?: Shown): void;
  info(message: string): void;
  /** Shows a progress message ('Creating order...') until the work settles, at most 60 s; none without a message. */
  during<T>(message: string | undefined, work: Promise<T>): Promise<T>;
}

/** One toast API for the whole app (also usable outside React, e.g. by the API client). */
export const notify: Notify = {
  success: (message, options) => show('success', message, options),
  error: (message, options) => show('error', message, options),
  warning: (message, options) => show('warning', message, options),
  info: (message) => show('info', message),
  during: async (message, work) => {
    if (!message) return work;
    const id = notifications.show({
      message,
      color: 'blue',
      loading: true,
      autoClose: toastDurations.progress,
      withBorder: true,
    });
    try {
      return await work;
    } finally {
      notifications.hide(id);
    }
  },
};

export function useNotify(): Notify {
  return notify;
}

import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';

import { notify } from './notify.ts';

describe('notify', () => {
  it('keeps successes 3 s, errors 5 s, long messages 10 s and brief confirmations 1 s', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('toast');
    notify.success('Saved');
    notify.error('Your session has expired. Please log in again.', { id: 'session-expired' });
    notify.warning('No records to export after filtering');
    notify.error('x'.repeat(120));
    notify.success('Category saved!', { brief: true });
    expect(show.mock.calls.map(([toast]) => [toast.autoClose, toast.id])).toEqual([
      [3_000, undefined],
      [5_000, 'session-expired'],
      [5_000, undefined],
      [10_000, undefined],
      [1_000, undefined],
    ]);
  });
});

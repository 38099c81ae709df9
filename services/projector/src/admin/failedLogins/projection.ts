import { formatPosition } from '@colophon/events';

import { defineProjection } from '../../runtime/projection.ts';

/** Refused logins (the login throttle's `LoginFailed` events), for the staff area's Failed Logins tab. */
export const failedLoginsProjection = defineProjection({
  name: 'failedLogins',
  onFailure: 'park',
  tables: ['failed_logins'],
  handlers: {
    LoginFailed: (rows, event) =>
      rows.upsert('failed_logins', {
        id: formatPosition(event.position),
        email: event.data.email,
        ip_address: event.data.ip,
        reason: event.data.reason,
        attempted_at: event.data.at,
      }),
  },
});

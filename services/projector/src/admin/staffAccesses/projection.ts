import { defineProjection } from '../../runtime/projection.ts';

/** Impersonations by platform staff, per publisher of the user they signed in as. */
export const staffAccessesProjection = defineProjection({
  name: 'staffAccesses',
  onFailure: 'park',
  tables: ['staff_accesses'],
  keys: { staff_accesses: ['impersonation_id', 'publisher_id'] },
  handlers: {
    StaffImpersonationStarted: (rows, event) => {
      const { impersonationId, staffUserId, targetUserId, publisherIds, ipAddress, userAgent, expiresAt } = event.data;
      for (const publisherId of publisherIds) {
        rows.upsert('staff_accesses', {
          impersonation_id: impersonationId,
          publisher_id: publisherId,
          staff_user_id: staffUserId,
          target_user_id: targetUserId,
          ip_address: ipAddress,
          user_agent: userAgent,
          started_at: event.metadata.occurredAt,
          expires_at: expiresAt,
          ended_at: null,
        });
      }
    },
    StaffImpersonationEnded: (rows, event) => {
      const { impersonationId, publisherIds } = event.data;
      for (const publisherId of publisherIds) {
        rows.update(
          'staff_accesses',
          { impersonation_id: impersonationId, publisher_id: publisherId },
          { ended_at: event.metadata.occurredAt },
        );
      }
    },
  },
});

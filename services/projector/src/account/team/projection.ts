import { defineProjection } from '../../runtime/projection.ts';

/** Invitations by publisher, and by key for the accept page; members are in `publisher_members`. */
export const teamProjection = defineProjection({
  name: 'team',
  onFailure: 'park',
  tables: ['publisher_invitations'],
  handlers: {
    InvitationSent: (rows, event) => {
      const { invitationId, publisherId, email, role, key, invitedBy } = event.data;
      rows.upsert('publisher_invitations', {
        id: invitationId,
        publisher_id: publisherId,
        email,
        role,
        key,
        status: 'pending',
        invited_by: invitedBy,
        created_at: event.metadata.occurredAt,
        last_sent_at: event.metadata.occurredAt,
      });
    },
    InvitationResent: (rows, event) =>
      rows.update('publisher_invitations', event.data.invitationId, { last_sent_at: event.metadata.occurredAt }),
    InvitationCancelled: (rows, event) =>
      rows.update('publisher_invitations', event.data.invitationId, { status: 'cancelled' }),
    InvitationAccepted: (rows, event) =>
      rows.update('publisher_invitations', event.data.invitationId, { status: 'accepted' }),
  },
});

import { column, defineTable, type RowOf } from '../../runtime/tables.ts';

export const publisherInvitationsTable = defineTable('publisher_invitations', {
  id: column.text(),
  publisher_id: column.text(),
  email: column.text(),
  role: column.text<'owner' | 'admin' | 'member'>(),
  key: column.text(),
  status: column.text<'pending' | 'accepted' | 'cancelled'>(),
  invited_by: column.text(),
  created_at: column.timestamptz(),
  last_sent_at: column.timestamptz(),
});
export type PublisherInvitationRow = RowOf<typeof publisherInvitationsTable>;

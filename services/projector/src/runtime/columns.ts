import type { Knex } from 'knex';

/** An event's fields as read-model columns, through a field → column map (only the fields given). */
export const columnsOf = <Fields extends object>(
  columnOf: Record<keyof Fields, string>,
  fields: Partial<Fields>,
): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([field, value]) => [columnOf[field as keyof Fields], value]));

interface EditingEvent {
  revision: number;
  metadata: { userId: string | null; occurredAt: string };
}

/** Who last changed an edited record, at which revision and when. */
export const editedColumns = (event: EditingEvent) => ({
  revision: event.revision,
  last_editor_id: event.metadata.userId,
  modified_at: event.metadata.occurredAt,
});

/** The same for a record just created. */
export const createdColumns = (event: EditingEvent) => ({
  ...editedColumns(event),
  created_at: event.metadata.occurredAt,
});

/** The columns `createdColumns` and `editedColumns` write, in a table of edited records. */
export function editedRecordColumns(table: Knex.CreateTableBuilder): void {
  table.integer('revision').notNullable();
  table.text('last_editor_id');
  table.timestamp('created_at', { useTz: true }).notNullable();
  table.timestamp('modified_at', { useTz: true }).notNullable();
}

/**
 * For rows that every event of their stream updates: room on each page for the row's next version
 * keeps an update that changes no indexed column on its page (a HOT update, no new index entries).
 */
export const leaveRoomForUpdates = (db: Knex, table: string) => db.raw('alter table ?? set (fillfactor = 70)', [table]);

/** An event's fields as read-model columns, through a field → column map (only the fields given). */
export const columnsOf = <Fields extends object>(columnOf: Record<keyof Fields, string>, fields: Partial<Fields>): Record<string, unknown> =>
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
export const createdColumns = (event: EditingEvent) => ({ ...editedColumns(event), created_at: event.metadata.occurredAt });

import type { ProjectionHandlers } from '../runtime/projection.ts';

/**
 * Handlers that keep a projection's own copy of the titles (`table`: id, title) from the catalogue
 * events, for one that copies titles onto its rows and never waits on the products projection. A
 * title renamed is marked as `renamedMark`, for the projection's `afterBatch` to copy again.
 */
export const titleCopyHandlers = (table: string, renamedMark: string): ProjectionHandlers => ({
  ProductWorkCreated: (rows, event) => rows.upsert(table, { id: event.data.productWorkId, title: event.data.title }),
  ProductWorkUpdated: (rows, event) => {
    if (event.data.changes.title === undefined) return;
    rows.update(table, event.data.productWorkId, { title: event.data.changes.title });
    rows.mark(renamedMark, event.data.productWorkId);
  },
});

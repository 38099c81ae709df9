import { defineProjection } from '../../runtime/projection.ts';

export const lookupsProjection = defineProjection({
  name: 'lookups',
  tables: ['lookup_values'],
  handlers: {
    LookupValueAdded: (rows, event) => {
      const { publisherId, kind, id, value } = event.data;
      rows.upsert('lookup_values', { id, publisher_id: publisherId, kind, value, created_at: event.metadata.occurredAt });
    },
  },
});

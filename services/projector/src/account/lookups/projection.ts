import { defineProjection } from '../../runtime/projection.ts';

export const lookupsProjection = defineProjection({
  name: 'lookups',
  // A change it cannot apply is parked: everything else stays current for every publisher.
  onFailure: 'park',
  tables: ['lookup_values'],
  handlers: {
    LookupValueAdded: (rows, event) => {
      const { publisherId, kind, id, value } = event.data;
      rows.upsert('lookup_values', {
        id,
        publisher_id: publisherId,
        kind,
        value,
        created_at: event.metadata.occurredAt,
      });
    },
    LookupValueRenamed: (rows, event) => rows.update('lookup_values', event.data.id, { value: event.data.value }),
    LookupValueDeleted: (rows, event) =>
      rows.update('lookup_values', event.data.id, { deleted_at: event.metadata.occurredAt }),
  },
});

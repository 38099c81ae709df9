import { defineProjection } from '../../runtime/projection.ts';

/** Each publisher's sales regions (reports group order countries by them; missing ones are Rest of World). */
export const regionsProjection = defineProjection({
  name: 'regions',
  onFailure: 'park',
  tables: ['regions'],
  handlers: {
    RegionCreated: (rows, event) => {
      const { regionId, publisherId, name, countries } = event.data;
      rows.upsert('regions', {
        id: regionId,
        publisher_id: publisherId,
        name,
        countries,
        created_at: event.metadata.occurredAt,
      });
    },
    RegionUpdated: (rows, event) => {
      const { regionId, name, countries } = event.data;
      rows.update('regions', regionId, { name, countries });
    },
    RegionDeleted: (rows, event) => rows.delete('regions', event.data.regionId),
  },
});

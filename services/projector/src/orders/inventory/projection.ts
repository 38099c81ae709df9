import { defineProjection, type ProjectedEvent } from '../../runtime/projection.ts';
import type { RowWrites } from '../../runtime/rowWrites.ts';

/** Units shipped out and returned per product format, each row the event that moved them. */
const recordMovement = (
  rows: RowWrites,
  event: ProjectedEvent<'InventoryShipped' | 'InventoryReturned'>,
  sign: 1 | -1,
) =>
  rows.upsert('inventory_movements', {
    id: `${event.streamId}@${event.revision}`,
    publisher_id: event.metadata.publisherId,
    product_id: event.data.productId,
    order_id: event.data.orderId,
    quantity: sign * event.data.quantity,
    occurred_at: event.metadata.occurredAt,
  });

export const inventoryMovementsProjection = defineProjection({
  name: 'inventoryMovements',
  // Money and stock: stop at an event it cannot apply rather than make every later figure wrong.
  onFailure: 'stop',
  tables: ['inventory_movements'],
  // One row per event, never changed.
  appendOnly: ['inventory_movements'],
  screenIndexes: { inventory_movements: ['product_id'] },
  handlers: {
    InventoryShipped: (rows, event) => recordMovement(rows, event, -1),
    InventoryReturned: (rows, event) => recordMovement(rows, event, 1),
  },
});

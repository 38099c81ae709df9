import { column, defineTable, type RowOf } from '../../runtime/tables.ts';

export const inventoryMovementsTable = defineTable('inventory_movements', {
  id: column.text(),
  publisher_id: column.text(),
  product_id: column.text(),
  order_id: column.text(),
  quantity: column.integer(),
  occurred_at: column.timestamptz(),
});
export type InventoryMovementRow = RowOf<typeof inventoryMovementsTable>;

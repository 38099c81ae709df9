import type { Knex } from 'knex';

import type { ProjectedEvent } from '../runtime/projection.ts';
import { column, defineTable } from '../runtime/tables.ts';

/**
 * Units of an order's lines that came back, one row per return and line. The orders, daily sales
 * and royalties read models each keep such a table of their own (a projection never reads another
 * one's tables); this module gives them one shape, one migration and one way to fill it.
 */
export const returnLinesTable = (name: string) =>
  defineTable(name, {
    id: column.text(),
    return_id: column.text(),
    order_id: column.text(),
    line_id: column.text(),
    product_id: column.text(),
    quantity: column.integer(),
    /** YYYY-MM-DD: the day the units came back. */
    return_date: column.text(),
  });

export async function createReturnLinesTable(db: Knex, name: string): Promise<void> {
  await db.schema.createTable(name, (table) => {
    table.text('id').primary();
    table.text('return_id').notNullable().index();
    table.text('order_id').notNullable().index();
    table.text('line_id').notNullable().index();
    table.text('product_id').notNullable().index();
    table.integer('quantity').notNullable();
    table.text('return_date').notNullable().index();
  });
}

/** The rows of a recorded return, keyed by return and line. */
export const returnLineRows = ({ data }: Pick<ProjectedEvent<'OrderReturnRecorded'>, 'data'>) =>
  data.lines.map((line) => ({
    id: `${data.returnId}:${line.lineId}`,
    return_id: data.returnId,
    order_id: data.orderId,
    line_id: line.lineId,
    product_id: line.productId,
    quantity: line.quantity,
    return_date: data.returnDate,
  }));

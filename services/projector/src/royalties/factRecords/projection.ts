import { defineProjection } from '../../runtime/projection.ts';
import type { RowWrites } from '../../runtime/rowWrites.ts';

const record = (
  rows: RowWrites,
  event: { metadata: { publisherId: string | null } },
  productId: string | null | undefined,
  kind: 'order' | 'expense',
  recordId: string,
) => {
  if (productId && event.metadata.publisherId)
    rows.upsert('royalty_fact_records', {
      product_id: productId,
      kind,
      record_id: recordId,
      publisher_id: event.metadata.publisherId,
    });
};

/** Which orders and expenses ever named each product format, and which advances each royalty (rows are only ever added). */
export const royaltyFactRecordsProjection = defineProjection({
  name: 'royaltyFactRecords',
  tables: ['royalty_fact_records', 'royalty_advance_records'],
  keys: {
    royalty_fact_records: ['product_id', 'kind', 'record_id'],
    royalty_advance_records: ['royalty_id', 'advance_id'],
  },
  // A record written again names the same publisher: its format's, or its advance's.
  appendOnly: ['royalty_fact_records', 'royalty_advance_records'],
  handlers: {
    AdvanceCreated: (rows, event) => {
      const { advanceId, publisherId, royaltyIds } = event.data;
      for (const royaltyId of royaltyIds)
        rows.upsert('royalty_advance_records', {
          royalty_id: royaltyId,
          advance_id: advanceId,
          publisher_id: publisherId,
        });
    },
    OrderCreated: (rows, event) => {
      for (const line of event.data.lines) record(rows, event, line.productId, 'order', event.data.orderId);
    },
    OrderLineAdded: (rows, event) => record(rows, event, event.data.productId, 'order', event.data.orderId),
    OrderLineChanged: (rows, event) => record(rows, event, event.data.productId, 'order', event.data.orderId),
    ExpenseCreated: (rows, event) => record(rows, event, event.data.productId, 'expense', event.data.expenseId),
    ExpenseUpdated: (rows, event) => record(rows, event, event.data.changes.productId, 'expense', event.data.expenseId),
  },
});

import type { Length, ProductFields, ProductWorkFields, Weight } from '@colophon/events';
import type { Knex } from 'knex';

import { columnsOf, createdColumns, editedColumns } from '../../runtime/columns.ts';
import { defineProjection, type ProjectedEvent } from '../../runtime/projection.ts';
import { countRecordDeleted, nextRecordNumber, numberCounterKey } from '../../runtime/recordNumbers.ts';
import type { RowWrites } from '../../runtime/rowWrites.ts';
import { copyCreatorNames, creatorNameHandlers, markCreatorsChanged } from './creatorNames.ts';

const measureColumns = (name: string, measure: Weight | Length | null) => ({
  [`${name}_value`]: measure?.value ?? null,
  [`${name}_unit`]: measure?.unit ?? null,
});

/** Product fields → products columns; only the fields present are mapped (updates carry a few). */
function productColumns(fields: Partial<ProductFields>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  const direct = {
    isbn: 'isbn',
    formatCode: 'format_code',
    formatDetailCode: 'format_detail_code',
    statusCode: 'status_code',
    subtitle: 'subtitle',
    edition: 'edition',
    volume: 'volume',
    publicationDate: 'publication_date',
    shipDate: 'ship_date',
    retailPriceCents: 'retail_price_cents',
    wholesalePriceCents: 'wholesale_price_cents',
    inventoryQuantity: 'inventory_quantity',
    cartonQuantity: 'carton_quantity',
    pageCount: 'page_count',
    adminNotes: 'admin_notes',
    coverImage: 'cover_image',
    audienceCode: 'audience_code',
    audienceDetails: 'audience_details',
    keySellingPoints: 'key_selling_points',
    marketing: 'marketing',
    tags: 'tags',
    comps: 'comps',
    outOfPrint: 'out_of_print',
    digital: 'digital',
    hasShippingCharges: 'has_shipping_charges',
  } as const satisfies Partial<Record<keyof ProductFields, string>>;
  for (const [field, column] of Object.entries(direct)) {
    if (field in fields) columns[column] = fields[field as keyof typeof direct];
  }
  for (const measure of ['weight', 'width', 'height', 'thickness'] as const) {
    if (measure in fields) Object.assign(columns, measureColumns(measure, fields[measure] ?? null));
  }
  // jsonb columns take the values themselves: rows are written as JSON.
  if (fields.interiorImages) columns.interior_images = fields.interiorImages;
  if (fields.bisac) columns.bisac = fields.bisac;
  return columns;
}

const workColumnOf: Record<keyof ProductWorkFields, string> = {
  title: 'title',
  description: 'description',
  imprintId: 'imprint_id',
  seriesId: 'series_id',
};

/** Every event of a format's stream moves its revision, editor and modification time. */
function touchProduct(
  rows: RowWrites,
  event: Pick<ProjectedEvent<'ProductUpdated'>, 'revision' | 'metadata'>,
  productId: string,
  changes: Record<string, unknown> = {},
) {
  rows.update('products', productId, { ...changes, ...editedColumns(event) });
}

/**
 * Copies the title's title and imprint onto its formats created in the batch (of a title written
 * before it), and onto every
 * format of a title whose title or imprint changed. One statement for each kind, each through its
 * index (an `or` of the two made every batch join every format of the table: an import of 100 000
 * formats spent a minute in it).
 */
async function copyTitles(tx: Knex.Transaction, rows: RowWrites) {
  const copy = (target: 'products.id' | 'product_works.id', ids: string[]) =>
    ids.length === 0
      ? null
      : tx.raw(
          `update products set title = product_works.title, imprint_id = product_works.imprint_id
             from product_works
            where product_works.id = products.product_work_id
              and ${target} in (select jsonb_array_elements_text(?::jsonb))`,
          [JSON.stringify(ids)],
        );
  await copy('products.id', rows.marked('titleOfProduct'));
  await copy('product_works.id', rows.marked('titleOfWork'));
}

export const productsProjection = defineProjection({
  name: 'products',
  // A change it cannot apply is parked: everything else stays current for every publisher.
  onFailure: 'park',
  tables: ['product_works', 'products', 'product_creators', 'product_number_counters', 'catalogue_creators'],
  listOrder: { products: 'publisher_id, title, created_at, id' },
  keys: { product_number_counters: numberCounterKey },
  handlers: {
    ...creatorNameHandlers,
    ProductWorkCreated: (rows, event) => {
      const { productWorkId, publisherId, ...fields } = event.data;
      rows.upsert('product_works', {
        id: productWorkId,
        publisher_id: publisherId,
        ...columnsOf(workColumnOf, fields),
        ...createdColumns(event),
      });
    },
    ProductWorkUpdated: (rows, event) => {
      rows.update('product_works', event.data.productWorkId, {
        ...columnsOf(workColumnOf, event.data.changes),
        ...editedColumns(event),
      });
      if ('title' in event.data.changes || 'imprintId' in event.data.changes)
        rows.mark('titleOfWork', event.data.productWorkId);
    },
    ProductCreated: async (rows, event) => {
      const { productId, productWorkId, publisherId, ...fields } = event.data;
      rows.upsert('products', {
        id: productId,
        publisher_id: publisherId,
        number: await nextRecordNumber(rows, 'product_number_counters', publisherId),
        product_work_id: productWorkId,
        ...productColumns(fields),
        ...createdColumns(event),
      });
      // A title created in the same batch (an import's, a new title's first format) gives its
      // columns at once: the copy after the batch would write each new format a second time.
      const work = rows.written('product_works', productWorkId);
      if (work) rows.update('products', productId, { title: work.title, imprint_id: work.imprint_id });
      else rows.mark('titleOfProduct', productId);
    },
    ProductUpdated: (rows, event) =>
      touchProduct(rows, event, event.data.productId, productColumns(event.data.changes)),
    ProductFrozen: (rows, event) => touchProduct(rows, event, event.data.productId, { frozen: true }),
    ProductUnfrozen: (rows, event) => touchProduct(rows, event, event.data.productId, { frozen: false }),
    ProductDeleted: async (rows, event) => {
      await countRecordDeleted(rows, 'product_number_counters', event, 'products', event.data.productId);
      rows.deleteWhere('product_creators', 'product_id', event.data.productId);
      rows.delete('products', event.data.productId);
    },
    ProductCreatorAdded: (rows, event) => {
      const { productId, productCreatorId, creatorId, contributorCode } = event.data;
      rows.upsert('product_creators', {
        id: productCreatorId,
        publisher_id: event.metadata.publisherId,
        product_id: productId,
        creator_id: creatorId,
        contributor_code: contributorCode,
        added_at_revision: event.revision,
        created_at: event.metadata.occurredAt,
      });
      touchProduct(rows, event, productId);
      markCreatorsChanged(rows, productId);
    },
    ProductCreatorRemoved: (rows, event) => {
      rows.delete('product_creators', event.data.productCreatorId);
      touchProduct(rows, event, event.data.productId);
      markCreatorsChanged(rows, event.data.productId);
    },
    // Stock leaves with shipped orders and comes back when they are unshipped; a manual edit of
    // the format sets it outright. Applied in log order, these give the stock as it stands.
    InventoryShipped: (rows, event) =>
      rows.increment('products', event.data.productId, 'inventory_quantity', -event.data.quantity),
    InventoryReturned: (rows, event) =>
      rows.increment('products', event.data.productId, 'inventory_quantity', event.data.quantity),
  },
  afterBatch: async (tx, rows) => {
    await copyTitles(tx, rows);
    await copyCreatorNames(tx, rows);
  },
});

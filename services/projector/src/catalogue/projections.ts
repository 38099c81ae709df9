import type { Length, ProductFields, Weight } from '@colophon/events';
import type { Knex } from 'knex';
import { createdColumns, editedColumns } from '../runtime/columns.ts';
import { defineProjection, type ProjectedEvent } from '../runtime/projection.ts';

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
  if (fields.interiorImages) columns.interior_images = JSON.stringify(fields.interiorImages);
  if (fields.bisac) columns.bisac = JSON.stringify(fields.bisac);
  return columns;
}

/** Every event of a format's stream moves its revision, editor and modification time. */
async function touchProduct(
  tx: Knex.Transaction,
  event: Pick<ProjectedEvent<'ProductUpdated'>, 'revision' | 'metadata'>,
  productId: string,
  changes: Record<string, unknown> = {},
) {
  await tx('products')
    .where({ id: productId })
    .update({ ...changes, ...editedColumns(event) });
}

export const catalogueProjection = defineProjection({
  name: 'catalogue',
  tables: ['product_works', 'products', 'product_creators'],
  handlers: {
    ProductWorkCreated: async (tx, event) => {
      const { productWorkId, publisherId, title, description, imprintId, seriesId } = event.data;
      await tx('product_works')
        .insert({
          id: productWorkId,
          publisher_id: publisherId,
          title,
          description,
          imprint_id: imprintId,
          series_id: seriesId,
          ...createdColumns(event),
        })
        .onConflict('id')
        .ignore();
    },
    ProductWorkUpdated: async (tx, event) => {
      const { title, description, imprintId, seriesId } = event.data.changes;
      const changes = Object.fromEntries(
        Object.entries({ title, description, imprint_id: imprintId, series_id: seriesId }).filter(([, value]) => value !== undefined),
      );
      await tx('product_works')
        .where({ id: event.data.productWorkId })
        .update({ ...changes, ...editedColumns(event) });
    },
    ProductCreated: async (tx, event) => {
      const { productId, productWorkId, publisherId, ...fields } = event.data;
      await tx('products')
        .insert({
          id: productId,
          publisher_id: publisherId,
          product_work_id: productWorkId,
          ...productColumns(fields),
          ...createdColumns(event),
        })
        .onConflict('id')
        .ignore();
    },
    ProductUpdated: async (tx, event) => touchProduct(tx, event, event.data.productId, productColumns(event.data.changes)),
    ProductFrozen: async (tx, event) => touchProduct(tx, event, event.data.productId, { frozen: true }),
    ProductUnfrozen: async (tx, event) => touchProduct(tx, event, event.data.productId, { frozen: false }),
    ProductDeleted: async (tx, event) => {
      await tx('product_creators').where({ product_id: event.data.productId }).delete();
      await tx('products').where({ id: event.data.productId }).delete();
    },
    ProductCreatorAdded: async (tx, event) => {
      const { productId, productCreatorId, creatorId, contributorCode } = event.data;
      const product = await tx('products').where({ id: productId }).first('publisher_id');
      await tx('product_creators').insert({
        id: productCreatorId,
        publisher_id: product.publisher_id,
        product_id: productId,
        creator_id: creatorId,
        contributor_code: contributorCode,
        added_at_revision: event.revision,
        created_at: event.metadata.occurredAt,
      });
      await touchProduct(tx, event, productId);
    },
    ProductCreatorRemoved: async (tx, event) => {
      await tx('product_creators').where({ id: event.data.productCreatorId }).delete();
      await touchProduct(tx, event, event.data.productId);
    },
    // Stock leaves with shipped orders and comes back when they are unshipped; a manual edit of
    // the format sets it outright. Applied in log order, these give the stock as it stands.
    InventoryShipped: async (tx, event) => {
      await tx('products').where({ id: event.data.productId }).decrement('inventory_quantity', event.data.quantity);
    },
    InventoryReturned: async (tx, event) => {
      await tx('products').where({ id: event.data.productId }).increment('inventory_quantity', event.data.quantity);
    },
  },
});

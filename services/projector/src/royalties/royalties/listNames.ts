import type { Knex } from 'knex';

import { titleCopyHandlers } from '../../catalogue/titleCopies.ts';
import type { ProjectionHandlers } from '../../runtime/projection.ts';
import type { RowWrites } from '../../runtime/rowWrites.ts';
import { column, defineTable } from '../../runtime/tables.ts';

/**
 * The names the royalty lists show, search and sort by (the creator's, the format's ISBN, the
 * title), copied onto each royalty and payment so each list reads one table and a page by title
 * is an index range. The royalties projection keeps its own copy of them from the creator and
 * catalogue events: it never waits on another projection.
 */
export const royaltyCreatorsTable = defineTable('royalty_creators', {
  id: column.text(),
  display_name: column.text(),
  payment_name: column.text(),
  payment_type_id: column.text(),
});
export const royaltyFormatsTable = defineTable('royalty_formats', {
  id: column.text(),
  isbn: column.text(),
  product_work_id: column.text(),
});
export const royaltyTitlesTable = defineTable('royalty_titles', {
  id: column.text(),
  title: column.text(),
});
export const listNameTables = [royaltyCreatorsTable, royaltyFormatsTable, royaltyTitlesTable].map(
  (table) => table.name,
);

const marks = {
  royalty: 'namesOfRoyalty',
  payment: 'namesOfPayment',
  creator: 'namesOfCreator',
  format: 'namesOfFormat',
  title: 'namesOfTitle',
} as const;

/** Marks a royalty created in the batch, whose names are copied after it. */
export const markNewRoyalty = (rows: RowWrites, royaltyId: string) => rows.mark(marks.royalty, royaltyId);
/** Marks a payment recorded in the batch, which takes its royalty's names. */
export const markNewPayment = (rows: RowWrites, paymentId: string) => rows.mark(marks.payment, paymentId);

/** Only the fields present, as columns. */
const present = (columns: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));

export const listNameHandlers: ProjectionHandlers = {
  CreatorCreated: (rows, event) => {
    const { creatorId, displayName, paymentName, paymentTypeId } = event.data;
    rows.upsert('royalty_creators', {
      id: creatorId,
      display_name: displayName,
      payment_name: paymentName,
      payment_type_id: paymentTypeId,
    });
  },
  CreatorUpdated: (rows, event) => {
    const { displayName, paymentName, paymentTypeId } = event.data.changes;
    const names = present({ display_name: displayName, payment_name: paymentName, payment_type_id: paymentTypeId });
    if (Object.keys(names).length === 0) return;
    rows.update('royalty_creators', event.data.creatorId, names);
    rows.mark(marks.creator, event.data.creatorId);
  },
  ...titleCopyHandlers('royalty_titles', marks.title),
  ProductCreated: (rows, event) =>
    rows.upsert('royalty_formats', {
      id: event.data.productId,
      isbn: event.data.isbn,
      product_work_id: event.data.productWorkId,
    }),
  ProductUpdated: (rows, event) => {
    if (event.data.changes.isbn === undefined) return;
    rows.update('royalty_formats', event.data.productId, { isbn: event.data.changes.isbn });
    rows.mark(marks.format, event.data.productId);
  },
};

const idsIn = '(select jsonb_array_elements_text(?::jsonb))';

/**
 * Copies the names onto the royalties created in the batch and every royalty of a creator, format
 * or title renamed in it (one statement each, each through its index), then onto the payments of
 * those royalties and the payments recorded in the batch.
 */
export async function copyListNames(tx: Knex.Transaction, rows: RowWrites) {
  const renamed = new Set<string>();
  const copy = async (target: string, ids: string[]) => {
    if (ids.length === 0) return;
    const { rows: changed } = await tx.raw<{ rows: { id: string }[] }>(
      `update royalties set display_name = named.display_name, payment_name = named.payment_name,
              payment_type_id = named.payment_type_id, isbn = named.isbn,
              product_work_id = named.product_work_id, title = named.title
         from (select royalties.id, c.display_name, c.payment_name, c.payment_type_id, f.isbn, f.product_work_id, t.title
                 from royalties
                 left join royalty_creators c on c.id = royalties.creator_id
                 left join royalty_formats f on f.id = royalties.product_id
                 left join royalty_titles t on t.id = f.product_work_id
                where ${target} in ${idsIn}) named
        where named.id = royalties.id
        returning royalties.id`,
      [JSON.stringify(ids)],
    );
    for (const { id } of changed) renamed.add(id);
  };
  await copy('royalties.id', rows.marked(marks.royalty));
  await copy('royalties.creator_id', rows.marked(marks.creator));
  await copy('royalties.product_id', rows.marked(marks.format));
  await copy('f.product_work_id', rows.marked(marks.title));
  const copyToPayments = (target: string, ids: string[]) =>
    ids.length === 0
      ? null
      : tx.raw(
          `update royalty_payments set creator_id = royalties.creator_id, display_name = royalties.display_name,
                  payment_name = royalties.payment_name, title = royalties.title
             from royalties
            where royalties.id = royalty_payments.royalty_id and ${target} in ${idsIn}`,
          [JSON.stringify(ids)],
        );
  await copyToPayments('royalty_payments.royalty_id', [...renamed]);
  await copyToPayments('royalty_payments.id', rows.marked(marks.payment));
}

import type { Knex } from 'knex';

import type { ProjectionHandlers } from '../../runtime/projection.ts';
import type { RowWrites } from '../../runtime/rowWrites.ts';
import { column, defineTable } from '../../runtime/tables.ts';

/**
 * The creators' names, which the products projection keeps from the creator events, as the
 * royalties projection does: it never waits on another projection. Each format carries its
 * creators' names (`products.creator_display_names`, `creator_payment_names`), so the product
 * list's search by creator reads the formats alone, through their own indexes.
 */
export const catalogueCreatorsTable = defineTable('catalogue_creators', {
  id: column.text(),
  display_name: column.text(),
  payment_name: column.text(),
});

const marks = { product: 'creatorsOfProduct', creator: 'namesOfCreator' } as const;

/** A format whose creators changed in the batch: its names are written again after it. */
export const markCreatorsChanged = (rows: RowWrites, productId: string) => rows.mark(marks.product, productId);

export const creatorNameHandlers: ProjectionHandlers = {
  CreatorCreated: (rows, event) => {
    const { creatorId, displayName, paymentName } = event.data;
    rows.upsert('catalogue_creators', { id: creatorId, display_name: displayName, payment_name: paymentName });
  },
  CreatorUpdated: (rows, event) => {
    const { displayName, paymentName } = event.data.changes;
    if (displayName === undefined && paymentName === undefined) return;
    rows.update('catalogue_creators', event.data.creatorId, { display_name: displayName, payment_name: paymentName });
    rows.mark(marks.creator, event.data.creatorId);
  },
};

const namesInOrder = (column: 'display_name' | 'payment_name') =>
  `coalesce(string_agg(c.${column}, E'\\n' order by pc.created_at, pc.id), '')`;

/**
 * A format's names from its creators, one a line in the order they were added, as an assignment:
 * `update products set ${namesFromCreators} where …`. (A search cannot span two names: the search
 * box holds one line.)
 */
export const namesFromCreators = `(creator_display_names, creator_payment_names) =
  (select ${namesInOrder('display_name')}, ${namesInOrder('payment_name')}
     from product_creators pc join catalogue_creators c on c.id = pc.creator_id
    where pc.product_id = products.id)`;

/**
 * Writes the names onto the formats whose creators changed in the batch and onto every format of a
 * creator renamed in it: one statement, each format found through an index.
 */
export async function copyCreatorNames(tx: Knex.Transaction, rows: RowWrites) {
  const products = rows.marked(marks.product);
  const creators = rows.marked(marks.creator);
  if (products.length === 0 && creators.length === 0) return;
  await tx.raw(
    `update products set ${namesFromCreators}
      where products.id in (select jsonb_array_elements_text(?::jsonb)
                            union
                            select product_id from product_creators
                             where creator_id in (select jsonb_array_elements_text(?::jsonb)))`,
    [JSON.stringify(products), JSON.stringify(creators)],
  );
}

import type { Knex } from 'knex';

import type { ProjectionHandlers } from '../../runtime/projection.ts';
import type { RowWrites } from '../../runtime/rowWrites.ts';
import { column, defineTable } from '../../runtime/tables.ts';

/**
 * The creators' names, copied onto each format's creator rows (`product_creators`) so the product
 * list's search by creator reads that one narrow table: a search too short for trigrams ("an")
 * read every wide row of the creators table and joined the formats' creators to it, 9-11 ms at L,
 * against 3-4 ms for the copy. The products projection keeps its own copy of the names from the
 * creator events, as the royalties projection does: it never waits on another projection.
 */
export const catalogueCreatorsTable = defineTable('catalogue_creators', {
  id: column.text(),
  display_name: column.text(),
  payment_name: column.text(),
});

const marks = { productCreator: 'namesOfProductCreator', creator: 'namesOfCreator' } as const;

/** The names of a format's creator added in the batch, when the batch wrote that creator; else copied after it. */
export function creatorNamesOf(rows: RowWrites, productCreatorId: string, creatorId: string) {
  const creator = rows.written('catalogue_creators', creatorId);
  if (creator) return { display_name: creator.display_name, payment_name: creator.payment_name };
  rows.mark(marks.productCreator, productCreatorId);
  return {};
}

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

/**
 * Copies the names onto the formats' creators added in the batch (of a creator written before it)
 * and onto every format of a creator renamed in it: one statement for each kind, each through its
 * index.
 */
export async function copyCreatorNames(tx: Knex.Transaction, rows: RowWrites) {
  const copy = (target: 'product_creators.id' | 'product_creators.creator_id', ids: string[]) =>
    ids.length === 0
      ? null
      : tx.raw(
          `update product_creators set display_name = catalogue_creators.display_name,
                  payment_name = catalogue_creators.payment_name
             from catalogue_creators
            where catalogue_creators.id = product_creators.creator_id
              and ${target} in (select jsonb_array_elements_text(?::jsonb))`,
          [JSON.stringify(ids)],
        );
  await copy('product_creators.id', rows.marked(marks.productCreator));
  await copy('product_creators.creator_id', rows.marked(marks.creator));
}

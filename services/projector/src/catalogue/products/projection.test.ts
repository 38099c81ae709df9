import { createDatabase, type DomainEvent, type Position, startOfLog, type StoredEvent } from '@colophon/events';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { creatorsProjection } from '../../contacts/creators/projection.ts';
import { migrateReadModels } from '../../index.ts';
import { applyBatch } from '../../runtime/projector.ts';
import { productsProjection } from './projection.ts';

const occurredAt = '2026-01-02T03:04:05.000Z';
let minor = 0n;
const revisions = new Map<string, number>();

/** Events as the store would hand them over: positions in order, revisions per stream. */
function stored(streamId: string, ...events: DomainEvent[]): StoredEvent[] {
  return events.map((event) => {
    const revision = (revisions.get(streamId) ?? -1) + 1;
    revisions.set(streamId, revision);
    return {
      streamId,
      revision,
      position: { major: 1n, minor: ++minor },
      type: event.type,
      schemaVersion: 1,
      data: event.data,
      metadata: { publisherId: 'pub1', userId: 'u1', correlationId: 'c', causationId: null, occurredAt },
    };
  });
}

const fields = {
  isbn: '9780306406157',
  formatCode: 'BB',
  formatDetailCode: 'B501',
  statusCode: '04',
  subtitle: '',
  edition: '2nd',
  volume: '',
  publicationDate: '2026-03-01',
  shipDate: null,
  retailPriceCents: 2950,
  wholesalePriceCents: null,
  inventoryQuantity: 12,
  cartonQuantity: 24,
  weight: { value: 1.25, unit: 'lbs' as const },
  width: { value: 6, unit: 'in' as const },
  height: { value: 9, unit: 'in' as const },
  thickness: null,
  pageCount: 320,
  adminNotes: '',
  coverImage: '',
  interiorImages: ['/files/a.png'],
  audienceCode: '01',
  audienceDetails: '',
  keySellingPoints: '',
  marketing: '',
  bisac: ['FIC009000'],
  tags: '',
  comps: '',
  outOfPrint: false,
  digital: false,
  hasShippingCharges: true,
};

const creatorCreated = (creatorId: string, displayName: string, paymentName: string): DomainEvent => ({
  type: 'CreatorCreated',
  data: {
    creatorId,
    publisherId: 'pub1',
    displayName,
    paymentName,
    paymentTypeId: 'p',
    biography: '',
    website: '',
    residence: '',
    photoUrl: '',
  },
});

describe('the catalogue projection', () => {
  let db: Knex;
  const checkpoints = new Map<string, Position>();
  /** Hands a batch to the catalogue and creators projections, as the projector would. */
  const project = async (events: StoredEvent[]) => {
    for (const projection of [creatorsProjection, productsProjection]) {
      expect(await applyBatch(db, projection, checkpoints.get(projection.name) ?? startOfLog, events)).toBe(true);
      checkpoints.set(projection.name, events.at(-1)!.position);
    }
  };

  beforeAll(async () => {
    db = createDatabase({ dataDir: null }, 1);
    await migrateReadModels(db);
    await project(stored('creator-c1', creatorCreated('c1', 'Mary Shelley', 'Mary Shelley')));
  }, 60_000); // starting PGlite and migrating takes a while on a busy machine
  afterAll(() => db?.destroy());

  it('keeps a title, its format with units and cents, and counts creators on formats as linked records', async () => {
    await project([
      ...stored('product-work-w1', {
        type: 'ProductWorkCreated',
        data: {
          productWorkId: 'w1',
          publisherId: 'pub1',
          title: 'Frankenstein',
          description: '',
          imprintId: null,
          seriesId: null,
        },
      }),
      ...stored(
        'product-p1',
        { type: 'ProductCreated', data: { productId: 'p1', productWorkId: 'w1', publisherId: 'pub1', ...fields } },
        {
          type: 'ProductCreatorAdded',
          data: { productId: 'p1', productCreatorId: 'pc1', creatorId: 'c1', contributorCode: 'A01' },
        },
      ),
    ]);
    const product = await db('products').where({ id: 'p1' }).first();
    expect(product).toMatchObject({
      product_work_id: 'w1',
      weight_value: '1.250',
      weight_unit: 'lbs',
      thickness_value: null,
      bisac: ['FIC009000'],
      interior_images: ['/files/a.png'],
      frozen: false,
      revision: 1,
      last_editor_id: 'u1',
    });
    expect(Number(product.retail_price_cents)).toBe(2950);
    expect((await db('creators').where({ id: 'c1' }).first()).linked_records).toBe(1);
  });

  it('copies the title and imprint onto its formats, created in the same batch or before, and again when they change', async () => {
    expect(await db('products').where({ id: 'p1' }).first('title', 'imprint_id')).toEqual({
      title: 'Frankenstein',
      imprint_id: null,
    });
    await project(
      stored('product-work-w1', {
        type: 'ProductWorkUpdated',
        data: { productWorkId: 'w1', changes: { title: 'Frankenstein; or, The Modern Prometheus', imprintId: 'i1' } },
      }),
    );
    expect(await db('products').where({ id: 'p1' }).first('title', 'imprint_id')).toEqual({
      title: 'Frankenstein; or, The Modern Prometheus',
      imprint_id: 'i1',
    });
    await project(
      stored('product-work-w1', {
        type: 'ProductWorkUpdated',
        data: { productWorkId: 'w1', changes: { description: 'A novel' } },
      }),
    );
    expect(await db('products').where({ id: 'p1' }).first('title')).toEqual({
      title: 'Frankenstein; or, The Modern Prometheus',
    });
  });

  it("writes its creators' names on a format, of creators written before or in the same batch, and again when they change", async () => {
    const namesOf = (id: string) =>
      db('products')
        .where({ id })
        .first('creator_display_names', 'creator_payment_names', 'search_creator_display_names');
    expect(await namesOf('p1')).toEqual({
      creator_display_names: 'Mary Shelley',
      creator_payment_names: 'Mary Shelley',
      search_creator_display_names: 'mary shelley',
    });
    await project([
      ...stored('creator-c2', creatorCreated('c2', 'Percy Shelley', 'P. B. Shelley')),
      ...stored('product-p1', {
        type: 'ProductCreatorAdded',
        data: { productId: 'p1', productCreatorId: 'pc2', creatorId: 'c2', contributorCode: 'B01' },
      }),
    ]);
    expect(await namesOf('p1')).toEqual({
      creator_display_names: 'Mary Shelley\nPercy Shelley',
      creator_payment_names: 'Mary Shelley\nP. B. Shelley',
      search_creator_display_names: 'mary shelley\npercy shelley',
    });
    await project(
      stored('creator-c1', {
        type: 'CreatorUpdated',
        data: { creatorId: 'c1', changes: { displayName: 'Mary Wollstonecraft Shelley' } },
      }),
    );
    expect(await namesOf('p1')).toMatchObject({
      creator_display_names: 'Mary Wollstonecraft Shelley\nPercy Shelley',
      creator_payment_names: 'Mary Shelley\nP. B. Shelley',
    });
    await project(
      stored('product-p1', {
        type: 'ProductCreatorRemoved',
        data: { productId: 'p1', productCreatorId: 'pc2', creatorId: 'c2' },
      }),
    );
    expect(await namesOf('p1')).toMatchObject({ creator_display_names: 'Mary Wollstonecraft Shelley' });
  });

  it('applies changes, freezing and deletion, releasing the creator link', async () => {
    await project(
      stored(
        'product-p1',
        { type: 'ProductUpdated', data: { productId: 'p1', changes: { inventoryQuantity: 40, weight: null } } },
        { type: 'ProductFrozen', data: { productId: 'p1', publisherId: 'pub1' } },
      ),
    );
    expect(
      await db('products').where({ id: 'p1' }).first('inventory_quantity', 'weight_value', 'frozen', 'revision'),
    ).toEqual({
      inventory_quantity: 40,
      weight_value: null,
      frozen: true,
      revision: 5,
    });
    await project(stored('product-p1', { type: 'ProductDeleted', data: { productId: 'p1', productWorkId: 'w1' } }));
    expect(await db('products').where({ id: 'p1' }).first()).toBeUndefined();
    expect(await db('product_creators').where({ product_id: 'p1' })).toEqual([]);
    expect((await db('creators').where({ id: 'c1' }).first()).linked_records).toBe(0);
  });
});

import { planLimitMessage, productMessages, tracksInventory } from '@colophon/domain';
import { formatCents } from '@colophon/domain';
import { findOnixCode, type OnixCode, type OnixCodeListName, onixCodeLists } from '@colophon/events';

import { toPublisher, toUser } from '../account/resolvers.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { dateText } from '../shared/dates.ts';
import { runMutation } from '../shared/mutations.ts';
import { asksFor } from '../shared/selections.ts';
import { countLinked, findProduct, findProductWork, listProducts } from './productRows.ts';

const toOnixCode = ({ code, value, description }: OnixCode) => ({ id: code, value, description });

/** A stored code as its list entry; a code dropped from the list still shows, as itself. */
const onixCodeOf = (list: OnixCodeListName, code: string) =>
  toOnixCode(findOnixCode(list, code) ?? { code, value: code, description: code });

const measureOf = (value: string | null, unit: string | null) =>
  value === null || unit === null ? null : { value: Number(value), unit };

async function lastEditorOf(
  row: { last_editor_id: string | null },
  loaders: { userById: { load(id: string): Promise<Parameters<typeof toUser>[0] | null> } },
) {
  const user = row.last_editor_id ? await loaders.userById.load(row.last_editor_id) : null;
  return user ? toUser(user) : null;
}

/** Orders, expenses and royalties come from their contexts' read models. */
const ordersCountOf = (db: Parameters<typeof countLinked>[0], productIds: string[]) =>
  countLinked(db, 'order_lines', productIds, 'order_id');
const expensesCountOf = (db: Parameters<typeof countLinked>[0], productIds: string[]) =>
  countLinked(db, 'expenses', productIds);
const royaltiesCountOf = (db: Parameters<typeof countLinked>[0], productIds: string[]) =>
  countLinked(db, 'royalties', productIds);

const lookupList =
  (kind: 'imprint' | 'series') =>
  (
    _parent: unknown,
    _args: unknown,
    { db, caller }: { db: Parameters<typeof countLinked>[0]; caller: { publisherId: string } },
  ) =>
    db('lookup_values')
      .where({ publisher_id: caller.publisherId, kind })
      .orderBy([{ column: 'created_at' }, { column: 'id' }])
      .select('id', 'value');

export const catalogueResolvers: Resolvers = {
  Query: {
    products: (_parent, { page, params }, { db, caller }) => listProducts(db, caller.publisherId, page ?? 1, params),
    product: async (_parent, { id }, { db, caller }) => (await findProduct(db, caller.publisherId, id)) ?? null,
    productWork: async (_parent, { id }, { db, caller }) => (await findProductWork(db, caller.publisherId, id)) ?? null,
    productWorkCounts: async (_parent, { productWorkId }, { db, loaders }) => {
      // Another publisher's title answers as not found, like every other record.
      if (!(await loaders.productWorkById.load(productWorkId))) return null;
      const productIds = (await loaders.productsByWork.load(productWorkId)).map((product) => product.id);
      return {
        ordersCount: await ordersCountOf(db, productIds),
        expensesCount: await expensesCountOf(db, productIds),
        royaltiesCount: await royaltiesCountOf(db, productIds),
      };
    },
    productPlanUsage: async (_parent, _args, { db, caller }) => {
      const publisher = await db('publishers').where({ id: caller.publisherId }).first('plan', 'max_products');
      const counts = await db('products')
        .where({ publisher_id: caller.publisherId })
        .first(db.raw('count(*)::int as product_count'), db.raw('count(*) filter (where frozen)::int as frozen_count'));
      const maxProducts: number | null = publisher.max_products;
      const productCount = Number(counts.product_count);
      return {
        plan: publisher.plan,
        productCount,
        maxProducts,
        frozenCount: Number(counts.frozen_count),
        createBlockedMessage:
          maxProducts !== null && productCount >= maxProducts ? planLimitMessage(publisher.plan, maxProducts) : null,
      };
    },
    onixCodeLists: () =>
      Object.fromEntries(Object.entries(onixCodeLists).map(([name, list]) => [name, list.map(toOnixCode)])) as Record<
        OnixCodeListName,
        ReturnType<typeof toOnixCode>[]
      >,
    imprints: lookupList('imprint'),
    series: lookupList('series'),
  },
  ProductWork: {
    imprint: (row, _args, { loaders }) => (row.imprint_id ? loaders.lookupValueById.load(row.imprint_id) : null),
    series: (row, _args, { loaders }) => (row.series_id ? loaders.lookupValueById.load(row.series_id) : null),
    lastEditor: (row, _args, { loaders }) => lastEditorOf(row, loaders),
    products: (row, _args, { loaders }) => loaders.productsByWork.load(row.id),
  },
  ProductCreator: {
    creator: (row, _args, { loaders }) => loaders.creatorById.load(row.creator_id),
    onixContributorCode: (row) => onixCodeOf('contributorRoles', row.contributor_code),
  },
  Product: {
    created: (row) => row.created_at.toISOString(),
    modified: (row) => row.modified_at.toISOString(),
    lastEditor: (row, _args, { loaders }) => lastEditorOf(row, loaders),
    productWork: async (row, _args, { loaders }, info) => {
      // The title's imprint is on its formats' rows too: asked for, it is read beside the title
      // rather than after it (one round trip less a page). Its own resolver awaits and answers it.
      if (row.imprint_id && asksFor(info, ['imprint'])) loaders.lookupValueById.load(row.imprint_id).catch(() => {});
      return (await loaders.productWorkById.load(row.product_work_id))!;
    },
    format: (row) => onixCodeOf('productForms', row.format_code),
    formatDetail: (row) => (row.format_detail_code ? onixCodeOf('productFormDetails', row.format_detail_code) : null),
    status: (row) => onixCodeOf('publishingStatuses', row.status_code),
    audience: (row) => (row.audience_code ? onixCodeOf('audiences', row.audience_code) : null),
    publicationDate: (row) => dateText(row.publication_date),
    shipDate: (row) => dateText(row.ship_date),
    retailPrice: (row) => formatCents(row.retail_price_cents),
    wholesalePrice: (row) => (row.wholesale_price_cents === null ? null : formatCents(row.wholesale_price_cents)),
    inventoryQuantity: (row) => row.inventory_quantity,
    tracksInventory: (row) => tracksInventory(row.format_code, row.digital),
    cartonQty: (row) => row.carton_quantity,
    weight: (row) => measureOf(row.weight_value, row.weight_unit),
    width: (row) => measureOf(row.width_value, row.width_unit),
    height: (row) => measureOf(row.height_value, row.height_unit),
    thickness: (row) => measureOf(row.thickness_value, row.thickness_unit),
    pageCount: (row) => row.page_count,
    adminNotes: (row) => row.admin_notes,
    coverImage: (row) => row.cover_image,
    interiorImages: (row) => row.interior_images,
    audienceDetails: (row) => row.audience_details,
    keySellingPoints: (row) => row.key_selling_points,
    outOfPrint: (row) => row.out_of_print,
    hasShippingCharges: (row) => row.has_shipping_charges,
    productCreators: (row, _args, { loaders }) => loaders.productCreatorsByProduct.load(row.id),
    // A royalty holds its format too (its links stream refuses the deletion).
    deleteBlockedReason: async (row, _args, { db }) =>
      (await ordersCountOf(db, [row.id])) +
        (await expensesCountOf(db, [row.id])) +
        (await royaltiesCountOf(db, [row.id])) >
      0
        ? productMessages.deleteBlocked
        : null,
  },
  Mutation: {
    createProductWorkAndFormat: async (_parent, { productWorkInput, productInput, creatorsInput }, context) => {
      const result = await runMutation(
        context,
        'createProductWorkAndFormat',
        { productWorkInput, productInput, creatorsInput },
        async ({ productWorkId }) => ({
          ok: true,
          message: 'Product created successfully!',
          productWork: (await findProductWork(context.db, context.caller.publisherId, productWorkId)) ?? null,
        }),
      );
      return 'ok' in result
        ? result
        : { ...result, ok: false, message: result.errors[0]?.message ?? '', productWork: null };
    },
    createProduct: (_parent, { productWorkId, input, creators }, context) =>
      productPayload(context, 'createProduct', { productWorkId, input, creators }, 'New format added successfully!'),
    updateProduct: (_parent, { id, expectedRevision, changed, creatorsAdded, creatorsRemoved }, context) =>
      productPayload(
        context,
        'updateProduct',
        { id, expectedRevision, changed, creatorsAdded, creatorsRemoved },
        'Changes saved successfully!',
      ),
    createProductCreator: async (_parent, { product, creator, onixContributorCode }, context) => {
      const name = (await context.loaders.creatorById.load(creator))?.display_name ?? '';
      const role = findOnixCode('contributorRoles', onixContributorCode)?.value ?? '';
      return productPayload(
        context,
        'updateProduct',
        { id: product, creatorsAdded: [{ creatorId: creator, onixContributorCodeId: onixContributorCode }] },
        `Added ${name} as ${role}`,
      );
    },
    deleteProductCreator: (_parent, { id }, context) =>
      productPayload(context, 'deleteProductCreator', { id }, 'Saved'),
    updateProductWork: async (_parent, { id, expectedRevision, input }, context) => {
      const result = await runMutation(context, 'updateProductWork', { id, expectedRevision, input }, async () => ({
        ok: true,
        productWork: (await findProductWork(context.db, context.caller.publisherId, id)) ?? null,
      }));
      return 'ok' in result ? result : { ...result, ok: false, productWork: null };
    },
    deleteProduct: async (_parent, { id }, context) => {
      const result = await runMutation(context, 'deleteProduct', { id }, async () => ({ ok: true, message: id }));
      return 'ok' in result ? result : { ...result, ok: false, message: result.errors[0]?.message ?? '' };
    },
    createImprint: (_parent, { value }, context) =>
      runMutation(context, 'createLookupValue', { kind: 'imprint', value }, async ({ item }) => ({ item })),
    createSeries: (_parent, { value }, context) =>
      runMutation(context, 'createLookupValue', { kind: 'series', value }, async ({ item }) => ({ item })),
    changePublisherPlan: async (_parent, { plan, maxProducts }, context) => {
      const result = await runMutation(context, 'changePublisherPlan', { plan, maxProducts }, async () => ({
        publisher: toPublisher(await context.db('publishers').where({ id: context.caller.publisherId }).first()),
      }));
      return 'publisher' in result ? result : { ...result, publisher: null };
    },
  },
};

/** A format mutation's payload: the format as saved and the spec's success message, or the errors. */
async function productPayload<Name extends 'createProduct' | 'updateProduct' | 'deleteProductCreator'>(
  context: Parameters<typeof runMutation>[0],
  name: Name,
  payload: Parameters<typeof runMutation<Name, unknown>>[2],
  message: string,
) {
  const result = await runMutation(context, name, payload, async (outcome) => ({
    message,
    product:
      (await findProduct(context.db, context.caller.publisherId, (outcome as { productId: string }).productId)) ?? null,
  }));
  return 'product' in result ? result : { ...result, message: result.errors[0]?.message ?? '', product: null };
}

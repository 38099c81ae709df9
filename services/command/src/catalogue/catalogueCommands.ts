import {
  freePlanMaxProducts,
  isPlanName,
  normaliseIsbn,
  planMessages,
  type PlanName,
  plans,
  productMessages,
} from '@colophon/domain';
import { boundedList, boundedText, clientId, count, type EventStore, type ProductWorkFields } from '@colophon/events';
import type { Knex } from 'knex';
import { z } from 'zod';

import { type PublisherPlanCommand, publisherPlanDecider, type PublisherPlanState } from '../account/publisherPlan.ts';
import { publisherStreamId } from '../account/registration.ts';
import { creatorDecider, creatorStreamId } from '../contacts/creator.ts';
import {
  royaltyCreatorIds as royaltyCreatorIdsOf,
  royaltyTermsDecider,
  royaltyTermsStreamId,
} from '../royalties/royaltyTerms.ts';
import type { CommandContext, EventContext } from '../shared/context.ts';
import { loadStream } from '../shared/decider.ts';
import { DomainError, throwIfAny, validationError } from '../shared/errors.ts';
import { unknownLookupFields } from '../shared/lookupValues.ts';
import { allOrErrors, appendDecisions, decideOn, type StreamDecision } from '../shared/multiStream.ts';
import { ensureRevision } from '../shared/runDecider.ts';
import { isbnReservationDecider, isbnStreamId } from './isbn.ts';
import { type NewProductCreator, productDecider, productLinkChanges, productStreamId } from './product.ts';
import {
  productCreatorInputSchema,
  productInputSchema,
  productWorkInputSchema,
  toNewProductFields,
  toProductChanges,
} from './productInput.ts';
import {
  effectiveLimit,
  evolvePublisherLimit,
  freezeChanges,
  type PlanLimit,
  productPlanDecider,
  productPlanStreamId,
} from './productPlan.ts';
import { productWorkDecider, productWorkStreamId } from './productWork.ts';

export const createProductWorkAndFormatInputSchema = z.object({
  productWorkInput: productWorkInputSchema,
  productInput: productInputSchema,
  creatorsInput: boundedList(productCreatorInputSchema, 50).nullish(),
});
export const createProductInputSchema = z.object({
  productWorkId: clientId(),
  input: productInputSchema,
  creators: boundedList(productCreatorInputSchema, 50).nullish(),
});
export const updateProductInputSchema = z.object({
  id: clientId(),
  expectedRevision: z.number().int().nullish(),
  changed: productInputSchema.nullish(),
  creatorsAdded: boundedList(productCreatorInputSchema, 50).nullish(),
  creatorsRemoved: boundedList(clientId(), 50).nullish(),
});
export const updateProductWorkInputSchema = z.object({
  id: clientId(),
  expectedRevision: z.number().int().nullish(),
  input: productWorkInputSchema,
});
export const changePublisherPlanInputSchema = z.object({ plan: boundedText(), maxProducts: count().nullish() });

type CreatorInput = z.infer<typeof productCreatorInputSchema>;

/**
 * Orders and expenses that refer to a format, from their read models: this counts references made
 * before links streams existed; every newer one is on the format's links stream, which the deletion closes.
 */
async function referencesTo(db: Knex, table: 'order_lines' | 'expenses', productId: string): Promise<number> {
  const row = await db(table).where('product_id', productId).count({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

export function catalogueCommands(store: EventStore, db: Knex) {
  /** Creators named by the command that are the publisher's (from their streams, so a new one counts). */
  async function knownCreatorIds(publisherId: string, creators: CreatorInput[]) {
    const known = new Set<string>();
    for (const creatorId of new Set(creators.map((creator) => creator.creatorId))) {
      const { state } = await loadStream(store, creatorStreamId(creatorId), creatorDecider);
      if (state.exists && !state.deleted && state.publisherId === publisherId) known.add(creatorId);
    }
    return known;
  }

  const newCreators = (context: CommandContext, creators: CreatorInput[] | null | undefined): NewProductCreator[] =>
    (creators ?? []).map((creator) => ({
      productCreatorId: context.newId(),
      creatorId: creator.creatorId,
      contributorCode: creator.onixContributorCodeId,
    }));

  async function publisherLimit(publisherId: string): Promise<PlanLimit> {
    const events = (await store.readStream(publisherStreamId(publisherId))).map((stored) => ({
      type: stored.type,
      data: stored.data,
    }));
    return (
      (events as Parameters<typeof evolvePublisherLimit>[1][]).reduce(evolvePublisherLimit, null) ?? {
        plan: 'Free',
        maxProducts: freePlanMaxProducts,
      }
    );
  }

  /** The decisions every new format makes: its own stream, a plan slot, and its ISBN/UID. */
  async function newFormatDecisions(
    context: CommandContext,
    productId: string,
    productWorkId: string,
    input: z.infer<typeof productInputSchema>,
    creators: NewProductCreator[],
    known: Set<string>,
    addedToExistingTitle: boolean,
  ) {
    const { fields, errors } = toNewProductFields(input);
    const publisherId = context.publisherId;
    const limit = await publisherLimit(publisherId);
    return allOrErrors<StreamDecision[]>([
      async () => {
        throwIfAny(errors);
        return decideOn(store, productStreamId(productId), productDecider, () => ({
          type: 'CreateProduct' as const,
          productId,
          productWorkId,
          publisherId,
          fields,
          creators,
          knownCreatorIds: known,
          addedToExistingTitle,
        }));
      },
      () =>
        decideOn(store, productPlanStreamId(publisherId), productPlanDecider, (state) => ({
          type: 'TakeProductSlot' as const,
          publisherId,
          productId,
          limit: effectiveLimit(state, limit),
        })),
      async () =>
        normaliseIsbn(fields.isbn)
          ? decideOn(store, isbnStreamId(publisherId, fields.isbn), isbnReservationDecider, () => ({
              type: 'ReserveIsbn' as const,
              publisherId,
              isbn: fields.isbn,
              productId,
            }))
          : { streamId: '', expectedRevision: 'any' as const, events: [], state: null, revision: null },
    ]);
  }

  /** Freezes and unfreezes that bring the formats in line with the ledger after a change. */
  async function freezeDecisions(
    publisherId: string,
    before: { products: readonly string[]; maxProducts: number | null },
    after: { products: readonly string[]; maxProducts: number | null },
  ): Promise<StreamDecision[]> {
    const { freeze, unfreeze } = freezeChanges(before, after);
    return Promise.all([
      ...freeze.map((productId) =>
        decideOn(store, productStreamId(productId), productDecider, () => ({
          type: 'FreezeProduct' as const,
          productId,
          publisherId,
        })),
      ),
      ...unfreeze.map((productId) =>
        decideOn(store, productStreamId(productId), productDecider, () => ({
          type: 'UnfreezeProduct' as const,
          productId,
          publisherId,
        })),
      ),
    ]);
  }

  async function workUnknownLookups(publisherId: string, fields: Partial<ProductWorkFields>) {
    return unknownLookupFields(store, publisherId, [
      { field: 'imprintId', kind: 'imprint', id: fields.imprintId },
      { field: 'seriesId', kind: 'series', id: fields.seriesId },
    ]);
  }

  const handlers = {
    async createProductWorkAndFormat(
      context: CommandContext,
      input: z.infer<typeof createProductWorkAndFormatInputSchema>,
    ) {
      const productWorkId = context.newId();
      const productId = context.newId();
      const creators = newCreators(context, input.creatorsInput);
      const known = await knownCreatorIds(context.publisherId, input.creatorsInput ?? []);
      const work: ProductWorkFields = {
        title: input.productWorkInput.title ?? '',
        description: input.productWorkInput.description ?? '',
        imprintId: input.productWorkInput.imprintId || null,
        seriesId: input.productWorkInput.seriesId || null,
      };
      const unknownLookups = await workUnknownLookups(context.publisherId, work);
      const position = await appendDecisions(
        store,
        context,
        async () => {
          const [workDecision, formatDecisions] = await allOrErrors<[StreamDecision, StreamDecision[]]>([
            () =>
              decideOn(store, productWorkStreamId(productWorkId), productWorkDecider, () => ({
                type: 'CreateProductWork' as const,
                productWorkId,
                publisherId: context.publisherId,
                fields: work,
                unknownLookups,
              })),
            () => newFormatDecisions(context, productId, productWorkId, input.productInput, creators, known, false),
          ]);
          return [workDecision, ...formatDecisions];
        },
        productLinkChanges,
      );
      return { productWorkId, productId, position };
    },

    async createProduct(context: CommandContext, input: z.infer<typeof createProductInputSchema>) {
      const productId = context.newId();
      const creators = newCreators(context, input.creators);
      const known = await knownCreatorIds(context.publisherId, input.creators ?? []);
      const position = await appendDecisions(
        store,
        context,
        async () => {
          // Only checks that the title is the publisher's: the format's stream names its title.
          await decideOn(store, productWorkStreamId(input.productWorkId), productWorkDecider, () => ({
            type: 'CheckProductWork' as const,
            productWorkId: input.productWorkId,
            publisherId: context.publisherId,
          }));
          return newFormatDecisions(context, productId, input.productWorkId, input.input, creators, known, true);
        },
        productLinkChanges,
      );
      return { productWorkId: input.productWorkId, productId, position };
    },

    async updateProduct(context: CommandContext, input: z.infer<typeof updateProductInputSchema>) {
      const { changes, errors } = toProductChanges(input.changed ?? {});
      throwIfAny(errors);
      const creatorsAdded = newCreators(context, input.creatorsAdded);
      const known = await knownCreatorIds(context.publisherId, input.creatorsAdded ?? []);
      const publisherId = context.publisherId;
      const position = await appendDecisions(
        store,
        context,
        async () => {
          const loaded = await loadStream(store, productStreamId(input.id), productDecider);
          if (loaded.state.publisherId === publisherId) {
            await ensureRevision(db, loaded, input.expectedRevision);
          }
          // Creators holding a royalty on the format stay on it.
          const royaltyCreatorIds = royaltyCreatorIdsOf(
            (await loadStream(store, royaltyTermsStreamId(input.id), royaltyTermsDecider)).state,
          );
          const product = await decideOn(store, productStreamId(input.id), productDecider, () => ({
            type: 'UpdateProduct' as const,
            productId: input.id,
            publisherId,
            changes,
            creatorsAdded,
            creatorsRemoved: input.creatorsRemoved ?? [],
            knownCreatorIds: known,
            royaltyCreatorIds,
          }));
          const previousIsbn = normaliseIsbn(product.state.fields?.isbn ?? '');
          if (changes.isbn === undefined || normaliseIsbn(changes.isbn) === previousIsbn) return [product];
          // A new ISBN/UID is reserved and the old one released in the same write.
          const reservations = await Promise.all([
            ...(previousIsbn
              ? [
                  decideOn(store, isbnStreamId(publisherId, previousIsbn), isbnReservationDecider, () => ({
                    type: 'ReleaseIsbn' as const,
                    publisherId,
                    isbn: previousIsbn,
                    productId: input.id,
                  })),
                ]
              : []),
            ...(normaliseIsbn(changes.isbn)
              ? [
                  decideOn(store, isbnStreamId(publisherId, changes.isbn), isbnReservationDecider, () => ({
                    type: 'ReserveIsbn' as const,
                    publisherId,
                    isbn: changes.isbn!,
                    productId: input.id,
                  })),
                ]
              : []),
          ]);
          return [product, ...reservations];
        },
        productLinkChanges,
      );
      return { productId: input.id, position };
    },

    async updateProductWork(context: CommandContext, input: z.infer<typeof updateProductWorkInputSchema>) {
      const changes = Object.fromEntries(
        Object.entries({
          title: input.input.title ?? undefined,
          description: input.input.description ?? undefined,
          imprintId: input.input.imprintId === undefined ? undefined : input.input.imprintId || null,
          seriesId: input.input.seriesId === undefined ? undefined : input.input.seriesId || null,
        }).filter(([, value]) => value !== undefined),
      ) as Partial<ProductWorkFields>;
      const unknownLookups = await workUnknownLookups(context.publisherId, changes);
      const position = await appendDecisions(
        store,
        context,
        async () => {
          const loaded = await loadStream(store, productWorkStreamId(input.id), productWorkDecider);
          if (loaded.state.publisherId === context.publisherId) {
            await ensureRevision(db, loaded, input.expectedRevision);
          }
          return [
            await decideOn(store, productWorkStreamId(input.id), productWorkDecider, () => ({
              type: 'UpdateProductWork' as const,
              productWorkId: input.id,
              publisherId: context.publisherId,
              changes,
              unknownLookups,
            })),
          ];
        },
        productLinkChanges,
      );
      return { productWorkId: input.id, position };
    },

    async deleteProduct(context: CommandContext, input: { id: string }) {
      const linkedOrdersAndExpenses =
        (await referencesTo(db, 'order_lines', input.id)) + (await referencesTo(db, 'expenses', input.id));
      const publisherId = context.publisherId;
      const position = await appendDecisions(
        store,
        context,
        async () => {
          const product = await decideOn(store, productStreamId(input.id), productDecider, () => ({
            type: 'DeleteProduct' as const,
            productId: input.id,
            publisherId,
            linkedOrdersAndExpenses,
          }));
          const ledger = await decideOn(store, productPlanStreamId(publisherId), productPlanDecider, () => ({
            type: 'ReleaseProductSlot' as const,
            publisherId,
            productId: input.id,
          }));
          const { maxProducts } = effectiveLimit(ledger.state, await publisherLimit(publisherId));
          const before = ledger.state.products.toArray();
          const after = before.filter((productId) => productId !== input.id);
          const isbn = normaliseIsbn(product.state.fields?.isbn ?? '');
          return [
            product,
            ledger,
            ...(await freezeDecisions(
              publisherId,
              { products: before, maxProducts },
              { products: after, maxProducts },
            )),
            ...(isbn
              ? [
                  await decideOn(store, isbnStreamId(publisherId, isbn), isbnReservationDecider, () => ({
                    type: 'ReleaseIsbn' as const,
                    publisherId,
                    isbn,
                    productId: input.id,
                  })),
                ]
              : []),
          ];
        },
        productLinkChanges,
      );
      return { productId: input.id, position };
    },

    /** Platform staff set a plan outside billing (a superuser's command). */
    async changePublisherPlan(context: CommandContext, input: z.infer<typeof changePublisherPlanInputSchema>) {
      const plan = input.plan.trim();
      if (input.maxProducts === undefined && !isPlanName(plan)) throw validationError(planMessages.unknownPlan, 'plan');
      const limit: PlanLimit = {
        plan,
        maxProducts: input.maxProducts === undefined ? plans[plan as PlanName].maxProducts : input.maxProducts,
      };
      const { position } = await handlers.applyPlan(context, {
        type: 'ChangePublisherPlan',
        publisherId: context.publisherId,
        limit,
      });
      return { position };
    },

    /**
     * A plan decision on the publisher's stream (staff's, or the billing port's news), appended with
     * what follows from a new limit: formats beyond it freeze, formats within it thaw.
     */
    async applyPlan(context: EventContext, command: PublisherPlanCommand) {
      const publisherId = command.publisherId;
      let publisher: PublisherPlanState = publisherPlanDecider.initialState;
      const position = await appendDecisions(
        store,
        context,
        async () => {
          const decided = await decideOn(store, publisherStreamId(publisherId), publisherPlanDecider, () => command);
          publisher = decided.events.reduce(publisherPlanDecider.evolve, decided.state);
          const limit = decided.events.some((event) => event.type === 'PublisherPlanChanged') ? publisher.limit : null;
          if (!limit) return [decided];
          const ledger = await decideOn(store, productPlanStreamId(publisherId), productPlanDecider, () => ({
            type: 'ApplyProductLimit' as const,
            publisherId,
            limit,
          }));
          const before = effectiveLimit(ledger.state, await publisherLimit(publisherId));
          return [
            decided,
            ledger,
            ...(await freezeDecisions(
              publisherId,
              { products: ledger.state.products.toArray(), maxProducts: before.maxProducts },
              { products: ledger.state.products.toArray(), maxProducts: limit.maxProducts },
            )),
          ];
        },
        productLinkChanges,
      );
      return { position, publisher };
    },

    /** The spec's deleteProductCreator names only the product creator: find its format. */
    async removeProductCreator(context: CommandContext, input: { id: string }) {
      const row = await db('product_creators')
        .where({ id: input.id, publisher_id: context.publisherId })
        .first('product_id');
      if (!row) throw new DomainError('NOT_FOUND', productMessages.notFound);
      return handlers.updateProduct(context, { id: row.product_id, creatorsRemoved: [input.id] });
    },
  };
  return handlers;
}

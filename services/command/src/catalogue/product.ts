import { creatorMessages, isbnMessages, isbnProblem, productMessages } from '@colophon/domain';
import { type DomainEvent, findOnixCode, hardcoverFormCode, type ProductFields } from '@colophon/events';

import type { Decider } from '../shared/decider.ts';
import { type DomainError, illegalState, notFound, throwIfAny, validationError } from '../shared/errors.ts';
import type { LinkChange } from '../shared/links.ts';
import type { StreamDecision } from '../shared/multiStream.ts';

export const maxBisacCodes = 4;

export interface ProductCreator {
  creatorId: string;
  contributorCode: string;
}

export interface ProductState {
  exists: boolean;
  deleted: boolean;
  publisherId: string | null;
  productWorkId: string | null;
  fields: ProductFields | null;
  frozen: boolean;
  creators: ReadonlyMap<string, ProductCreator>;
}

export interface NewProductCreator extends ProductCreator {
  productCreatorId: string;
}

export type ProductCommand =
  | {
      type: 'CreateProduct';
      productId: string;
      productWorkId: string;
      publisherId: string;
      fields: ProductFields;
      creators: NewProductCreator[];
      /** Which of the named creators belong to the publisher. */
      knownCreatorIds: ReadonlySet<string>;
      /** A format added to an existing title is worded the Add New Format dialog's way and needs an ISBN/UID. */
      addedToExistingTitle: boolean;
    }
  | {
      type: 'UpdateProduct';
      productId: string;
      publisherId: string;
      changes: Partial<ProductFields>;
      creatorsAdded: NewProductCreator[];
      creatorsRemoved: string[];
      knownCreatorIds: ReadonlySet<string>;
      /** Creators with a royalty on this format: they stay. */
      royaltyCreatorIds: ReadonlySet<string>;
    }
  | { type: 'DeleteProduct'; productId: string; publisherId: string; linkedOrdersAndExpenses: number }
  | { type: 'FreezeProduct'; productId: string; publisherId: string }
  | { type: 'UnfreezeProduct'; productId: string; publisherId: string };

export const productInitialState: ProductState = {
  exists: false,
  deleted: false,
  publisherId: null,
  productWorkId: null,
  fields: null,
  frozen: false,
  creators: new Map(),
};

function evolve(state: ProductState, event: DomainEvent): ProductState {
  switch (event.type) {
    case 'ProductCreated': {
      const { productId: _productId, productWorkId, publisherId, ...fields } = event.data;
      return { ...state, exists: true, publisherId, productWorkId, fields };
    }
    case 'ProductUpdated':
      return { ...state, fields: { ...state.fields!, ...event.data.changes } };
    case 'ProductDeleted':
      return { ...state, deleted: true };
    case 'ProductFrozen':
      return { ...state, frozen: true };
    case 'ProductUnfrozen':
      return { ...state, frozen: false };
    case 'ProductCreatorAdded': {
      const { productCreatorId, creatorId, contributorCode } = event.data;
      return { ...state, creators: new Map(state.creators).set(productCreatorId, { creatorId, contributorCode }) };
    }
    case 'ProductCreatorRemoved': {
      const creators = new Map(state.creators);
      creators.delete(event.data.productCreatorId);
      return { ...state, creators };
    }
    default:
      return state;
  }
}

/** Field rules shared by creation and update; on update only the sent fields are checked. */
function validateFields(
  fields: Partial<ProductFields>,
  current: ProductFields | null,
  addedToExistingTitle: boolean,
): DomainError[] {
  const errors: DomainError[] = [];
  const messages = addedToExistingTitle ? productMessages.newFormat : productMessages;
  if (fields.formatCode !== undefined && !findOnixCode('productForms', fields.formatCode)) {
    errors.push(validationError(messages.formatRequired, 'formatId'));
  }
  if (fields.isbn !== undefined) {
    // Every format is identified by its ISBN or another unique id (the Save tooltip names it too).
    if (fields.isbn.trim() === '') errors.push(validationError(isbnMessages.required, 'isbn'));
    const problem = isbnProblem(fields.isbn);
    if (problem) errors.push(validationError(problem, 'isbn'));
  }
  if (
    fields.retailPriceCents !== undefined &&
    !(Number.isInteger(fields.retailPriceCents) && fields.retailPriceCents > 0)
  ) {
    errors.push(validationError(messages.retailPriceInvalid, 'retailPrice'));
  }
  const formatCode = fields.formatCode ?? current?.formatCode;
  const formatDetailCode = fields.formatDetailCode !== undefined ? fields.formatDetailCode : current?.formatDetailCode;
  if (formatDetailCode && (formatCode !== hardcoverFormCode || !findOnixCode('productFormDetails', formatDetailCode))) {
    errors.push(validationError(productMessages.formatDetailOnlyForHardcover, 'formatDetailId'));
  }
  if (fields.statusCode !== undefined && !findOnixCode('publishingStatuses', fields.statusCode)) {
    errors.push(validationError(productMessages.statusUnknown, 'statusId'));
  }
  if (fields.audienceCode && !findOnixCode('audiences', fields.audienceCode)) {
    errors.push(validationError(productMessages.audienceUnknown, 'audienceId'));
  }
  if (fields.bisac !== undefined && fields.bisac.length > maxBisacCodes)
    errors.push(validationError(productMessages.tooManyBisacCodes, 'bisac'));
  return errors;
}

function validateCreators(
  added: NewProductCreator[],
  existing: ReadonlyMap<string, ProductCreator>,
  knownCreatorIds: ReadonlySet<string>,
): DomainError[] {
  const errors: DomainError[] = [];
  const pairs = new Set(
    [...existing.values()].map(({ creatorId, contributorCode }) => `${creatorId}/${contributorCode}`),
  );
  for (const { creatorId, contributorCode } of added) {
    if (!knownCreatorIds.has(creatorId)) errors.push(validationError(productMessages.creatorRequired, 'creatorId'));
    if (!findOnixCode('contributorRoles', contributorCode))
      errors.push(validationError(productMessages.contributorCodeRequired, 'onixContributorCodeId'));
    const pair = `${creatorId}/${contributorCode}`;
    if (pairs.has(pair)) errors.push(validationError(productMessages.creatorAlreadyAdded, 'creatorId'));
    pairs.add(pair);
  }
  return errors;
}

const creatorAddedEvents = (productId: string, creators: NewProductCreator[]): DomainEvent[] =>
  creators.map(({ productCreatorId, creatorId, contributorCode }) => ({
    type: 'ProductCreatorAdded',
    data: { productId, productCreatorId, creatorId, contributorCode },
  }));

function decide(command: ProductCommand, state: ProductState): DomainEvent[] {
  const { productId, publisherId } = command;
  if (command.type === 'CreateProduct') {
    if (state.exists) throw illegalState('Product already exists');
    throwIfAny([
      ...validateFields(command.fields, null, command.addedToExistingTitle),
      ...validateCreators(command.creators, new Map(), command.knownCreatorIds),
    ]);
    return [
      {
        type: 'ProductCreated',
        data: { productId, productWorkId: command.productWorkId, publisherId, ...command.fields },
      },
      ...creatorAddedEvents(productId, command.creators),
    ];
  }

  // A format of another publisher is reported exactly like a missing one.
  if (!state.exists || state.deleted || state.publisherId !== publisherId) throw notFound(productMessages.notFound);

  switch (command.type) {
    case 'FreezeProduct':
      return state.frozen ? [] : [{ type: 'ProductFrozen', data: { productId, publisherId } }];
    case 'UnfreezeProduct':
      return state.frozen ? [{ type: 'ProductUnfrozen', data: { productId, publisherId } }] : [];
    case 'DeleteProduct':
      if (command.linkedOrdersAndExpenses > 0) throw illegalState(productMessages.deleteBlocked);
      return [{ type: 'ProductDeleted', data: { productId, productWorkId: state.productWorkId! } }];
    case 'UpdateProduct': {
      if (state.frozen) throw illegalState(productMessages.frozen);
      const errors = [
        ...validateFields(command.changes, state.fields, false),
        ...validateCreators(command.creatorsAdded, state.creators, command.knownCreatorIds),
      ];
      for (const productCreatorId of command.creatorsRemoved) {
        const creator = state.creators.get(productCreatorId);
        if (!creator) errors.push(notFound('Creator not found on this format'));
        else if (command.royaltyCreatorIds.has(creator.creatorId))
          errors.push(illegalState(productMessages.creatorOnRoyalty));
      }
      throwIfAny(errors);
      const changed = Object.fromEntries(
        Object.entries(command.changes).filter(
          ([key, value]) => JSON.stringify(state.fields![key as keyof ProductFields]) !== JSON.stringify(value),
        ),
      ) as Partial<ProductFields>;
      const events: DomainEvent[] = [];
      if (Object.keys(changed).length > 0)
        events.push({ type: 'ProductUpdated', data: { productId, changes: changed } });
      for (const productCreatorId of command.creatorsRemoved) {
        const { creatorId } = state.creators.get(productCreatorId)!;
        events.push({ type: 'ProductCreatorRemoved', data: { productId, productCreatorId, creatorId } });
      }
      events.push(...creatorAddedEvents(productId, command.creatorsAdded));
      return events;
    }
  }
}

export const productDecider: Decider<ProductState, ProductCommand> = {
  initialState: productInitialState,
  evolve,
  decide,
};

export const productStreamId = (productId: string) => `product-${productId}`;

/** A format refers to its creators; deleting it ends those references and closes its own links. */
export function productLinkChanges(decision: StreamDecision): LinkChange[] {
  if (!decision.streamId.startsWith('product-')) return [];
  const state = decision.state as ProductState;
  return decision.events.flatMap((event): LinkChange[] => {
    switch (event.type) {
      case 'ProductCreatorAdded':
        return [
          {
            change: 'add',
            recordId: event.data.creatorId,
            linkId: event.data.productCreatorId,
            notFoundMessage: creatorMessages.notFound,
          },
        ];
      case 'ProductCreatorRemoved':
        return [{ change: 'remove', recordId: event.data.creatorId, linkId: event.data.productCreatorId }];
      case 'ProductDeleted':
        return [
          { change: 'close', recordId: event.data.productId, blockedMessage: productMessages.deleteBlocked },
          ...[...state.creators].map(([productCreatorId, creator]): LinkChange => ({
            change: 'remove',
            recordId: creator.creatorId,
            linkId: productCreatorId,
          })),
        ];
      default:
        return [];
    }
  });
}

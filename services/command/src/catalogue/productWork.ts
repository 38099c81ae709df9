import { productMessages, productWorkMessages } from '@colophon/domain';
import type { DomainEvent, ProductWorkFields } from '@colophon/events';

import type { Decider } from '../shared/decider.ts';
import { type DomainError, illegalState, notFound, throwIfAny, validationError } from '../shared/errors.ts';

/** The title: what every format of a book shares. */
export interface ProductWorkState {
  exists: boolean;
  publisherId: string | null;
  fields: ProductWorkFields | null;
}

/** The lookup fields (imprintId, seriesId) naming an id the publisher's lists do not have. */
export type UnknownLookups = readonly string[];

export type ProductWorkCommand =
  | {
      type: 'CreateProductWork';
      productWorkId: string;
      publisherId: string;
      fields: ProductWorkFields;
      unknownLookups: UnknownLookups;
    }
  | {
      type: 'UpdateProductWork';
      productWorkId: string;
      publisherId: string;
      changes: Partial<ProductWorkFields>;
      unknownLookups: UnknownLookups;
    }
  /** A new format joins the title: it must exist and be the publisher's. */
  | { type: 'CheckProductWork'; productWorkId: string; publisherId: string };

function validate(fields: Partial<ProductWorkFields>, unknownLookups: UnknownLookups): DomainError[] {
  const errors: DomainError[] = [];
  if (fields.title !== undefined && fields.title.trim() === '')
    errors.push(validationError(productWorkMessages.titleRequired, 'title'));
  if (fields.imprintId && unknownLookups.includes('imprintId'))
    errors.push(validationError(productWorkMessages.imprintUnknown, 'imprintId'));
  if (fields.seriesId && unknownLookups.includes('seriesId'))
    errors.push(validationError(productWorkMessages.seriesUnknown, 'seriesId'));
  return errors;
}

export const productWorkDecider: Decider<ProductWorkState, ProductWorkCommand> = {
  initialState: { exists: false, publisherId: null, fields: null },
  evolve(state, event) {
    switch (event.type) {
      case 'ProductWorkCreated': {
        const { productWorkId: _productWorkId, publisherId, ...fields } = event.data;
        return { exists: true, publisherId, fields };
      }
      case 'ProductWorkUpdated':
        return { ...state, fields: { ...state.fields!, ...event.data.changes } };
      default:
        return state;
    }
  },
  decide(command, state) {
    const { productWorkId, publisherId } = command;
    if (command.type === 'CreateProductWork') {
      if (state.exists) throw illegalState('Title already exists');
      throwIfAny(validate(command.fields, command.unknownLookups));
      const fields = { ...command.fields, title: command.fields.title.trim() };
      return [{ type: 'ProductWorkCreated', data: { productWorkId, publisherId, ...fields } }];
    }
    if (!state.exists || state.publisherId !== publisherId) throw notFound(productMessages.notFound);
    if (command.type === 'CheckProductWork') return [];
    throwIfAny(validate(command.changes, command.unknownLookups));
    const changes = Object.fromEntries(
      Object.entries(command.changes)
        .map(([key, value]) => [key, key === 'title' && typeof value === 'string' ? value.trim() : value])
        .filter(([key, value]) => state.fields![key as keyof ProductWorkFields] !== value),
    ) as Partial<ProductWorkFields>;
    return Object.keys(changes).length > 0
      ? [{ type: 'ProductWorkUpdated', data: { productWorkId, changes } } satisfies DomainEvent]
      : [];
  },
};

export const productWorkStreamId = (productWorkId: string) => `product-work-${productWorkId}`;

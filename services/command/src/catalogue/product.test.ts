import { isbnMessages, isbnProblem, productMessages, storedIsbn } from '@colophon/domain';
import type { DomainEvent, ProductFields } from '@colophon/events';
import { describe, expect, it } from 'vitest';

import { DomainError, ValidationErrors } from '../shared/errors.ts';
import { given } from '../shared/givenWhenThen.ts';
import { isbnReservationDecider } from './isbn.ts';
import { type ProductCommand, productDecider } from './product.ts';
import { toNewProductFields } from './productInput.ts';

const fields: ProductFields = {
  ...toNewProductFields({ formatId: 'BC', retailPrice: '12.99', isbn: '978-0-306-40615-7' }).fields,
};
const created: DomainEvent = {
  type: 'ProductCreated',
  data: { productId: 'p1', productWorkId: 'w1', publisherId: 'pub1', ...fields },
};
const creator = { productCreatorId: 'pc1', creatorId: 'c1', contributorCode: 'A01' };

const create = (
  overrides: Partial<ProductFields>,
  extra: Partial<Extract<ProductCommand, { type: 'CreateProduct' }>> = {},
): ProductCommand => ({
  type: 'CreateProduct',
  productId: 'p1',
  productWorkId: 'w1',
  publisherId: 'pub1',
  fields: { ...fields, ...overrides },
  creators: [],
  knownCreatorIds: new Set(['c1', 'c2']),
  addedToExistingTitle: false,
  ...extra,
});

const update = (extra: Partial<Extract<ProductCommand, { type: 'UpdateProduct' }>>): ProductCommand => ({
  type: 'UpdateProduct',
  productId: 'p1',
  publisherId: 'pub1',
  changes: {},
  creatorsAdded: [],
  creatorsRemoved: [],
  knownCreatorIds: new Set(['c1', 'c2']),
  royaltyCreatorIds: new Set(),
  ...extra,
});

const messagesOf = (run: () => unknown): string[] => {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationErrors) return error.errors.map((each) => each.message);
    if (error instanceof DomainError) return [error.message];
    throw error;
  }
  return [];
};

describe('a new format', () => {
  it('is created Active with its creators, priced in cents', () => {
    const events = given(productDecider)(create({}, { creators: [creator] }));
    expect(events).toEqual([
      {
        type: 'ProductCreated',
        data: expect.objectContaining({ productId: 'p1', statusCode: '04', retailPriceCents: 1299, formatCode: 'BC' }),
      },
      {
        type: 'ProductCreatorAdded',
        data: { productId: 'p1', productCreatorId: 'pc1', creatorId: 'c1', contributorCode: 'A01' },
      },
    ]);
  });

  it("refuses a missing format and a non-positive price with the new product form's messages", () => {
    expect(messagesOf(() => given(productDecider)(create({ formatCode: '', retailPriceCents: 0 })))).toEqual([
      'Please select a format for the product.',
      'Retail Price must be a valid positive number.',
    ]);
  });

  it("words the same rules the Add New Format dialog's way and needs an ISBN/UID there", () => {
    const command = create({ formatCode: '', retailPriceCents: Number.NaN, isbn: '' }, { addedToExistingTitle: true });
    expect(messagesOf(() => given(productDecider)(command))).toEqual([
      'Format is required.',
      'ISBN/UID is required.',
      'Valid Retail Price is required.',
    ]);
  });

  it('offers format detail for Hardcover only, at most 4 BISAC codes, known status and audience', () => {
    expect(messagesOf(() => given(productDecider)(create({ formatDetailCode: 'B501' })))).toEqual([
      productMessages.formatDetailOnlyForHardcover,
    ]);
    expect(given(productDecider)(create({ formatCode: 'BB', formatDetailCode: 'B501' }))).toHaveLength(1);
    expect(messagesOf(() => given(productDecider)(create({ bisac: ['A', 'B', 'C', 'D', 'E'] })))).toEqual([
      productMessages.tooManyBisacCodes,
    ]);
    expect(messagesOf(() => given(productDecider)(create({ statusCode: '99', audienceCode: 'zz' })))).toEqual([
      productMessages.statusUnknown,
      productMessages.audienceUnknown,
    ]);
  });

  it('needs a known creator and contributor code, and never the same pair twice', () => {
    const command = create(
      {},
      {
        creators: [
          creator,
          { ...creator, productCreatorId: 'pc2' },
          { productCreatorId: 'pc3', creatorId: 'x', contributorCode: 'nope' },
        ],
      },
    );
    expect(messagesOf(() => given(productDecider)(command))).toEqual([
      productMessages.creatorAlreadyAdded,
      'Creator is required',
      'Contributor code is required',
    ]);
  });
});

describe('ISBN/UID', () => {
  it('stores an ISBN without hyphens or spaces, and any other id as typed', () => {
    expect(storedIsbn(' 978-0-14-143951-8 ')).toBe('9780141439518');
    expect(storedIsbn('0 8044 2957 x')).toBe('080442957X');
    expect(storedIsbn(' ASIN-B00ZV9PXP2 ')).toBe('ASIN-B00ZV9PXP2');
    expect(storedIsbn('12345')).toBe('12345');
  });

  it('checks the check digit of values shaped like ISBN-13 or ISBN-10 and accepts other ids', () => {
    expect(isbnProblem('978-0-306-40615-7')).toBeNull();
    expect(isbnProblem('978-0-306-40615-8')).toBe(isbnMessages.badCheckDigit('978-0-306-40615-8', 'ISBN-13'));
    expect(isbnProblem('0-8044-2957-X')).toBeNull();
    expect(isbnProblem('0-8044-2957-5')).toBe(isbnMessages.badCheckDigit('0-8044-2957-5', 'ISBN-10'));
    expect(isbnProblem('ASIN-B00ZV9PXP2')).toBeNull();
    expect(messagesOf(() => given(productDecider)(create({ isbn: '9780306406158' })))).toEqual([
      isbnMessages.badCheckDigit('9780306406158', 'ISBN-13'),
    ]);
  });

  it('is held by one format at a time, in its normalised form, until released', () => {
    const reserved: DomainEvent = {
      type: 'IsbnReserved',
      data: { publisherId: 'pub1', isbn: '9780306406157', productId: 'p1' },
    };
    const reserve = (productId: string) => ({
      type: 'ReserveIsbn' as const,
      publisherId: 'pub1',
      isbn: '978 0 306 40615 7',
      productId,
    });
    expect(given(isbnReservationDecider)(reserve('p1'))).toEqual([reserved]);
    expect(messagesOf(() => given(isbnReservationDecider, reserved)(reserve('p2')))).toEqual([
      isbnMessages.taken('978 0 306 40615 7'),
    ]);
    const released: DomainEvent = {
      type: 'IsbnReleased',
      data: { publisherId: 'pub1', isbn: '9780306406157', productId: 'p1' },
    };
    expect(given(isbnReservationDecider, reserved)({ ...reserve('p1'), type: 'ReleaseIsbn' })).toEqual([released]);
    expect(given(isbnReservationDecider, reserved, released)(reserve('p2'))).toHaveLength(1);
  });
});

describe('an existing format', () => {
  it('saves only changed fields and creator changes together', () => {
    const events = given(
      productDecider,
      created,
    )(update({ changes: { retailPriceCents: 1299, inventoryQuantity: 40 }, creatorsAdded: [creator] }));
    expect(events).toEqual([
      { type: 'ProductUpdated', data: { productId: 'p1', changes: { inventoryQuantity: 40 } } },
      { type: 'ProductCreatorAdded', data: { productId: 'p1', ...creator } },
    ]);
  });

  it('keeps a creator who holds a royalty on it and refuses the same pair twice', () => {
    const added: DomainEvent = { type: 'ProductCreatorAdded', data: { productId: 'p1', ...creator } };
    expect(
      messagesOf(() =>
        given(productDecider, created, added)(update({ creatorsRemoved: ['pc1'], royaltyCreatorIds: new Set(['c1']) })),
      ),
    ).toEqual(["Can't delete creator associated with royalty."]);
    expect(given(productDecider, created, added)(update({ creatorsRemoved: ['pc1'] }))).toEqual([
      { type: 'ProductCreatorRemoved', data: { productId: 'p1', productCreatorId: 'pc1', creatorId: 'c1' } },
    ]);
    expect(
      messagesOf(() =>
        given(productDecider, created, added)(update({ creatorsAdded: [{ ...creator, productCreatorId: 'pc9' }] })),
      ),
    ).toEqual([productMessages.creatorAlreadyAdded]);
  });

  it('cannot be edited while frozen, and thaws', () => {
    const frozen: DomainEvent = { type: 'ProductFrozen', data: { productId: 'p1', publisherId: 'pub1' } };
    expect(given(productDecider, created)({ type: 'FreezeProduct', productId: 'p1', publisherId: 'pub1' })).toEqual([
      frozen,
    ]);
    expect(
      messagesOf(() => given(productDecider, created, frozen)(update({ changes: { inventoryQuantity: 1 } }))),
    ).toEqual([productMessages.frozen]);
    expect(
      given(productDecider, created, frozen)({ type: 'FreezeProduct', productId: 'p1', publisherId: 'pub1' }),
    ).toEqual([]);
    expect(
      given(productDecider, created, frozen)({ type: 'UnfreezeProduct', productId: 'p1', publisherId: 'pub1' }),
    ).toEqual([{ type: 'ProductUnfrozen', data: { productId: 'p1', publisherId: 'pub1' } }]);
  });

  it('is deleted only without orders or expenses', () => {
    const remove = (linkedOrdersAndExpenses: number): ProductCommand => ({
      type: 'DeleteProduct',
      productId: 'p1',
      publisherId: 'pub1',
      linkedOrdersAndExpenses,
    });
    expect(messagesOf(() => given(productDecider, created)(remove(2)))).toEqual([productMessages.deleteBlocked]);
    expect(given(productDecider, created)(remove(0))).toEqual([
      { type: 'ProductDeleted', data: { productId: 'p1', productWorkId: 'w1' } },
    ]);
  });

  it("answers another publisher's format exactly like a missing one", () => {
    expect(messagesOf(() => given(productDecider, created)(update({ publisherId: 'pub2' })))).toEqual([
      'Product Not Found',
    ]);
    expect(messagesOf(() => given(productDecider)(update({})))).toEqual(['Product Not Found']);
  });
});

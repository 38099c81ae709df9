import { describe, expect, it } from 'vitest';

import { given } from '../shared/givenWhenThen.ts';
import { productWorkDecider } from './productWork.ts';

const fields = { title: '  Frankenstein ', description: '', imprintId: 'i1', seriesId: null };

describe('a title', () => {
  it('is created with a trimmed title and needs a title and known imprint and series', () => {
    const create = {
      type: 'CreateProductWork' as const,
      productWorkId: 'w1',
      publisherId: 'pub1',
      fields,
      unknownLookups: [],
    };
    expect(given(productWorkDecider)(create)).toEqual([
      {
        type: 'ProductWorkCreated',
        data: { productWorkId: 'w1', publisherId: 'pub1', ...fields, title: 'Frankenstein' },
      },
    ]);
    expect(() =>
      given(productWorkDecider)({ ...create, fields: { ...fields, title: ' ' }, unknownLookups: ['imprintId'] }),
    ).toThrow('Title is required. Please select an imprint from the list.');
  });

  it('is found only by its own publisher and records only changed fields', () => {
    const created = {
      type: 'ProductWorkCreated' as const,
      data: { productWorkId: 'w1', publisherId: 'pub1', ...fields, title: 'Frankenstein' },
    };
    const update = { type: 'UpdateProductWork' as const, productWorkId: 'w1', publisherId: 'pub1', unknownLookups: [] };
    expect(
      given(productWorkDecider, created)({ ...update, changes: { title: 'Frankenstein', description: 'A monster.' } }),
    ).toEqual([{ type: 'ProductWorkUpdated', data: { productWorkId: 'w1', changes: { description: 'A monster.' } } }]);
    expect(() => given(productWorkDecider, created)({ ...update, publisherId: 'pub2', changes: {} })).toThrow(
      'Product Not Found',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { defineEvent } from './definition.ts';
import { decodeEvent } from './eventCatalogue.ts';
import { startOfLog } from './position.ts';

// A catalogue whose event changed shape: v1 kept one "name", v2 splits it into two fields.
const catalogue = {
  AuthorNamed: defineEvent('AuthorNamed', z.object({ displayName: z.string(), paymentName: z.string() }), {
    version: 2,
    upcasters: {
      1: (data) => {
        const { name } = data as { name: string };
        return { displayName: name, paymentName: name };
      },
    },
  }),
};

const stored = (schemaVersion: number, data: unknown) => ({
  streamId: 'author-1',
  revision: 0,
  position: startOfLog,
  type: 'AuthorNamed',
  schemaVersion,
  data,
  metadata: {
    publisherId: 'p',
    userId: 'u',
    correlationId: 'c',
    causationId: null,
    occurredAt: '2026-01-01T00:00:00Z',
  },
});

describe('upcasting', () => {
  it('reads a stored v1 event as the current v2', () => {
    expect(decodeEvent(stored(1, { name: 'Mary Shelley' }), catalogue).data).toEqual({
      displayName: 'Mary Shelley',
      paymentName: 'Mary Shelley',
    });
  });

  it('reads a current event as it is, validated', () => {
    expect(decodeEvent(stored(2, { displayName: 'A', paymentName: 'B' }), catalogue).data).toEqual({
      displayName: 'A',
      paymentName: 'B',
    });
    expect(() => decodeEvent(stored(2, { displayName: 'A' }), catalogue)).toThrow();
  });

  it('refuses an unknown event type', () => {
    expect(() => decodeEvent({ ...stored(1, {}), type: 'Nope' }, catalogue)).toThrow('Unknown event type Nope');
  });
});

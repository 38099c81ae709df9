import type { CreatorCommand } from './creator.ts';

/** Creator commands for tests of the command machinery (a creator is the simplest aggregate). */
const fields = {
  displayName: 'Ann Lee',
  paymentName: '',
  paymentTypeId: 't1',
  biography: '',
  website: '',
  residence: '',
  photoUrl: '',
};

export const commandContext = (userId: string) => ({
  userId,
  publisherId: 'p1',
  correlationId: 'c1',
  now: () => new Date('2026-01-01T00:00:00Z'),
});

export const createCreator = (creatorId: string): CreatorCommand => ({
  type: 'CreateCreator',
  creatorId,
  publisherId: 'p1',
  fields,
  paymentTypeKnown: true,
  contacts: [{ itemId: `${creatorId}-email`, item: { kind: 'email', value: 'ann@example.org' } }],
});

export const updateCreator = (creatorId: string, biography: string): CreatorCommand => ({
  type: 'UpdateCreator',
  creatorId,
  publisherId: 'p1',
  changes: { biography },
  paymentTypeKnown: false,
  contacts: { added: [], updated: [], removed: [] },
});

export const removeCreator = (creatorId: string): CreatorCommand => ({
  type: 'DeleteCreator',
  creatorId,
  publisherId: 'p1',
  linkedRecords: 0,
});

import type { CreatorFieldsFragment } from '../../generated/graphql.ts';

export type CreatorRow = CreatorFieldsFragment;

import { toUser } from '../account/resolvers.ts';
import type { QueryContext } from '../context.ts';

/** The user who last changed an edited record (creator, customer, order, expense). */
export const lastEditorOf = async (
  row: { last_editor_id: string | null },
  _args: unknown,
  { loaders }: QueryContext,
) => {
  const user = row.last_editor_id ? await loaders.userById.load(row.last_editor_id) : null;
  return user ? toUser(user) : null;
};

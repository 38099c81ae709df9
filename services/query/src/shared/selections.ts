import { type FieldNode, type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/** The fields a selection set asks for by name, through its fragments (directives aside: asked for is asked for). */
function* fieldsOf(selectionSet: SelectionSetNode | undefined, info: GraphQLResolveInfo): Generator<FieldNode> {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) yield selection;
    else if (selection.kind === Kind.INLINE_FRAGMENT) yield* fieldsOf(selection.selectionSet, info);
    else yield* fieldsOf(info.fragments[selection.name.value]?.selectionSet, info);
  }
}

/**
 * Whether the field being resolved asks for any of `names`, in its own selection or at `path` below
 * it (field names): a resolver reads beside what it must only what the query will read.
 */
export function asksFor(info: GraphQLResolveInfo, names: readonly string[], path: readonly string[] = []): boolean {
  const within = (selectionSet: SelectionSetNode | undefined, depth: number): boolean => {
    for (const field of fieldsOf(selectionSet, info)) {
      const name = field.name.value;
      if (depth === path.length ? names.includes(name) : name === path[depth] && within(field.selectionSet, depth + 1))
        return true;
    }
    return false;
  };
  return info.fieldNodes.some((node) => within(node.selectionSet, 0));
}

/**
 * Whether a list field's `items` ask for any of `names`: a page selects beside its rows only what
 * their fields will read (a creator's contact items, an order's customer), in the page's statement.
 */
export const itemsAskFor = (info: GraphQLResolveInfo, names: readonly string[]) => asksFor(info, names, ['items']);

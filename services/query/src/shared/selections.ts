import { type FieldNode, type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/** The fields a selection set asks for by name, through its fragments (directives aside: asked for is asked for). */
function* fieldsOf(selectionSet: SelectionSetNode | undefined, info: GraphQLResolveInfo): Generator<FieldNode> {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) yield selection;
    else if (selection.kind === Kind.INLINE_FRAGMENT) yield* fieldsOf(selection.selectionSet, info);
    else yield* fieldsOf(info.fragments[selection.name.value]?.selectionSet, info);
  }
}

/** Whether the selections ask for the path of field names (`['royalty', 'product']`) under them. */
function asksFor(
  selectionSets: (SelectionSetNode | undefined)[],
  path: readonly string[],
  info: GraphQLResolveInfo,
): boolean {
  const [name, ...rest] = path;
  const matching = selectionSets.flatMap((selectionSet) =>
    [...fieldsOf(selectionSet, info)].filter((field) => field.name.value === name),
  );
  if (rest.length === 0) return matching.length > 0;
  return (
    matching.length > 0 &&
    asksFor(
      matching.map((field) => field.selectionSet),
      rest,
      info,
    )
  );
}

/**
 * Whether a list field's `items` ask for any of `paths` (a field, or a field under another:
 * `royalty.product`): a page selects beside its rows only what their fields will read (a
 * creator's contact items, an order's customer), in the page's statement.
 */
export const itemsAskFor = (info: GraphQLResolveInfo, paths: readonly string[]): boolean =>
  paths.some((path) =>
    asksFor(
      info.fieldNodes.map((list) => list.selectionSet),
      ['items', ...path.split('.')],
      info,
    ),
  );

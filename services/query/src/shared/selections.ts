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
 * Whether a list field's `items` ask for any of `names`: a page selects beside its rows only what
 * their fields will read (a creator's contact items, an order's customer), in the page's statement.
 */
export function itemsAskFor(info: GraphQLResolveInfo, names: readonly string[]): boolean {
  for (const list of info.fieldNodes) {
    for (const items of fieldsOf(list.selectionSet, info)) {
      if (items.name.value !== 'items') continue;
      for (const field of fieldsOf(items.selectionSet, info)) if (names.includes(field.name.value)) return true;
    }
  }
  return false;
}

import {
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  Kind,
  type OperationDefinitionNode,
  parse,
} from 'graphql';
import { describe, expect, it } from 'vitest';

import { asksFor, itemsAskFor } from './selections.ts';

/** The resolve info of a document's first root field, as far as `asksFor` reads it. */
function infoOf(document: string): GraphQLResolveInfo {
  const definitions = parse(document).definitions;
  const operation = definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )!;
  const fragments = Object.fromEntries(
    definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const list = operation.selectionSet.selections[0]!;
  return { fieldNodes: [list], fragments } as unknown as GraphQLResolveInfo;
}

describe('what a list query asks of its items', () => {
  it('finds a field among the items, under an alias too, and not one outside them', () => {
    const info = infoOf('{ orders { totalCount items { id buyer: customer { id } } } }');
    expect(itemsAskFor(info, ['customer'])).toBe(true);
    expect(itemsAskFor(info, ['orderStatus'])).toBe(false);
    expect(itemsAskFor(info, ['totalCount'])).toBe(false);
  });

  it('looks through named and inline fragments, at any depth', () => {
    const info = infoOf(`{ creators { items { ...Listed } } }
      fragment Listed on Creator { id ... on Creator { ...Contacts } }
      fragment Contacts on Creator { emails { value } }`);
    expect(itemsAskFor(info, ['phones', 'emails'])).toBe(true);
    expect(itemsAskFor(info, ['phones', 'addresses'])).toBe(false);
  });

  it('looks at the items’ own fields, not below them', () => {
    const info = infoOf('{ royaltypayments { items { royalty { creator { id } } } } }');
    expect(itemsAskFor(info, ['royalty'])).toBe(true);
    expect(itemsAskFor(info, ['creator'])).toBe(false);
  });
});

describe('what a field asks for in its own selection', () => {
  it('finds a field of its own selection, through fragments, and not one below it', () => {
    const info = infoOf(`{ productWork { id ...Named } }
      fragment Named on ProductWork { title brand: imprint { value } }`);
    expect(asksFor(info, ['imprint'])).toBe(true);
    expect(asksFor(info, ['series'])).toBe(false);
    expect(asksFor(info, ['value'])).toBe(false);
  });

  it('follows a path of field names below it', () => {
    const info = infoOf('{ products { items { productWork { imprint { value } } } } }');
    expect(asksFor(info, ['imprint'], ['items', 'productWork'])).toBe(true);
    expect(asksFor(info, ['imprint'], ['items'])).toBe(false);
    expect(asksFor(info, ['imprint'], ['productWork'])).toBe(false);
  });
});

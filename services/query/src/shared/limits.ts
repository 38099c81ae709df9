import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import {
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

import { pageSize } from './paging.ts';

/** How much one operation may ask for. The web app's own documents stay well inside (a test checks). */
export const queryLimits = {
  maxDepth: 10,
  maxAliases: 20,
  /** Objects the reply may hold at most: each list counts its page (25) or 10 items. */
  maxCost: 5000,
  maxTokens: 5000,
};

/** Items a list field may return: a page of a paged list, else a handful (a title's formats, an order's lines). */
const listSizeOf = (fieldName: string) => (fieldName === 'items' ? pageSize : 10);

interface Measure {
  depth: number;
  aliases: number;
  cost: number;
}

/**
 * Types are read by their printed form ("[Product!]!") and fields through `getFields`, never with
 * graphql-js's instanceof checks: the server's graphql and this module's may be two copies of the
 * library (its CommonJS and ES module builds), and the rule must measure the same under both.
 */
const isListOf = (type: GraphQLOutputType) => String(type).replace(/!$/, '').startsWith('[');
const namedTypeOf = (context: ValidationContext, type: GraphQLOutputType) =>
  context.getSchema().getType(String(type).replace(/[[\]!]/g, ''));
const fieldsOf = (type: GraphQLNamedType | null | undefined): Record<string, GraphQLField<unknown, unknown>> =>
  type && 'getFields' in type && typeof type.getFields === 'function' && !('parseValue' in type)
    ? (type.getFields() as never)
    : {};

function measure(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  parentType: GraphQLNamedType,
  visitedFragments: ReadonlySet<string>,
): Measure {
  const total: Measure = { depth: 0, aliases: 0, cost: 0 };
  for (const selection of selectionSet.selections) {
    let inner: Measure;
    if (selection.kind === Kind.FIELD) {
      const field = fieldsOf(parentType)[selection.name.value];
      const aliased = selection.alias ? 1 : 0;
      const type = field && namedTypeOf(context, field.type);
      if (!field || !type || !selection.selectionSet) {
        inner = { depth: 0, aliases: aliased, cost: 0 };
      } else {
        const child = measure(context, selection.selectionSet, type, visitedFragments);
        const items = isListOf(field.type) ? listSizeOf(selection.name.value) : 1;
        inner = { depth: child.depth + 1, aliases: child.aliases + aliased, cost: items * (1 + child.cost) };
      }
    } else {
      const fragment: FragmentDefinitionNode | null | undefined =
        selection.kind === Kind.FRAGMENT_SPREAD ? context.getFragment(selection.name.value) : null;
      if (selection.kind === Kind.FRAGMENT_SPREAD && (!fragment || visitedFragments.has(selection.name.value)))
        continue;
      const node = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragment!;
      const conditionName = node.typeCondition?.name.value;
      const type = (conditionName && context.getSchema().getType(conditionName)) || parentType;
      const visited =
        selection.kind === Kind.FRAGMENT_SPREAD
          ? new Set([...visitedFragments, selection.name.value])
          : visitedFragments;
      inner = measure(context, node.selectionSet, type, visited);
    }
    total.depth = Math.max(total.depth, inner.depth);
    total.aliases += inner.aliases;
    total.cost += inner.cost;
  }
  return total;
}

const limitError = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } } });

/** Refuses an operation nested too deep, with too many aliases, or asking for too many objects, before it runs. */
export const queryLimitsRule: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    const root =
      String(operation.operation) === 'mutation'
        ? context.getSchema().getMutationType()
        : context.getSchema().getQueryType();
    if (!root) return;
    const found = measure(context, operation.selectionSet, root, new Set());
    if (found.depth > queryLimits.maxDepth) {
      context.reportError(
        limitError(`This query is nested ${found.depth} levels deep; at most ${queryLimits.maxDepth} are allowed.`),
      );
    } else if (found.aliases > queryLimits.maxAliases) {
      context.reportError(
        limitError(`This query uses ${found.aliases} aliases; at most ${queryLimits.maxAliases} are allowed.`),
      );
    } else if (found.cost > queryLimits.maxCost) {
      context.reportError(
        limitError(
          `This query could return about ${found.cost} objects; at most ${queryLimits.maxCost} are allowed. Ask for fewer fields or pages.`,
        ),
      );
    }
  },
});

/** The limits as yoga plugins: a token limit while parsing, then the rule above while validating. */
export const queryLimitPlugins: Plugin[] = [
  maxTokensPlugin({ n: queryLimits.maxTokens }),
  { onValidate: ({ addValidationRule }) => addValidationRule(queryLimitsRule) },
];

import { typeDefs } from '@colophon/query/server';
import type { Express } from 'express';
import {
  buildSchema,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';

/** The API's schema, from the same files the query service serves. */
export const schema: GraphQLSchema = buildSchema(typeDefs.join('\n'));

export interface Operation {
  kind: 'query' | 'mutation';
  name: string;
  field: GraphQLField<unknown, unknown>;
}

/** Every Query and Mutation field: a new one is covered as soon as it is in the schema. */
export function operations(): Operation[] {
  const of = (kind: Operation['kind']) => {
    const type = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
    return Object.values(type?.getFields() ?? {}).map((field) => ({ kind, name: field.name, field }));
  };
  return [...of('query'), ...of('mutation')];
}

const named = (type: GraphQLInputType | GraphQLOutputType): GraphQLNamedType =>
  schema.getType(String(type).replace(/[[\]!]/g, ''))!;
const required = (type: GraphQLInputType) => String(type).endsWith('!');
const isList = (type: GraphQLInputType) => String(type).replace(/!$/, '').startsWith('[');

/** Values for one argument: `idFor` names the id to use for an ID argument. */
export interface ValueSource {
  id(argumentName: string): string;
  scalar(typeName: string, argumentName: string): unknown;
}

/** A value of an input type with every required field filled (and ids from the source). */
export function valueOf(type: GraphQLInputType, name: string, source: ValueSource, depth = 0): unknown {
  const namedType = named(type);
  const one = (): unknown => {
    if ('getValues' in namedType) return namedType.getValues()[0]!.value;
    if ('getFields' in namedType && depth < 4) {
      return Object.fromEntries(
        Object.values(namedType.getFields() as Record<string, { name: string; type: GraphQLInputType }>)
          .filter((field) => required(field.type))
          .map((field) => [field.name, valueOf(field.type, field.name, source, depth + 1)]),
      );
    }
    return namedType.name === 'ID' ? source.id(name) : source.scalar(namedType.name, name);
  };
  return isList(type) ? [one()] : one();
}

/** The cheapest selection of a return type: its typename, and a payload's errors. */
function selectionOf(type: GraphQLOutputType): string {
  const namedType = named(type);
  if (!('getFields' in namedType) || 'parseValue' in namedType) return '';
  const fields = namedType.getFields() as Record<string, unknown>;
  return `{ __typename${'errors' in fields ? ' errors { field message code }' : ''}${'position' in fields ? ' position' : ''} }`;
}

/** A document calling one operation with variables for its arguments (all of them, or only the required ones). */
export function documentFor(operation: Operation, source: ValueSource, allArguments = false) {
  const args = operation.field.args.filter((arg) => allArguments || required(arg.type));
  const variables = Object.fromEntries(args.map((arg) => [arg.name, valueOf(arg.type, arg.name, source)]));
  const declared = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const query = `${operation.kind}${declared ? `(${declared})` : ''} { ${operation.name}${passed ? `(${passed})` : ''} ${selectionOf(operation.field.type)} }`;
  return { query, variables, args };
}

export const takesIds = (operation: Operation) =>
  operation.field.args.some((arg) => named(arg.type).name === 'ID' && required(arg.type));

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every REST route of the app (method and path), read from express's own router: a new one is covered too. */
export function restRoutes(app: Express): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods))
          routes.push({ method: method.toUpperCase(), path: layer.route.path });
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return routes.filter((route) => typeof route.path === 'string' && route.path.startsWith('/') && route.path !== '/*');
}

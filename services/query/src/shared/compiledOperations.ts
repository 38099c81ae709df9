import type { DocumentNode, GraphQLSchema } from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';

/**
 * Runs each operation as a function compiled for it (graphql-jit) instead of walking the document
 * against the schema on every request. It is compiled once per parsed document and operation name:
 * yoga's parse cache hands the same document object to every request of the same text. An
 * operation the compiler does not take (an unknown operation name, say) runs on yoga's own
 * executor, which answers it as before. Errors raised while executing carry their path but no
 * locations in the document.
 */
export function compiledOperations(): Plugin {
  const compiledByDocument = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();
  const compiledFor = (schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined) => {
    let compiled = compiledByDocument.get(document);
    if (!compiled) compiledByDocument.set(document, (compiled = new Map()));
    let operation = compiled.get(operationName ?? '');
    if (operation === undefined) {
      const result = compileQuery(schema, document, operationName);
      operation = isCompiledQuery(result) ? result : null;
      compiled.set(operationName ?? '', operation);
    }
    return operation;
  };
  return {
    onExecute: ({ args, executeFn, setExecuteFn }) => {
      const compiled = compiledFor(args.schema as GraphQLSchema, args.document, args.operationName ?? undefined);
      if (!compiled) return;
      setExecuteFn((run) => {
        const result = compiled.query(run.rootValue, run.contextValue, run.variableValues);
        // Variables it refuses come back at once without data: yoga's executor answers those, with
        // its status (400) and messages.
        return result instanceof Promise || 'data' in result ? result : executeFn(run);
      });
    },
  };
}

import { buildSchema, type DocumentNode, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';

import * as webDocuments from '../../../../web/src/generated/graphql.ts';
import { typeDefs } from '../server.ts';
import { queryLimitsRule } from './limits.ts';

const schema = buildSchema(typeDefs.join('\n'));
const problems = (document: DocumentNode) =>
  validate(schema, document, [queryLimitsRule]).map((error) => error.message);

describe('query limits', () => {
  const documents = Object.entries(webDocuments).filter(([name]) => name.endsWith('Document')) as [
    string,
    DocumentNode,
  ][];

  it('let every operation of the web app through', () => {
    expect(documents.length).toBeGreaterThan(20);
    expect(documents.flatMap(([name, document]) => problems(document).map((problem) => `${name}: ${problem}`))).toEqual(
      [],
    );
  });

  it('refuse a query nested ten levels deep through titles and their formats', () => {
    const nested = Array.from({ length: 5 }).reduce<string>((inner) => `productWork { products { ${inner} } }`, 'id');
    expect(problems(parse(`{ products { items { ${nested} } } }`))).toEqual([
      'This query is nested 12 levels deep; at most 10 are allowed.',
    ]);
  });

  it('refuse many aliases of a list, and a query that could return too many objects', () => {
    const aliases = Array.from({ length: 30 }, (_, index) => `a${index}: creators { items { id } }`).join(' ');
    expect(problems(parse(`{ ${aliases} }`))).toEqual(['This query uses 30 aliases; at most 20 are allowed.']);
    const wide = Array.from(
      { length: 10 },
      (_, index) => `a${index}: products { items { productWork { products { productWork { title } } } } }`,
    ).join(' ');
    expect(problems(parse(`{ ${wide} }`))[0]).toMatch(
      /^This query could return about \d+ objects; at most 5000 are allowed/,
    );
  });
});

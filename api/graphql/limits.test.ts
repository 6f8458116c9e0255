import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema, getIntrospectionQuery, parse } from 'graphql';
import * as dashboardDocuments from '../../dashboard/src/graphql/generated/graphql';
import * as cliDocuments from '../../cli/graphql/generated/graphql';
import { createApp } from '../app';
import { listen, type RunningServer } from '../server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../testing/deps';
import { limitViolation, parseWithinLimits, QUERY_LIMITS } from './limits';

let server: RunningServer;
beforeAll(async () => {
  server = await listen(createApp(testDeps(), { dashboardDir: '/nonexistent' }), '127.0.0.1', 0);
});
afterAll(() => server.close());

type Answer = {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions: { code: string; errorCode: string; params?: Record<string, unknown> } }[];
};

async function gql(query: string, options: { lang?: string; token?: string } = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.lang ? { 'accept-language': options.lang } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

const aliases = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
const nested = (levels: number) => `{ ${'a { '.repeat(levels - 1)}b${' }'.repeat(levels)}`;

describe('limits of a GraphQL document, before validation and execution', () => {
  it('refuses 1,000 aliases with a 400 in Spanish by default and in English on request', async () => {
    const es = await gql(aliases(1000));
    expect(es.status).toBe(400);
    expect(es.body.data).toBeUndefined();
    expect(es.body.errors?.[0]).toEqual({
      message: `La consulta GraphQL usa 1000 alias y el máximo es ${QUERY_LIMITS.aliases}. Pide cada campo una vez o divídela en varias consultas.`,
      extensions: { code: 'BAD_REQUEST', errorCode: 'GRAPHQL_TOO_MANY_ALIASES', params: { max: QUERY_LIMITS.aliases, found: 1000 } },
    });
    const en = await gql(aliases(1000), { lang: 'en' });
    expect(en.body.errors?.[0].message).toBe(
      `The GraphQL query uses 1000 aliases and the maximum is ${QUERY_LIMITS.aliases}. Ask for each field once or split it into several queries.`,
    );
  });

  it('refuses a 50-level query with a 400 that names the depth, whatever the fields', async () => {
    const answer = await gql(nested(50), { lang: 'en' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toMatchObject({
      message: `The GraphQL query nests 50 levels and the maximum is ${QUERY_LIMITS.depth}. Ask for fewer levels or split it into several queries.`,
      extensions: { errorCode: 'GRAPHQL_TOO_DEEP' },
    });
  });

  it('refuses a wide query (one fragment spread 1,000 times) by its cost', async () => {
    const query = `{ me { ${'...P '.repeat(1000)}} } fragment P on Principal { id kind userName fullName permissions }`;
    const answer = await gql(query);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0].extensions).toMatchObject({ errorCode: 'GRAPHQL_TOO_COSTLY', params: { max: QUERY_LIMITS.cost } });
    expect(answer.body.errors?.[0].message).toMatch(/^La consulta GraphQL pide demasiado de una vez \(costo \d+, máximo 5000\)/);
  });

  it('stops parsing a document past the token limit', async () => {
    const answer = await gql(`{ ${'__typename '.repeat(QUERY_LIMITS.tokens)}}`, { lang: 'en' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toMatchObject({ extensions: { errorCode: 'GRAPHQL_TOO_LONG' } });
    expect(() => parseWithinLimits(`{ ${'__typename '.repeat(QUERY_LIMITS.tokens)}}`)).toThrow(/more than 20000 tokens/);
  });

  it('answers a query at the limits', async () => {
    const answer = await gql(aliases(QUERY_LIMITS.aliases));
    expect(answer.status).toBe(200);
    expect(answer.body.data?.a0).toBeNull();
  });

  it('lets GraphiQL introspect the schema (signed in)', async () => {
    const query = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    const answer = await gql(query, { token: TEST_OPERATOR_TOKEN });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.__schema).toBeTruthy();
  });

  it('lets every document of the dashboard and the CLI through, with room to spare', () => {
    const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
    const documents = [...Object.entries(dashboardDocuments), ...Object.entries(cliDocuments)].filter(([name]) => name.endsWith('Document'));
    expect(documents.length).toBeGreaterThan(150);
    for (const [name, text] of documents) expect(limitViolation(schema, parse(String(text))), name).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { z } from 'zod';
import { createApp } from '../app';
import { listen, type RunningServer } from '../server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../testing/deps';
import { extensionModule, type GraphqlModule } from './schema';

const logged: { level: number; msg: string; err?: { stack?: string } }[] = [];
const logger = pino({ level: 'debug' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
const deps = testDeps({ logger });
let server: RunningServer;

const probe: GraphqlModule = extensionModule({
  typeDefs: 'extend type Query { count(n: Int): Int } extend type Mutation { rename(name: String): String fault: Int }',
  resolvers: {
    Query: { count: (_parent, args: { n?: number }) => args.n ?? 0 },
    Mutation: {
      rename: (_parent, args: { name?: string }) => z.object({ name: z.string().min(5) }).parse(args).name,
      fault: () => {
        throw new Error('disk on fire');
      },
    },
  },
});

beforeAll(async () => {
  server = await listen(createApp(deps, { modules: [probe], dashboardDir: '/nonexistent' }), '127.0.0.1', 0);
});
afterAll(() => server.close());

async function gql(query: string, options: { variables?: unknown; token?: string; lang?: string } = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': options.lang ?? 'es',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify({ query, variables: options.variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string; extensions: { code: string; errorCode: string } }[] },
  };
}

/** The log lines a request left, once its "request completed" line is written. */
async function linesOf(work: () => Promise<unknown>) {
  const start = logged.length;
  await work();
  await expect.poll(() => logged.slice(start).some((line) => line.msg === 'request completed')).toBe(true);
  return logged.slice(start).filter((line) => line.msg !== 'request completed');
}

describe('errors of the caller and of the server in the log', () => {
  it("notes a bad variable as the caller's mistake (info, no stack) and answers BAD_USER_INPUT", async () => {
    let answer: Awaited<ReturnType<typeof gql>> | undefined;
    const lines = await linesOf(async () => (answer = await gql('query ($n: Int) { count(n: $n) }', { variables: { n: 'abc' } })));
    expect(answer?.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', errorCode: 'VALIDATION_FAILED' } });
    expect(answer?.body.errors?.[0].message).toMatch(/^Revisa los datos: .*\$n/);
    expect(lines).toEqual([expect.objectContaining({ level: 30, msg: 'invalid GraphQL input' })]);
    expect(JSON.stringify(lines)).not.toContain('stack');
  });

  it('notes input a resolver refused with a zod schema the same way', async () => {
    let answer: Awaited<ReturnType<typeof gql>> | undefined;
    const lines = await linesOf(async () => (answer = await gql('mutation { rename(name: "Ana") }', { lang: 'en' })));
    expect(answer?.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', errorCode: 'VALIDATION_FAILED' } });
    expect(answer?.body.errors?.[0].message).toMatch(/^Check the data: name:/);
    expect(lines.map((line) => [line.level, line.msg])).toEqual([[30, 'invalid GraphQL input']]);
    expect(JSON.stringify(lines)).not.toContain('stack');
  });

  it('does not log a query the schema refuses beyond the request line', async () => {
    const lines = await linesOf(() => gql('{ nope }'));
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
  });

  it('keeps a fault of the server at error level with its stack, and hides it from the caller', async () => {
    let answer: Awaited<ReturnType<typeof gql>> | undefined;
    const lines = await linesOf(async () => (answer = await gql('mutation { fault }')));
    expect(answer?.body.errors?.[0]).toMatchObject({ extensions: { code: 'INTERNAL_SERVER_ERROR', errorCode: 'INTERNAL' } });
    expect(JSON.stringify(answer?.body)).not.toContain('disk on fire');
    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: 'unexpected resolver error' })]);
    expect(lines[0].err?.stack).toContain('disk on fire');
  });
});

describe('introspection', () => {
  const INTROSPECT = '{ __schema { queryType { name } } }';

  it('is refused to anonymous callers with a clear message in their language', async () => {
    const es = await gql(INTROSPECT);
    expect(es.status).toBe(401);
    expect(es.body.errors?.[0]).toEqual({
      message: expect.stringMatching(/^El esquema de la API solo se muestra al personal con sesión iniciada/),
      extensions: { code: 'UNAUTHENTICATED', errorCode: 'INTROSPECTION_NOT_ALLOWED' },
    });
    expect(es.body.data).toBeUndefined();
    const en = await gql('{ __type(name: "Query") { name } }', { lang: 'en' });
    expect(en.body.errors?.[0].message).toMatch(/^The API schema is shown only to signed-in staff/);
    // __typename is not introspection of the schema: clients may ask for it.
    expect((await gql('{ __typename count(n: 2) }')).body.data).toEqual({ __typename: 'Query', count: 2 });
  });

  it('is answered for signed-in staff and the operator token (GraphiQL, tools)', async () => {
    const staff = await deps.sessions.sign({ kind: 'staff', id: 'U1', userName: 'admin', fullName: 'Admin', positionId: 'admin', permissions: new Set() });
    expect((await gql(INTROSPECT, { token: staff })).body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    expect((await gql(INTROSPECT, { token: TEST_OPERATOR_TOKEN })).body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});

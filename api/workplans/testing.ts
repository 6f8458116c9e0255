import { createApp } from '../app';
import { listen, type RunningServer } from '../server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../testing/deps';
import type { Principal } from '../context';
import type { GraphqlModule } from '../graphql/schema';

export interface GqlAnswer<T> {
  status: number;
  data?: T;
  errors?: {
    message: string;
    extensions: {
      errorCode: string;
      params?: Record<string, unknown>;
      fields?: Record<string, string>;
    };
  }[];
}

export interface ModuleTestApp {
  url: string;
  gql<T = Record<string, never>>(query: string, variables?: Record<string, unknown>, auth?: { token?: string; lang?: string }): Promise<GqlAnswer<T>>;
  /** A staff session token with just these permissions. */
  staffToken(permissions: string[], who?: Partial<Principal>): Promise<string>;
  operatorToken: string;
  close(): Promise<void>;
}

/** The API with only the given GraphQL modules, on the connected test database (store-operations HTTP tests). */
export async function startModuleTestApp(modules: GraphqlModule[]): Promise<ModuleTestApp> {
  const deps = testDeps();
  const server: RunningServer = await listen(createApp(deps, { modules, dashboardDir: '/nonexistent' }), '127.0.0.1', 0);
  return {
    url: server.url,
    operatorToken: TEST_OPERATOR_TOKEN,
    async gql(query, variables, auth = { token: TEST_OPERATOR_TOKEN }) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': auth.lang ?? 'en',
          ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return {
        status: response.status,
        ...((await response.json()) as object),
      };
    },
    staffToken: (permissions, who = {}) =>
      deps.sessions.sign({
        kind: 'staff',
        id: 'OPS001',
        userName: 'operaciones',
        fullName: 'Ricardo Sánchez Lara',
        positionId: 'operationsAssistant',
        permissions: new Set(permissions),
        ...who,
      }),
    close: () => server.close(),
  };
}

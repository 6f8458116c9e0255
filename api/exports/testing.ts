import { createApp } from '../app';
import type { ApiDeps, Principal } from '../context';
import type { GraphqlModule } from '../graphql/schema';
import { listen } from '../server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../testing/deps';
import { type CsvList } from './csvList';
import { csvLists } from './lists';
import { createExportRouter, EXPORT_API_BASE } from './routes';

export interface ListTestApp {
  url: string;
  operatorToken: string;
  /** A staff session token with just these permissions. */
  staffToken(permissions: string[]): Promise<string>;
  /** A GraphQL request as the operator (or `token`), answers in `language`. */
  gql<T>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
    language?: string,
  ): Promise<{ status: number; body: { data?: T; errors?: { message: string; extensions?: { errorCode?: string } }[] } }>;
  /** GET /api/export/<list>.csv?<params> as the operator (or `token`). */
  csv(list: string, params?: Record<string, string>, token?: string, language?: string): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The API with some GraphQL modules and the one list export on the connected test database (a list's
 * sort and CSV tests); `lists` adds lists the product registers itself, `overrides` its dependencies (services).
 */
export async function startListTestApp(modules: GraphqlModule[], lists: Record<string, CsvList> = {}, overrides: Partial<ApiDeps> = {}): Promise<ListTestApp> {
  const deps = testDeps(overrides);
  const server = await listen(
    createApp(deps, { modules, routers: { [EXPORT_API_BASE]: createExportRouter({ ...csvLists, ...lists }) }, dashboardDir: '/nonexistent' }),
    '127.0.0.1',
    0,
  );
  return {
    url: server.url,
    operatorToken: TEST_OPERATOR_TOKEN,
    staffToken: (permissions) =>
      deps.sessions.sign({
        kind: 'staff',
        id: 'LST001',
        userName: 'listas',
        fullName: 'Analista de Listas',
        positionId: 'listAnalyst',
        permissions: new Set(permissions),
      } as Principal),
    async gql(query, variables = {}, token = TEST_OPERATOR_TOKEN, language = 'es') {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': language },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: (await response.json()) as never };
    },
    csv: (list, params = {}, token = TEST_OPERATOR_TOKEN, language = 'es') =>
      fetch(`${server.url}/api/export/${list}.csv?${new URLSearchParams(params)}`, {
        headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      }),
    close: () => server.close(),
  };
}

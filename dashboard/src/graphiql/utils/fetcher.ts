import { graphqlEndpoint } from '../../graphql/client';
import { type FormattedExecutionResult } from 'graphql';

/** What GraphiQL hands the fetcher for one request. */
export interface GraphiqlRequest {
  query: string;
  operationName?: string | null;
  variables?: unknown;
}

/** GraphiQL's per-request options: the headers typed in its headers editor. */
export interface GraphiqlRequestOptions {
  headers?: Record<string, unknown>;
}

export interface DashboardFetcherOptions {
  /** The interface language, asked for again on every request so a switch applies at once. */
  language: () => string;
  fetch?: typeof fetch;
}

/**
 * GraphiQL's fetcher for the dashboard's own API: same origin, the session cookie, the
 * interface language, and the JSON answer as it came (errors included, for GraphiQL to show).
 * Headers typed in the editor are added, but never replace the content type or the language.
 */
export function createDashboardFetcher({ language, fetch: doFetch = globalThis.fetch }: DashboardFetcherOptions) {
  return async (request: GraphiqlRequest, options?: GraphiqlRequestOptions): Promise<FormattedExecutionResult> => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(options?.headers ?? {})) {
      if (typeof value === 'string' || typeof value === 'number') headers.set(name, String(value));
    }
    headers.set('Content-Type', 'application/json');
    headers.set('Accept', 'application/graphql-response+json, application/json');
    headers.set('Accept-Language', language());
    const response = await doFetch(graphqlEndpoint, {
      method: 'POST',
      credentials: 'include',
      headers,
      body: JSON.stringify({ query: request.query, operationName: request.operationName ?? undefined, variables: request.variables ?? {} }),
    });
    const contentType = response.headers.get('content-type') ?? '';
    if (contentType.includes('json')) return (await response.json()) as FormattedExecutionResult;
    return { errors: [{ message: `HTTP ${response.status}: ${(await response.text()).slice(0, 200)}` }] };
  };
}

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

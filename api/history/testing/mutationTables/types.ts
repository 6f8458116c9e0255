import type { HistoryTestApp } from '../../testing';

/**
 * The rows of the history coverage tables (api/history/mutations.test.ts runs them): each Mutation
 * field and each REST write is either called and must leave exactly one entry per changed record
 * (right actor, operation, recordType, fields), or states why it records nothing, or why it is not
 * called here with the recordTypes it records.
 */

export type Caller = 'admin' | 'operator';

export interface GqlCall {
  query: string;
  variables?: Record<string, unknown>;
  as?: Caller;
}

export interface RestCall {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  json?: unknown;
  /** A multipart body (file uploads). */
  form?: FormData;
  as?: Caller;
}

export type Call = GqlCall | RestCall;

/** What a row's call receives: the app, the administrator's session and a GraphQL reader. */
export interface TableContext {
  app: HistoryTestApp;
  adminCookie: string;
  /** A GraphQL read (or write) that must succeed, as the operator or the administrator. */
  data<T>(query: string, variables?: Record<string, unknown>, as?: Caller): Promise<T>;
}

export type CalledRow = {
  records: string[];
  call: (context: TableContext) => Promise<Call> | Call;
  operation?: 'create' | 'update' | 'delete';
  field?: string;
  /** Reads the answer (ids a later row needs). */
  keep?: (answer: Record<string, unknown>) => void;
};

/** A write that records nothing; with `call`, the runner checks that calling it leaves no entry. */
export type NothingRow = { nothing: string; call?: CalledRow['call'] };

export type Row = CalledRow | NothingRow | { notCalled: string; records: string[] };

export type Table = Record<string, Row>;

export const identity = (reason = "the caller's own identity flow (session, codes, challenge, attempts): no business record changes") => ({ nothing: reason });

/** A mutation that only starts or signals a workflow run: its activities write as the workflow. */
export const workflow = (records: string[], what = 'starts a workflow run') => ({
  notCalled: `${what}: the records are written by its activities as the workflow (workers/embedded/history.test.ts), and this app has no workflow runtime (services.workflows is unset, the gateway call answers BACKEND_UNAVAILABLE)`,
  records,
});

export const isGql = (call: Call): call is GqlCall => 'query' in call;

/** A multipart body with one PNG file under `field`. */
export function pngForm(field: string, png: Buffer, fileName: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(field, new Blob([new Uint8Array(png)], { type: 'image/png' }), fileName);
  return form;
}

import { performance } from 'node:perf_hooks';
import { customerClasses } from '../../domain/customers/classification';
import { dayOf } from '../../db/models/customers/customerCounts';
import {
  CatalogueProductsDocument,
  CustomerCountersDocument,
  CustomersDocument,
  HeadcountReportsDocument,
  MailMessagesDocument,
  SignInDocument,
  SmsMessagesDocument,
  StoreConfigPageDocument,
  UsersDocument,
  WorkflowRunPageDocument,
} from '../../dashboard/src/graphql/generated/graphql';

/**
 * bench:scale's side of the API: a staff member signed in with the session cookie, sending the
 * dashboard's own documents (dashboard/src/graphql/generated) with the variables its screens send
 * for their first page, and the commissions module's REST search. Each measure is one screen's
 * wait: the requests a screen sends together (the customer list's counters and page) run
 * together and the measure ends when the last answers.
 */
type Json = Record<string, unknown>;

export class StaffSession {
  private constructor(
    readonly url: string,
    /** The session cookie (name=value), for a request the session's helpers do not make (bench:live's event streams). */
    readonly cookie: string,
  ) {}

  static async signIn(url: string, userName: string, password: string): Promise<StaffSession> {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query: SignInDocument.toString(), variables: { input: { userName, password } } }),
    });
    const body = (await response.json()) as { data?: { signIn: { status: string } }; errors?: { message: string }[] };
    const cookie = response.headers.get('set-cookie')?.split(';')[0];
    if (body.data?.signIn.status !== 'SIGNED_IN' || !cookie) throw new Error(`could not sign in as ${userName}: ${JSON.stringify(body.errors ?? body.data)}`);
    return new StaffSession(url, cookie);
  }

  async gql<T = Json>(document: { toString(): string }, variables: Json = {}): Promise<T> {
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        'accept-language': 'es',
        cookie: this.cookie,
      },
      body: JSON.stringify({ query: document.toString(), variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length || !body.data) throw new Error(`GraphQL ${response.status}: ${body.errors?.map((error) => error.message).join('; ') ?? 'no data'}`);
    return body.data;
  }

  async post<T = Json>(path: string, body: Json): Promise<T> {
    const response = await fetch(`${this.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'es', cookie: this.cookie },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as T;
    if (!response.ok) throw new Error(`POST ${path} ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
    return answer;
  }
}

export type Target = { ms: number };

export interface Measure {
  name: string;
  target: Target;
  /** One screen's requests; returns what it showed (rows of a total), checked by the caller's eye. */
  run(session: StaffSession): Promise<string>;
}

export interface Measured {
  name: string;
  target: Target;
  samples: number[];
  shown: string;
  error?: string;
}

const LIST_MS = 300;
const KEY_SEARCH_MS = 50;
const NAME_SEARCH_MS = 300;
const FIRST_PAGE_MS = 300;
const CUSTOMER_PAGE_SIZE = 10;

const count = (value: number) => value.toLocaleString('en-US');

type CustomerFilter = { class?: string; customerTypeId?: string; changedSince?: string; search?: string };

/** The customer list as its screen loads it: the counters of the base filter and the first page of the filter with the clicked counter. */
async function customerList(session: StaffSession, filter: CustomerFilter): Promise<string> {
  const { class: clicked, ...base } = filter;
  const [counters, page] = await Promise.all([
    session.gql<{ customerCounters: Record<string, number> }>(CustomerCountersDocument, { filter: base }),
    session.gql<{ customers: { total: number; rows: unknown[] } }>(CustomersDocument, {
      filter: clicked ? { ...base, class: clicked } : base,
      page: 0,
      pageSize: CUSTOMER_PAGE_SIZE,
    }),
  ]);
  return `${page.customers.rows.length} rows of ${count(page.customers.total)} (counters total ${count(counters.customerCounters.total ?? 0)})`;
}

export interface SearchTarget {
  code: string;
  phone: string;
  namePart: string;
}

/** Every measure of issue 21, in the order the table prints them. */
export function measures(target: SearchTarget, organizationId: string, nowMs: number): Measure[] {
  const since = dayOf(nowMs - 30 * 86_400_000);
  return [
    { name: 'customers: first page', target: { ms: LIST_MS }, run: (session) => customerList(session, {}) },
    ...customerClasses.map((name): Measure => ({
      name: `customers: counter ${name}`,
      target: { ms: LIST_MS },
      run: (session) => customerList(session, { class: name }),
    })),
    { name: 'customers: by type CL', target: { ms: LIST_MS }, run: (session) => customerList(session, { customerTypeId: 'CL' }) },
    { name: `customers: changed since ${since}`, target: { ms: LIST_MS }, run: (session) => customerList(session, { changedSince: since }) },
    {
      name: 'customer search: pre-registration code',
      target: { ms: KEY_SEARCH_MS },
      run: async (session) => `${target.code}: ${await customerList(session, { search: target.code })}`,
    },
    {
      name: 'customer search: phone',
      target: { ms: KEY_SEARCH_MS },
      run: async (session) => `${target.phone}: ${await customerList(session, { search: target.phone })}`,
    },
    {
      name: 'customer search: part of a name',
      target: { ms: NAME_SEARCH_MS },
      run: async (session) => `"${target.namePart}": ${await customerList(session, { search: target.namePart })}`,
    },
    {
      name: 'users: first page',
      target: { ms: FIRST_PAGE_MS },
      run: async (session) => {
        const { users } = await session.gql<{ users: { total: number; items: unknown[] } }>(UsersDocument, { search: null, limit: 300, offset: 0 });
        return `${users.items.length} rows of ${count(users.total)}`;
      },
    },
    {
      name: 'products: first page',
      target: { ms: FIRST_PAGE_MS },
      run: async (session) => {
        const { catalogueProducts } = await session.gql<{ catalogueProducts: { total: number; rows: unknown[] } }>(CatalogueProductsDocument, {
          search: null,
          page: 0,
          pageSize: 25,
        });
        return `${catalogueProducts.rows.length} rows of ${count(catalogueProducts.total)}`;
      },
    },
    {
      name: 'stores: first page',
      target: { ms: FIRST_PAGE_MS },
      run: async (session) => {
        const { storeConfigPage } = await session.gql<{ storeConfigPage: { total: number; rows: unknown[] } }>(StoreConfigPageDocument, {
          page: 0,
          pageSize: 25,
        });
        return `${storeConfigPage.rows.length} rows of ${count(storeConfigPage.total)}`;
      },
    },
    {
      name: 'headcount reports: first page',
      target: { ms: FIRST_PAGE_MS },
      run: async (session) => {
        const { headcountReports } = await session.gql<{ headcountReports: { total: number; rows: unknown[] } }>(HeadcountReportsDocument, {
          search: null,
          statusName: null,
          page: 0,
          pageSize: 25,
        });
        return `${headcountReports.rows.length} rows of ${count(headcountReports.total)}`;
      },
    },
    {
      name: 'commission reports: search',
      target: { ms: FIRST_PAGE_MS },
      run: async (session) => {
        const { data } = await session.post<{ data: { total: number; results: unknown[] } }>('/api/commissions/report/search', {
          type: 'organization',
          organization_id: organizationId,
        });
        return `${data.results.length} rows of ${count(data.total)}`;
      },
    },
    {
      name: 'workflow runs: first page',
      target: { ms: FIRST_PAGE_MS },
      run: async (session) => {
        const { workflowRunPage } = await session.gql<{ workflowRunPage: { rows: unknown[]; total: number } }>(WorkflowRunPageDocument, {
          page: 0,
          pageSize: 25,
        });
        return `${workflowRunPage.rows.length} of ${workflowRunPage.total} rows`;
      },
    },
    {
      name: 'outbox: e-mail, first page',
      target: { ms: FIRST_PAGE_MS },
      run: async (session) => {
        const { mailMessagePage } = await session.gql<{ mailMessagePage: { total: number; rows: unknown[] } }>(MailMessagesDocument, { page: 0, pageSize: 25 });
        return `${mailMessagePage.rows.length} rows of ${count(mailMessagePage.total)}`;
      },
    },
    {
      name: 'outbox: SMS, first page',
      target: { ms: FIRST_PAGE_MS },
      run: async (session) => {
        const { smsMessagePage } = await session.gql<{ smsMessagePage: { total: number; rows: unknown[] } }>(SmsMessagesDocument, { page: 0, pageSize: 25 });
        return `${smsMessagePage.rows.length} rows of ${count(smsMessagePage.total)}`;
      },
    },
  ];
}

/** Runs a measure `repeats` times, one after another (the first one cold), keeping every duration. */
export async function measure(session: StaffSession, entry: Measure, repeats: number): Promise<Measured> {
  const samples: number[] = [];
  let shown = '';
  try {
    for (let run = 0; run < repeats; run += 1) {
      const started = performance.now();
      shown = await entry.run(session);
      samples.push(performance.now() - started);
    }
    return { name: entry.name, target: entry.target, samples, shown };
  } catch (error) {
    return { name: entry.name, target: entry.target, samples, shown, error: error instanceof Error ? error.message : String(error) };
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

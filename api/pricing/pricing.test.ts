import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { OrganizationModel } from '../../db/models/stores/organization';
import { PriceListExportModel } from '../../db/models/pricing/priceListExport';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { demoOrganizations } from '../../db/seed/demoStores';
import { loadConfig } from '../../config/config';
import { createLogger } from '../../config/logger';
import { createErpSimulator, startErpAgent, type ErpAgent } from '../../integrations/erp';
import { createActivities } from '../../workers/activities';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { customerTestServices, type CustomerTestServices } from '../../workflows/audits/testing';
import { createApp } from '../app';
import { listen, type RunningServer } from '../server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../testing/deps';
import { pricingModule } from './graphql';
import { exportDayOf, nextExportDay } from '../../domain/pricing/priceList';

let database: TestDatabase;
let workflows: EmbeddedWorkflows;
let agent: ErpAgent;
let server: RunningServer;
let services: CustomerTestServices;
let deps: ReturnType<typeof testDeps>;

beforeAll(async () => {
  database = await startTestDatabase();
  await Promise.all([OrganizationModel.init(), PriceListExportModel.init(), RemoteRequestModel.init(), RemoteRequestChunkModel.init()]);
  await OrganizationModel.insertMany(structuredClone(demoOrganizations));
  services = customerTestServices();
  workflows = await startEmbeddedWorkflows({ activities: createActivities({}) });
  agent = startErpAgent({ backend: createErpSimulator(), logger: createLogger('silent'), pollIntervalMs: 50 });
  deps = testDeps({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ERP_POLL_INTERVAL_MS: '100' }),
    services: { workflows: workflows.gateway, storage: services.storage },
  });
  server = await listen(createApp(deps, { modules: [pricingModule], dashboardDir: '/nonexistent' }), '127.0.0.1', 0);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await agent?.stop();
  await workflows?.close();
  services?.close();
  await database?.close();
});

type GqlAnswer<T> = { data?: T; errors?: { message: string; extensions: { errorCode: string } }[] };
async function gql<T>(query: string, variables: Record<string, unknown> = {}, token = TEST_OPERATOR_TOKEN, lang = 'es'): Promise<GqlAnswer<T>> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang, authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GqlAnswer<T>;
}

const EXPORT = /* GraphQL */ `
  mutation ($input: PriceListExportInput!) {
    exportPriceList(input: $input) {
      id
      companyId
      day
      lineCount
      customerCount
      fileName
      downloadUrl
      nextExportDay
      content
    }
  }
`;
const line = (clacte: string, claarti: string, precioofe: number) => ({ clacte, claemp: 2, claarti, precioofe });

describe('price list over HTTP', () => {
  it('reads the ERP customers through the ERP query process (an operation name, never SQL)', async () => {
    const started = await gql<{ startPriceListQuery: { workflowId: string } }>(
      'mutation { startPriceListQuery(table: "customers", companyId: 1) { workflowId } }',
    );
    expect(started.errors).toBeUndefined();
    const workflowId = started.data!.startPriceListQuery.workflowId;
    let answer: GqlAnswer<{ priceListQuery: { state: string; rows: { clacte: string; nomemp: string }[]; rowCount: number } }>;
    const deadline = Date.now() + 15_000;
    do {
      answer = await gql(`query ($id: ID!) { priceListQuery(workflowId: $id) { state rows rowCount error } }`, { id: workflowId });
      if (answer.data?.priceListQuery.state === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } while (Date.now() < deadline);
    expect(answer.data!.priceListQuery.state).toBe('done');
    expect(answer.data!.priceListQuery.rowCount).toBe(60);
    expect(answer.data!.priceListQuery.rows[0]).toMatchObject({ clacte: '100001', nomemp: 'BAMA' });
  });

  it('refuses an unknown table and a run that is not a price-list reading', async () => {
    const table = await gql('mutation { startPriceListQuery(table: "DROP TABLE", companyId: 1) { workflowId } }');
    expect(table.errors?.[0].extensions.errorCode).toBe('VALIDATION_FAILED');
    const other = await gql('query { priceListQuery(workflowId: "customerAudit-1") { state } }');
    expect(other.errors?.[0].extensions.errorCode).toBe('WORKFLOW_NOT_FOUND');
  });

  it('refuses a staff member without the menu, and lines priced at 0', async () => {
    const token = await deps.sessions.sign({ kind: 'staff', id: 'U1', userName: 'compras', fullName: 'Compras', permissions: new Set(['pricing.read']) });
    const forbidden = await gql(EXPORT, { input: { companyId: 1, from: '2026-11-26', to: '2026-12-31', lines: [line('1', 'A', 10)] } }, token);
    expect(forbidden.errors?.[0].extensions.errorCode).toBe('FORBIDDEN');
    const zero = await gql(EXPORT, { input: { companyId: 1, from: '2026-11-26', to: '2026-12-31', lines: [line('1', 'A', 0)] } });
    expect(zero.errors?.[0].extensions.errorCode).toBe('VALIDATION_FAILED');
    expect(zero.errors?.[0].message).toContain('Solo se pueden agregar artículos con precio mayor a 0');
  });

  it('exports once per company and day under 20 concurrent exports: exactly one file, the others told when', async () => {
    const input = { companyId: 2, from: '2026-11-26', to: '2026-12-31', lines: [line('200001', '100101', 18.5), line('200002', '-100101', 22)] };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => gql<{ exportPriceList: { id: string; content: string; lineCount: number } }>(EXPORT, { input })),
    );
    const done = answers.filter((answer) => answer.data?.exportPriceList);
    const refused = answers.filter((answer) => answer.errors);
    expect(done, JSON.stringify(answers[0])).toHaveLength(1);
    expect(refused).toHaveLength(19);
    const today = exportDayOf(Date.now());
    expect(refused.every((answer) => answer.errors![0].extensions.errorCode === 'PRICE_LIST_ALREADY_EXPORTED')).toBe(true);
    expect(refused[0].errors![0].message).toContain(nextExportDay(today));
    const files = await services.storage.list('private/pricing/excel/');
    expect(files.map((file) => file.key)).toEqual([`private/pricing/excel/2-${today}/ListadePrecios.csv`]);
    const content = done[0].data!.exportPriceList.content;
    expect(content.split('\r\n')[0]).toBe('ClaCte,ClaEmp,ClaArti,TipoPrecioVta,PctDescto,PrecioOfe,FecIniOfe,FecFinOfe,IdSesion');
    expect(content).toContain(`"'-100101"`);
    expect(content).toContain('26/11/2026,31/12/2026');
    expect(await PriceListExportModel.countDocuments({ companyId: 2 })).toBe(1);
    const history = await gql<{ priceListExports: { companyId: number; downloadUrl: string }[] }>('{ priceListExports { companyId downloadUrl } }');
    expect(history.data!.priceListExports).toHaveLength(1);
    expect(history.data!.priceListExports[0].downloadUrl).toContain('signature=');
  });

  it('the CLI path: without lines, exports the company current ERP offers', async () => {
    const answer = await gql<{ exportPriceList: { lineCount: number; customerCount: number } }>(EXPORT, {
      input: { companyId: 1, from: '2026-12-01', to: '2026-12-15' },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.exportPriceList.lineCount).toBeGreaterThan(20);
    const companies = await gql<{ priceListCompanies: { erpCompanyId: number; exportedToday: boolean }[] }>(
      '{ priceListCompanies { erpCompanyId exportedToday } }',
    );
    expect(companies.data!.priceListCompanies.map((company) => company.exportedToday)).toEqual([true, true]);
  }, 30_000);
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { OrganizationModel } from '../../db/models/stores/organization';
import { WarehouseModel } from '../../db/models/stores/warehouse';
import { PriceListExportModel } from '../../db/models/pricing/priceListExport';
import { RemoteRequestChunkModel, RemoteRequestModel } from '../../db/models/erp/remoteRequest';
import { generateDemoData } from '../../db/seed/demo';
import { seedRemoteCommandsDemo } from '../../db/seed/remoteCommands/seed';
import { loadConfig } from '../../config/config';
import { createLogger } from '../../config/logger';
import { createErpSimulator, startErpAgent, type ErpAgent } from '../../integrations/erp';
import { createActivities } from '../../workers/activities';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import { customerTestServices, type CustomerTestServices } from '../../workflows/audits/testing';
import { createApp } from '../../api/app';
import { listen, type RunningServer } from '../../api/server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../../api/testing/deps';
import { pricingModule } from '../../api/pricing/graphql';
import { remoteCommandsModule } from '../../api/remoteCommands/graphql';
import { apiArguments, runCliCaptured } from '../testing';

let database: TestDatabase;
let workflows: EmbeddedWorkflows;
let agent: ErpAgent;
let server: RunningServer;
let services: CustomerTestServices;
const dir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-cli-prices-'));

beforeAll(async () => {
  database = await startTestDatabase();
  const demo = generateDemoData(1);
  await Promise.all([OrganizationModel.init(), WarehouseModel.init(), PriceListExportModel.init(), RemoteRequestModel.init(), RemoteRequestChunkModel.init()]);
  await OrganizationModel.insertMany(demo.organizations);
  await WarehouseModel.insertMany(demo.warehouses);
  await seedRemoteCommandsDemo();
  services = customerTestServices();
  workflows = await startEmbeddedWorkflows({ activities: createActivities({}) });
  agent = startErpAgent({ backend: createErpSimulator(), logger: createLogger('silent'), pollIntervalMs: 50 });
  const deps = testDeps({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ERP_POLL_INTERVAL_MS: '100' }),
    services: { workflows: workflows.gateway, storage: services.storage },
  });
  server = await listen(createApp(deps, { modules: [pricingModule, remoteCommandsModule], dashboardDir: '/nonexistent' }), '127.0.0.1', 0);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await agent?.stop();
  await workflows?.close();
  services?.close();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

const cli = (args: string[]) => runCliCaptured([...apiArguments(server.url, TEST_OPERATOR_TOKEN), ...args], { columns: 200 });

describe('prices and commands from the CLI', () => {
  it('exports the price list once a day, writing the file, and refuses the second', async () => {
    const file = path.join(dir, 'lista.csv');
    const first = await cli(['--json', 'prices', 'export', '--company', '1', '--from', '2026-12-01', '--to', '2026-12-31', '--file', file]);
    expect(first.code, first.err).toBe(0);
    const answer = JSON.parse(first.out) as { lineCount: number; fileName: string };
    expect(answer.fileName).toBe('ListadePrecios.csv');
    const lines = readFileSync(file, 'utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('ClaCte,ClaEmp,ClaArti,TipoPrecioVta,PctDescto,PrecioOfe,FecIniOfe,FecFinOfe,IdSesion');
    expect(lines).toHaveLength(answer.lineCount + 1);
    const second = await cli(['prices', 'export', '--company', '1', '--from', '2026-12-01', '--to', '2026-12-31']);
    expect(second.code).not.toBe(0);
    expect(second.err).toMatch(/ya se generó hoy/);
    const bad = await cli(['prices', 'export', '--company', '1', '--from', '2026-02-30', '--to', '2026-12-31']);
    expect(bad.err).toContain('no es una fecha');
  }, 30_000);

  it('sends a command and shows the history; a kit command without --kit is refused', async () => {
    const sent = await cli(['--json', 'commands', 'send', '--store', 'co101', '--command', 'Reiniciar caja']);
    expect(sent.code, sent.err).toBe(0);
    expect(JSON.parse(sent.out)).toMatchObject({ warehouseId: 'CO101', remoteCommandName: 'Reiniciar caja', state: 'send' });
    const refused = await cli(['commands', 'send', '--store', 'CO101', '--command', 'Activar kit promocional']);
    expect(refused.code).not.toBe(0);
    expect(refused.err).toContain('kit promocional');
    const history = await cli(['commands', 'history', '--store', 'CO101']);
    expect(history.code, history.err).toBe(0);
    expect(history.out).toContain('Reiniciar caja');
    expect(history.out).toContain('enviado');
    const token = await cli(['--json', 'commands', 'token', '--store', 'CO101']);
    expect(token.code, token.err).toBe(0);
    expect(JSON.parse(token.out).token).toMatch(/^[\w-]+\.[\w-]+$/);
  });
});

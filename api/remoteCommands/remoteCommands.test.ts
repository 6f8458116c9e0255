import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { OrganizationModel } from '../../db/models/stores/organization';
import { WarehouseModel } from '../../db/models/stores/warehouse';
import { CustomerModel } from '../../db/models/customers/customer';
import { RemoteControlModel } from '../../db/models/remoteCommands/remoteControl';
import { StoreTokenModel } from '../../db/models/remoteCommands/storeToken';
import { testSecretHashCost } from '../../db/models/access/secrets';
import { generateDemoData } from '../../db/seed/demo';
import { seedRemoteCommandsDemo } from '../../db/seed/remoteCommands/seed';
import { startStoreSimulator } from '../../integrations/remoteCommands';
import { createApp } from '../app';
import { listen, type RunningServer } from '../server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../testing/deps';
import { remoteCommandsModule } from './graphql';
import { createPosRouter, POS_API_BASE } from './pos/routes';
import { issueStoreToken } from './pos/service';

let database: TestDatabase;
let server: RunningServer;
let token: string;
const EXPIRY_MS = 60_000;

beforeAll(async () => {
  database = await startTestDatabase();
  const demo = generateDemoData(1);
  await Promise.all([OrganizationModel.init(), WarehouseModel.init(), CustomerModel.init(), StoreTokenModel.init()]);
  await OrganizationModel.insertMany(demo.organizations);
  await WarehouseModel.insertMany(demo.warehouses);
  await CustomerModel.insertMany([
    { customerId: 'CLI001', customerName: 'Rosa Cruz', customerTypeId: 'CC', registrationWarehouseId: 'CO101' },
    { customerId: null, customerName: 'Sin id', customerTypeId: 'CC', registrationWarehouseId: 'CO101' },
    { customerId: 'CLI002', customerName: 'Sin tipo', customerTypeId: ' ', registrationWarehouseId: 'CO101' },
    { customerId: 'blacklist', customerName: 'Lista negra', customerTypeId: 'CL', registrationWarehouseId: 'CO101' },
    { customerId: 'CLI003', customerName: 'Otra tienda', customerTypeId: 'CL', registrationWarehouseId: 'CO102' },
  ]);
  await seedRemoteCommandsDemo();
  token = await issueStoreToken('CO101', 'test', testSecretHashCost);
  const deps = testDeps();
  deps.config.REMOTE_COMMAND_EXPIRY_MS = EXPIRY_MS;
  server = await listen(
    createApp(deps, {
      modules: [remoteCommandsModule],
      routers: { [POS_API_BASE]: createPosRouter({ expiryMs: () => EXPIRY_MS }) },
      dashboardDir: '/nonexistent',
    }),
    '127.0.0.1',
    0,
  );
}, 60_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

type GqlAnswer<T> = { data?: T; errors?: { message: string; extensions: { errorCode: string } }[] };
async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<GqlAnswer<T>> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'es', authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GqlAnswer<T>;
}
const SEND = /* GraphQL */ `
  mutation ($store: String!, $name: String!, $customer: String, $kit: String) {
    sendRemoteCommand(storeId: $store, commandName: $name, customerId: $customer, kitId: $kit) {
      id
      state
      params
      statuses {
        remoteControlStatusType
      }
    }
  }
`;
const pos = (path: string, init: RequestInit & { token?: string; posId?: string } = {}) =>
  fetch(`${server.url}${POS_API_BASE}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-store-token': init.token ?? token, 'x-pos-id': init.posId ?? 'CAJA101' },
  });

describe('remote commands over GraphQL', () => {
  it('offers the store customers without the ones lacking type or id and the blacklist', async () => {
    const answer = await gql<{ remoteCommandCustomers: { items: { customerId: string }[]; nextToken: string | null } }>(
      '{ remoteCommandCustomers(storeId: "CO101") { items { customerId } nextToken } }',
    );
    expect(answer.data!.remoteCommandCustomers.items.map((item) => item.customerId)).toEqual(['CLI001']);
  });

  it('lists the store kits with the expired one marked, and refuses sending it', async () => {
    const kits = await gql<{ remoteCommandKits: { productKitId: string; expired: boolean }[] }>(
      '{ remoteCommandKits(storeId: "CO101") { productKitId expired } }',
    );
    expect(kits.data!.remoteCommandKits.find((kit) => kit.productKitId === 'KIT_VERANO25')?.expired).toBe(true);
    expect(kits.data!.remoteCommandKits.filter((kit) => !kit.expired)).toHaveLength(3);
    const expired = await gql(SEND, { store: 'CO101', name: 'Activar kit promocional', kit: 'KIT_VERANO25' });
    expect(expired.errors?.[0].message).toBe('La promo está vencida... por favor seleccione otra...');
    const missing = await gql(SEND, { store: 'CO101', name: 'Sincronizar cliente' });
    expect(missing.errors?.[0].extensions.errorCode).toBe('REMOTE_COMMAND_CUSTOMER_REQUIRED');
    const blacklisted = await gql(SEND, { store: 'CO101', name: 'Sincronizar cliente', customer: 'blacklist' });
    expect(blacklisted.errors?.[0].extensions.errorCode).toBe('REMOTE_COMMAND_CUSTOMER_NOT_OFFERED');
    const disabled = await gql(SEND, { store: 'CO101', name: 'Depurar bitácora' });
    expect(disabled.errors?.[0].extensions.errorCode).toBe('REMOTE_COMMAND_DISABLED');
  });

  it('adds a command with JSON validated, edits it with its version and refuses a stale one', async () => {
    const bad = await gql('mutation { createRemoteCommand(input: { remoteCommandName: "X", command: "{oper: 1}" }) { id } }');
    expect(bad.errors?.[0].extensions.errorCode).toBe('VALIDATION_FAILED');
    const created = await gql<{ createRemoteCommand: { id: string; _version: number } }>(
      'mutation { createRemoteCommand(input: { remoteCommandName: "Abrir cajón", command: "{\\"oper\\":\\"openDrawer\\",\\"data\\":{}}" }) { id _version } }',
    );
    const { id, _version } = created.data!.createRemoteCommand;
    const update = `mutation ($id: ID!, $v: Int!) { updateRemoteCommand(input: { id: $id, _version: $v, remoteCommandDescription: "Abre el cajón", command: "{\\"oper\\":\\"openDrawer\\",\\"data\\":{\\"drawer\\":1}}" }) { remoteCommandName _version } }`;
    const first = await gql<{ updateRemoteCommand: { remoteCommandName: string; _version: number } }>(update, { id, v: _version });
    expect(first.data!.updateRemoteCommand).toEqual({ remoteCommandName: 'Abrir cajón', _version: _version + 1 });
    const stale = await gql(update, { id, v: _version });
    expect(stale.errors?.[0].extensions.errorCode).toBe('REMOTE_COMMAND_STALE');
  });
});

describe('the stores point-of-sale endpoint', () => {
  it('refuses a bad or missing token', async () => {
    expect((await pos('/commands', { token: 'nope.nope' })).status).toBe(401);
    expect((await pos('/commands', { token: `${token.split('.')[0]}.wrongsecret` })).status).toBe(401);
    expect((await pos('/commands', { token: '' })).status).toBe(401);
  });

  it('hands a command to only one of two points of sale polling at the same moment, then records executed', async () => {
    const sent = await gql<{ sendRemoteCommand: { id: string; state: string } }>(SEND, { store: 'CO101', name: 'Sincronizar cliente', customer: 'CLI001' });
    expect(sent.data!.sendRemoteCommand.state).toBe('send');
    const [a, b] = await Promise.all([pos('/commands', { posId: 'CAJA101' }), pos('/commands', { posId: 'CAJA102' })]);
    const taken = [
      ...((await a.json()) as { commands: { id: string; params: unknown }[] }).commands,
      ...((await b.json()) as { commands: { id: string }[] }).commands,
    ];
    expect(taken.map((command) => command.id)).toEqual([sent.data!.sendRemoteCommand.id]);
    const id = taken[0].id;
    const report = await pos(`/commands/${id}/report`, { method: 'POST', body: JSON.stringify({ status: 'executed', response: '{"ok":true}' }) });
    expect(report.status).toBe(200);
    const again = await pos(`/commands/${id}/report`, { method: 'POST', body: JSON.stringify({ status: 'failed' }) });
    expect(again.status).toBe(409);
    const history = await gql<{ remoteCommandHistory: { id: string; state: string; statuses: { remoteControlStatusType: string }[]; response: string }[] }>(
      '{ remoteCommandHistory(storeId: "CO101") { id state response statuses { remoteControlStatusType } } }',
    );
    const row = history.data!.remoteCommandHistory.find((entry) => entry.id === id)!;
    expect(row.state).toBe('executed');
    expect(row.statuses.map((status) => status.remoteControlStatusType)).toEqual(['send', 'received', 'executed']);
    expect(row.response).toBe('{"ok":true}');
  });

  it('another store cannot report a command it does not own; an unanswered one shows expired', async () => {
    const sent = await gql<{ sendRemoteCommand: { id: string } }>(SEND, { store: 'CO102', name: 'Reiniciar caja' });
    const id = sent.data!.sendRemoteCommand.id;
    expect((await pos(`/commands/${id}/report`, { method: 'POST', body: JSON.stringify({ status: 'executed' }) })).status).toBe(404);
    await RemoteControlModel.updateOne(
      { _id: id },
      { $set: { sentAt: Date.now() - EXPIRY_MS - 1000, 'remoteControlStatus.0.startDatetime': Math.floor((Date.now() - EXPIRY_MS - 1000) / 1000) } },
    );
    const history = await gql<{ remoteCommandHistory: { id: string; state: string }[] }>('{ remoteCommandHistory(storeId: "CO102") { id state } }');
    expect(history.data!.remoteCommandHistory.find((entry) => entry.id === id)?.state).toBe('expired');
  });

  it('the store simulator takes and answers: send → received → executed, and failed for the failure test', async () => {
    const ok = await gql<{ sendRemoteCommand: { id: string } }>(SEND, { store: 'CO101', name: 'Actualizar precios' });
    const ko = await gql<{ sendRemoteCommand: { id: string } }>(SEND, { store: 'CO101', name: 'Prueba de falla' });
    const simulator = startStoreSimulator({ apiUrl: server.url, stores: [{ warehouseId: 'CO101', token }], intervalMs: 60_000, executionMs: 1 });
    expect(await simulator.pollOnce()).toBe(2);
    await simulator.close();
    const states = await gql<{ remoteCommandHistory: { id: string; state: string }[] }>('{ remoteCommandHistory(storeId: "CO101") { id state } }');
    const stateOf = (id: string) => states.data!.remoteCommandHistory.find((entry) => entry.id === id)?.state;
    expect(stateOf(ok.data!.sendRemoteCommand.id)).toBe('executed');
    expect(stateOf(ko.data!.sendRemoteCommand.id)).toBe('failed');
  });
});

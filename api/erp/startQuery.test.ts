import { afterAll, beforeAll, expect, it } from 'vitest';
import type { WorkflowGateway } from '../../workers/gateway';
import { startListTestApp, type ListTestApp } from '../exports/testing';
import { erpModule } from './graphql';

/** startErpQuery checks a read as the System status form does (domain/erp/readQuery.ts), before any process starts. */
let app: ListTestApp;
const started: unknown[] = [];
// Only start is reached: the process itself is the workflow tests' (workflows/erp/erpQuery.test.ts).
const gateway = {
  backend: 'embedded',
  start: async (_type: string, input: unknown) => {
    started.push(input);
    return { workflowId: `erpQuery-${started.length}`, runId: 'r' };
  },
} as unknown as WorkflowGateway;

beforeAll(async () => {
  app = await startListTestApp([erpModule], {}, { services: { workflows: gateway } });
});
afterAll(async () => {
  await app?.close();
});

const START = `mutation ($operation: JSON!) { startErpQuery(operation: $operation) { workflowId } }`;
type Answer = { startErpQuery: { workflowId: string } };

it('starts a read the form would send, and refuses a reversed range or bad keys in the caller language with the field named', async () => {
  const good = await app.gql<Answer>(START, { operation: { operation: 'salesRange', companyId: 2, from: '01/03/2026', to: '31/03/2026' } });
  expect(good.body.data?.startErpQuery.workflowId).toBe('erpQuery-1');
  expect(started[0]).toMatchObject({ operation: { operation: 'salesRange', companyId: 2, from: '01/03/2026', to: '31/03/2026' } });

  const reversed = await app.gql<Answer>(START, { operation: { operation: 'salesRange', companyId: 1, from: '02/03/2026', to: '01/03/2026' } });
  expect(reversed.body.errors?.[0].extensions?.errorCode).toBe('ERP_OPERATION_INVALID');
  expect(reversed.body.errors?.[0].message).toBe('La operación del ERP no es válida: to: La fecha final debe ser posterior a la inicial.');
  const keys = await app.gql<Answer>(START, { operation: { operation: 'emptyContainerStock', companyId: 1, articleKeys: [] } }, undefined, 'en');
  expect(keys.body.errors?.[0].message).toMatch(/^The ERP operation is not valid: articleKeys: /);
  expect(started).toHaveLength(1);
});

it('refuses an insert started by a person, and a caller without erp.query', async () => {
  const insert = await app.gql<Answer>(START, { operation: { operation: 'insertPurchaseOrder', companyId: 1, orders: [], lines: [] } });
  expect(insert.body.errors?.[0].extensions?.errorCode).toBe('ERP_OPERATION_INVALID');
  const other = await app.staffToken(['customers.read']);
  const forbidden = await app.gql<Answer>(START, { operation: { operation: 'nextConsolidatedOrderId', companyId: 1 } }, other);
  expect(forbidden.body.errors?.[0].extensions?.errorCode).toBe('FORBIDDEN');
  expect(started).toHaveLength(1);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isIntegrationError } from '../shared/errors';
import { chunkPartnerRecords, createPartnerClient } from './client';
import { parseErrorItems, parsePartnerBatchReply } from './reply';
import { partnerChunkJson } from './records';
import { startPartnerSimulator, type PartnerSimulator } from './simulator';
import { type PartnerInventoryRecord, type PartnerSaleRecord } from './types';
import { saleAmountOf } from '../../domain/xadis/saleAmount';

const catalogue = Array.from({ length: 40 }, (_, index) => String(100100 + index));

function sales(count: number, day = '01/03/2026'): PartnerSaleRecord[] {
  return Array.from({ length: count }, (_, index) => ({
    fecha: day,
    tienda: `T${String(index % 25).padStart(3, '0')}`,
    sku: catalogue[Math.floor(index / 25) % catalogue.length],
    cantidad: (index % 7) + 1,
    importe: saleAmountOf('18.5', (index % 7) + 1),
  }));
}

describe('partner reply parsing', () => {
  it.each([
    ['Registros validados: 500. Registros insertados: 499.', '', 500, 499, 0],
    ['Se validaron 12 registros; 10 insertados', 'sku: 999, msg: SKU no existe\nsku: 998, msg: Fecha inválida', 12, 10, 2],
    ['OK', '[{"sku":"X1","msg":"SKU no existe en el catálogo"}]', 0, 0, 1],
  ])('reads counts and items from %j / %j', (mensaje, error, validated, inserted, errorCount) => {
    const result = parsePartnerBatchReply({ mensaje, error }, 1);
    expect(result.inserted).toBe(inserted);
    expect(result.errors).toHaveLength(errorCount);
    expect(result.validated).toBe(validated);
  });

  it('reads error items in JSON objects and in prose', () => {
    expect(parseErrorItems('{"errores":[{"sku":"A","msg":"m1"}]}')).toEqual([{ sku: 'A', msg: 'm1' }]);
    expect(parseErrorItems('sku=Z9; msg=Cantidad inválida')).toEqual([{ sku: 'Z9', msg: 'Cantidad inválida' }]);
    expect(parseErrorItems('')).toEqual([]);
  });

  it('falls back to records minus errors when no validated count is given', () => {
    expect(parsePartnerBatchReply({ mensaje: 'listo', error: '[{"sku":"1","msg":"x"}]' }, 10).validated).toBe(9);
  });
});

describe('partner client against the simulator', () => {
  let simulator: PartnerSimulator;
  let clock = Date.parse('2026-03-02T10:00:00Z');

  beforeAll(async () => {
    simulator = await startPartnerSimulator({ port: 0, catalogue, sessionTtlMs: 60_000, now: () => clock });
  });
  afterAll(async () => {
    await simulator.close();
  });

  it('rejects bad credentials with the spec banner text', async () => {
    const client = createPartnerClient({ url: simulator.url });
    const failure = await client.login('demo', 'wrong', 'BAM000101AAA', 'CO129').catch((error: unknown) => error);
    expect(isIntegrationError(failure, 'PARTNER_LOGIN_FAILED')).toBe(true);
    if (isIntegrationError(failure)) {
      expect(failure.messageIn('es')).toBe('Hubo un error al intentar comunicarse con el servicios de grupo modelo');
    }
  });

  it('sends a 500-record sales batch and an inventory batch with an unknown SKU', async () => {
    const client = createPartnerClient({ url: simulator.url });
    const session = await client.login('demo', 'demo', 'BAM000101AAA', 'CO129');
    const batch = sales(500);
    const result = await client.ventaJson(session, 'CO129', batch);
    expect(result).toMatchObject({ rejected: false, validated: 500, inserted: 500, errors: [] });

    const again = await client.ventaJson(session, 'CO129', batch.slice(0, 10));
    expect(again).toMatchObject({ validated: 10, inserted: 0 });

    const inventory: PartnerInventoryRecord[] = [
      { fecha: '01/03/2026', tienda: 'T001', sku: catalogue[0], existencia: 40 },
      { fecha: '01/03/2026', tienda: 'T001', sku: '999999', existencia: 3 },
      { fecha: '01/03/2026', tienda: 'T002', sku: catalogue[1], existencia: 12 },
    ];
    const inventoryResult = await client.inventarioJson(session, 'CO129', inventory);
    expect(inventoryResult.validated).toBe(2);
    expect(inventoryResult.inserted).toBe(2);
    expect(inventoryResult.errors).toEqual([{ sku: '999999', msg: 'SKU no existe en el catálogo' }]);
    expect(simulator.stored('inventarioJson')).toHaveLength(2);

    const otherWarehouse = await client.ventaJson(session, 'CO130', batch.slice(0, 1)).catch((error: unknown) => error);
    expect(otherWarehouse).toMatchObject({ rejected: true, inserted: 0, error: 'El almacén no corresponde a la sesión' });

    await client.logout(session);
    expect(simulator.openSessions()).toBe(0);
  });

  it('refuses a chunk above 500 records before sending, and splits records into 500s', async () => {
    const client = createPartnerClient({ url: simulator.url });
    const session = { id: 'x', warehouseCode: 'CO129', startedAt: new Date() };
    await expect(client.ventaJson(session, 'CO129', sales(501))).rejects.toMatchObject({ code: 'PARTNER_BATCH_TOO_LARGE' });
    expect(chunkPartnerRecords(sales(1201)).map((chunk) => chunk.length)).toEqual([500, 500, 201]);
  });

  it('reports an expired session', async () => {
    const client = createPartnerClient({ url: simulator.url });
    const session = await client.login('demo', 'demo', 'BAM000101AAA', 'CO129');
    clock += 61_000;
    await expect(client.ventaJson(session, 'CO129', sales(3))).rejects.toMatchObject({ code: 'PARTNER_SESSION_EXPIRED' });
    await expect(client.logout(session)).resolves.toBeUndefined();
  });

  it("sends a chunk's JSON written ahead as it is, and writes it when it was not", async () => {
    const bodies: { datos: string }[] = [];
    const fetchImpl: typeof fetch = async (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)) as { datos: string });
      return new Response(JSON.stringify({ mensaje: 'Registros validados: 2. Registros insertados: 2.', error: '' }), { status: 200 });
    };
    const client = createPartnerClient({ url: 'http://partner.example/', fetchImpl });
    const session = { id: 's1', warehouseCode: 'CO129', startedAt: new Date() };
    const chunk = sales(2);
    const written = partnerChunkJson('ventaJson', chunk);
    await client.sendBatch('ventaJson', session, 'CO129', chunk, written);
    await client.sendBatch('ventaJson', session, 'CO129', chunk);
    expect(bodies.map((body) => body.datos)).toEqual([written, written]);
  });

  it('reports an unreachable partner', async () => {
    const client = createPartnerClient({ url: 'http://127.0.0.1:9/', timeoutMs: 2000 });
    await expect(client.login('demo', 'demo', 'BAM000101AAA', 'CO129')).rejects.toMatchObject({ code: 'PARTNER_UNREACHABLE' });
  });

  it('knows the demo catalogue by default', async () => {
    const { demoProducts } = await import('../../db/seed');
    const defaults = await startPartnerSimulator({ port: 0 });
    try {
      const client = createPartnerClient({ url: defaults.url });
      const session = await client.login('demo', 'demo', 'BAM000101AAA', 'CO129');
      const result = await client.inventarioJson(session, 'CO129', [{ fecha: '01/03/2026', tienda: 'CO101', sku: demoProducts()[0].sku, existencia: 5 }]);
      expect(result).toMatchObject({ validated: 1, inserted: 1, errors: [] });
    } finally {
      await defaults.close();
    }
  });
});

import { performance } from 'node:perf_hooks';
import { startTestDatabase } from '../../db/testing';
import { AttendantModel } from '../../db/models/access/attendant';
import { calculateHeadcount, headcountStoreIds, HEADCOUNT_BATCH_SIZE_FOR_BENCH, WorkTeamTemplateModel } from './support';
import { WarehouseModel } from '../../db/models/stores/warehouse';
import { generateDemoData } from '../../db/seed/demo';
import { demoWorkTeamTemplates } from '../../db/seed/headcount/demo';

/**
 * npm run bench:headcount: the daily calculation for 1,000 stores with 30 staff each (30,000
 * attendants) on the embedded document server, in batches as the process runs them. Prints stores
 * per second and peak memory; target under 10 s. Baseline in the same run: one store at a time.
 */
const STORES = 1000;
const STAFF = 30;

async function main() {
  const database = await startTestDatabase();
  try {
    const base = generateDemoData(1).warehouses[0];
    const stores = Array.from({ length: STORES }, (_, index) => ({
      ...structuredClone(base),
      warehouseId: `B${String(index).padStart(5, '0')}`,
      warehouseName: `Bench ${index}`,
      workTeamTemplateId: 'WTT-GRANDE',
    }));
    await WarehouseModel.insertMany(stores);
    await WorkTeamTemplateModel.insertMany(demoWorkTeamTemplates);
    const positions = ['manager', 'attendantManager', 'attendant', 'attendant', 'attendant', 'floorHelper'];
    const staff = stores.flatMap((store, storeIndex) =>
      Array.from({ length: STAFF }, (_, index) => ({
        attendantId: `BA-${storeIndex}-${index}`,
        fullName: 'Bench Staff',
        userName: `bench${storeIndex}x${index}`,
        userNameKey: `bench${storeIndex}x${index}`,
        organizationId: '01',
        active: index % 11 !== 0,
        warehouse: { warehouseId: store.warehouseId, warehouseName: store.warehouseName },
        position: { positionId: positions[index % positions.length], positionName: positions[index % positions.length] },
        incidents:
          index % 7 === 0
            ? [
                {
                  incidentId: `I-${storeIndex}-${index}`,
                  datetime: 1,
                  day: '2026-11-20',
                  warehouseId: store.warehouseId,
                  description: 'Falta',
                  headcountCount: true,
                },
              ]
            : [],
      })),
    );
    for (let offset = 0; offset < staff.length; offset += 5000) await AttendantModel.insertMany(staff.slice(offset, offset + 5000), { lean: true });
    let peak = process.memoryUsage().rss;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const ids = await headcountStoreIds();
    const started = performance.now();
    for (let offset = 0; offset < ids.length; offset += HEADCOUNT_BATCH_SIZE_FOR_BENCH)
      await calculateHeadcount('2026-11-20', ids.slice(offset, offset + HEADCOUNT_BATCH_SIZE_FOR_BENCH));
    const batched = (performance.now() - started) / 1000;
    const baselineStores = ids.slice(0, 50);
    const baselineStart = performance.now();
    for (const id of baselineStores) await calculateHeadcount('2026-11-21', [id]);
    const perStore = (performance.now() - baselineStart) / 1000 / baselineStores.length;
    clearInterval(timer);
    console.log(`stores: ${ids.length}, staff: ${staff.length}`);
    console.log(
      `batched (${HEADCOUNT_BATCH_SIZE_FOR_BENCH} per batch): ${batched.toFixed(2)} s, ${(ids.length / batched).toFixed(0)} stores/s (target < 10 s: ${batched < 10 ? 'met' : 'MISSED'})`,
    );
    console.log(`baseline one store at a time: ${(1 / perStore).toFixed(0)} stores/s, ratio ${((ids.length / batched) * perStore).toFixed(1)}x`);
    console.log(`peak memory (rss): ${(peak / 1024 / 1024).toFixed(0)} MB`);
  } finally {
    await database.close();
  }
}

void main();

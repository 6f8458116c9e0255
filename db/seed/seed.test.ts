import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../testing';
import { AttendantModel } from '../models/access/attendant';
import { testSecretHashCost, verifySecret } from '../models/access/secrets';
import { CustomerTypeModel } from '../models/customers/customerType';
import { ParamModel } from '../models/params/param';
import { ProductModel } from '../models/products/product';
import { WarehouseModel } from '../models/stores/warehouse';
import { DEMO_SEED_VERSION } from './constants';
import { DEMO_PASSWORD, DEMO_PIN } from './demoAccess';
import { generateDemoData } from './demo';
import { isSeeded, readDemoSeedState, seedDemoData, seededCollections, type SeedResult } from './seed';

let database: TestDatabase;
const data = generateDemoData();
const options = { hashCost: testSecretHashCost };

beforeAll(async () => {
  database = await startTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

function totals(result: SeedResult) {
  const counts = Object.values(result.collections);
  return {
    inserted: counts.reduce((sum, count) => sum + count.inserted, 0),
    updated: counts.reduce((sum, count) => sum + count.updated, 0),
    unchanged: counts.reduce((sum, count) => sum + count.unchanged, 0),
  };
}

describe('seedDemoData', () => {
  let first: SeedResult;

  it('inserts every generated record and records the seed', async () => {
    expect(await isSeeded()).toBe(false);
    first = await seedDemoData(options);
    for (const collection of seededCollections) {
      expect(first.collections[collection], collection).toMatchObject({ inserted: data[collection].length, updated: 0 });
    }
    expect(await WarehouseModel.countDocuments()).toBe(32);
    expect(await ProductModel.countDocuments()).toBe(110);
    // The generated parameters plus the purchasing area's exclusions (db/seed/purchasing).
    expect(await ParamModel.countDocuments()).toBe(data.params.length + 1);
    expect(await isSeeded()).toBe(true);
    expect(await readDemoSeedState()).toMatchObject({ version: DEMO_SEED_VERSION, seed: 1 });
  });

  it('changes nothing when run again', async () => {
    const before = await WarehouseModel.findOne({ warehouseId: 'CO101' }).lean();
    const stateBefore = await readDemoSeedState();
    const second = await seedDemoData(options);
    expect(totals(second)).toEqual({ inserted: 0, updated: 0, unchanged: totals(first).inserted });
    const after = await WarehouseModel.findOne({ warehouseId: 'CO101' }).lean();
    expect(after?._version).toBe(1);
    expect(after?.updatedAt).toEqual(before?.updatedAt);
    expect(await readDemoSeedState()).toEqual(stateBefore);
  });

  it('stores only argon2id hashes of the demo password and PIN, hidden from ordinary reads', async () => {
    const plain = await AttendantModel.findOne({ userName: 'admin' }).lean();
    expect(plain).not.toHaveProperty('passwordHash');
    const admin = await AttendantModel.findOne({ userNameKey: 'admin' }).select('+passwordHash +pinHash').lean();
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifySecret(admin?.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(await verifySecret(admin?.passwordHash, 'wrong-password')).toBe(false);
    expect(await verifySecret(admin?.pinHash, DEMO_PIN)).toBe(true);
    const cashier = await AttendantModel.findOne({ userName: 'CO101C1' }).select('+passwordHash').lean();
    expect(cashier?.passwordHash).toBeNull();
  });

  it('restores an edited or soft-deleted demo record, bumps its version and leaves other records alone', async () => {
    await CustomerTypeModel.updateOne({ customerTypeId: 'CL' }, { $set: { customerTypeName: 'Editado' } });
    await WarehouseModel.updateOne({ warehouseId: 'CO102' }, { $set: { _deleted: true } });
    await CustomerTypeModel.create({
      customerTypeId: 'CX',
      customerTypeName: 'Creado por un usuario',
      labels: { es: 'Creado por un usuario', en: 'Created by a user' },
    });
    const edited = await CustomerTypeModel.findOne({ customerTypeId: 'CL' }).lean();
    expect(edited?._version).toBe(2);
    const result = await seedDemoData(options);
    expect(result.collections.customerTypes).toMatchObject({ inserted: 0, updated: 1, unchanged: 4 });
    expect(result.collections.warehouses).toMatchObject({ updated: 1 });
    const restored = await CustomerTypeModel.findOne({ customerTypeId: 'CL' }).lean();
    expect(restored).toMatchObject({ customerTypeName: 'Cliente Leal', _version: 3 });
    expect((await WarehouseModel.findOne({ warehouseId: 'CO102' }).lean())?._deleted).toBeNull();
    expect(await CustomerTypeModel.exists({ customerTypeId: 'CX' })).not.toBeNull();
  });

  it('keeps a password the user changed, rehashes a missing one, and reset brings the demo password back', async () => {
    await AttendantModel.updateOne({ userNameKey: 'compras' }, { $set: { passwordHash: '$argon2id$changed' } });
    await AttendantModel.updateOne({ userNameKey: 'auditor' }, { $set: { passwordHash: null } });
    const reseeded = await seedDemoData(options);
    expect(reseeded.collections.attendants).toMatchObject({ inserted: 0, updated: 1 });
    const kept = await AttendantModel.findOne({ userNameKey: 'compras' }).select('+passwordHash').lean();
    expect(kept?.passwordHash).toBe('$argon2id$changed');
    const rehashed = await AttendantModel.findOne({ userNameKey: 'auditor' }).select('+passwordHash').lean();
    expect(await verifySecret(rehashed?.passwordHash, DEMO_PASSWORD)).toBe(true);
    const result = await seedDemoData({ ...options, reset: true });
    expect(result.reset).toBe(true);
    expect(totals(result).inserted).toBe(totals(first).inserted);
    const restored = await AttendantModel.findOne({ userNameKey: 'compras' }).select('+passwordHash').lean();
    expect(await verifySecret(restored?.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(await CustomerTypeModel.exists({ customerTypeId: 'CX' })).toBeNull();
    expect(await isSeeded()).toBe(true);
  });
});

describe('unique business ids', () => {
  const expectDuplicate = async (write: Promise<unknown>) => {
    await expect(write).rejects.toMatchObject({ code: 11000 });
  };

  it('rejects a second warehouse with the same warehouseId', async () => {
    const copy = { ...data.warehouses[0]!, warehouseName: 'Duplicada' };
    await expectDuplicate(WarehouseModel.create(copy));
  });

  it('rejects a product whose sku or productId repeats within a company, and allows it in another', async () => {
    const bama = data.products.find((product) => product.organization.organizationId === '01' && product.sku === '40002')!;
    await expectDuplicate(ProductModel.create({ ...bama, productId: 'P-OTHER' }));
    await expectDuplicate(ProductModel.create({ ...bama, sku: '99999' }));
    const other = await ProductModel.create({ ...bama, organization: { organizationId: '02', organizationName: 'TCO' } });
    expect(other.sku).toBe('40002');
  });

  it('rejects a user name that differs only in case', async () => {
    const attendant = { ...data.attendants[0]!, attendantId: 'ATT9999', userName: 'ADMIN', userNameKey: 'admin' };
    await expectDuplicate(AttendantModel.create(attendant));
  });

  it('rejects a second param for the same name, key and start date', async () => {
    const param = data.params.find((candidate) => candidate.param === 'display')!;
    await expectDuplicate(ParamModel.create({ ...param, value: '99' }));
  });
});

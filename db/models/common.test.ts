import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../testing';
import { AttendantModel } from './access/attendant';
import { hashSecret, testSecretHashCost, verifySecret } from './access/secrets';
import mongoose from 'mongoose';
import { fromStored, moneyText } from '../../domain/common/money';
import { toStored } from './common';
import { CustomerTypeModel } from './customers/customerType';
import { ProductModel } from './products/product';
import { ProviderProductModel } from './products/providerProduct';
import { WarehouseModel } from './stores/warehouse';
import { generateDemoData } from '../seed/demo';

describe('toStored', () => {
  it.each([
    [1.23456, '1.2346'],
    [1.00005, '1.0001'],
    [2.675, '2.675'],
    [0.1 + 0.2, '0.3'],
    [12.33699999, '12.3370'],
    ['2.13505', '2.1351'],
    [0, '0'],
  ])('stores %s as Decimal128 %s, half-up to 4 decimals', (input, expected) => {
    const stored = toStored(input);
    expect(stored).toBeInstanceOf(mongoose.Types.Decimal128);
    expect(moneyText(fromStored(stored))).toBe(moneyText(expected));
  });
});

describe('secrets', () => {
  it('hashes with argon2id and verifies only the right secret', async () => {
    const hash = await hashSecret('1234', testSecretHashCost);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifySecret(hash, '1234')).toBe(true);
    expect(await verifySecret(hash, '4321')).toBe(false);
    expect(await verifySecret('not a hash', '1234')).toBe(false);
    expect(await verifySecret(null, '1234')).toBe(false);
  });
});

describe('models against the database', () => {
  let database: TestDatabase;
  const data = generateDemoData();

  beforeAll(async () => {
    database = await startTestDatabase();
    await Promise.all([CustomerTypeModel, ProductModel, ProviderProductModel, WarehouseModel, AttendantModel].map((model) => model.createIndexes()));
  });

  afterAll(async () => {
    await database?.close();
  });

  it('starts records at version 1, live, and bumps the version on save and on updates', async () => {
    const created = await CustomerTypeModel.create({
      customerTypeId: 'CZ',
      customerTypeName: 'Prueba',
      labels: { es: 'Prueba', en: 'Test' },
    });
    expect(created._version).toBe(1);
    expect(created._deleted).toBeNull();
    expect(created._lastChangedAt).toBeGreaterThan(0);
    created.customerTypeName = 'Prueba 2';
    await created.save();
    expect(created._version).toBe(2);
    await CustomerTypeModel.updateOne({ customerTypeId: 'CZ' }, { $set: { defaultType: true } });
    const updated = await CustomerTypeModel.findOneAndUpdate({ customerTypeId: 'CZ' }, { $set: { customerTypeName: 'Prueba 3' } }, { new: true }).lean();
    expect(updated?._version).toBe(4);
  });

  it('leaves the version alone when the caller increments it for optimistic concurrency', async () => {
    const result = await CustomerTypeModel.updateOne(
      { customerTypeId: 'CZ', _version: 4 },
      { $set: { customerTypeName: 'Con versión' }, $inc: { _version: 1 } },
    );
    expect(result.modifiedCount).toBe(1);
    const stale = await CustomerTypeModel.updateOne({ customerTypeId: 'CZ', _version: 4 }, { $set: { customerTypeName: 'Desfasado' }, $inc: { _version: 1 } });
    expect(stale.matchedCount).toBe(0);
    expect((await CustomerTypeModel.findOne({ customerTypeId: 'CZ' }).lean())?._version).toBe(5);
  });

  it('stores money as Decimal128 rounded half-up to 4 decimals, on create and on update, and reads old numbers', async () => {
    const product = await ProductModel.create({ ...data.products[0]!, currentSellPrice: 22.123456 });
    expect(moneyText(fromStored(product.currentSellPrice))).toBe('22.1235');
    await ProductModel.updateOne({ _id: product._id }, { $set: { currentSellPrice: '19.99995' } });
    const lean = await ProductModel.findById(product._id).lean();
    expect(lean?.currentSellPrice).toBeInstanceOf(mongoose.Types.Decimal128);
    expect(moneyText(fromStored(lean?.currentSellPrice))).toBe('20');
    const item = await ProviderProductModel.create({ ...data.providerProducts[0]!, purchasePrice: 10.000049 });
    expect(moneyText(fromStored(item.purchasePrice))).toBe('10');
    // A document an older version wrote holds a plain number: it reads the same, and sorts and sums with the Decimal128 ones.
    await ProductModel.collection.updateOne({ _id: product._id }, { $set: { currentSellPrice: 4.015 } });
    expect(moneyText(fromStored((await ProductModel.findById(product._id).lean())?.currentSellPrice))).toBe('4.015');
    const [sum] = await ProviderProductModel.aggregate<{ total: unknown }>([
      { $match: { _id: item._id } },
      { $group: { _id: null, total: { $sum: '$purchasePrice' } } },
    ]);
    expect(moneyText(fromStored(sum?.total as never))).toBe('10');
  });

  it('rejects coordinates out of range and a negative price', async () => {
    const store = data.warehouses[0]!;
    await expect(WarehouseModel.create({ ...store, warehouseId: 'BAD1', location: { type: 'Point', coordinates: [18.11, -194.45] } })).rejects.toThrow(
      /longitude, latitude/,
    );
    await expect(ProductModel.create({ ...data.products[1]!, currentSellPrice: -1 })).rejects.toThrow(/currentSellPrice/);
  });

  it('derives the case-insensitive user name key and refuses anything but an argon2id hash', async () => {
    const base = { ...data.attendants[0]!, attendantId: 'ATT9000', userNameKey: 'ignored' };
    const created = await AttendantModel.create({ ...base, userName: 'Nuevo.Usuario', passwordHash: null });
    expect(created.userNameKey).toBe('nuevo.usuario');
    await expect(AttendantModel.create({ ...base, attendantId: 'ATT9001', userName: 'otro.usuario', passwordHash: 'plain-text' })).rejects.toThrow(
      /passwordHash/,
    );
  });
});

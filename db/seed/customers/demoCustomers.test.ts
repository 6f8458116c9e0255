import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../testing';
import { CustomerModel } from '../../models/customers/customer';
import { AuditModel } from '../../models/audits/audit';
import { PostalCodeModel } from '../../models/catalog/postalCode';
import { customerClasses } from '../../../domain/customers/classification';
import { generateDemoCustomers, seedDemoCustomers } from './demoCustomers';

let database: TestDatabase;
beforeAll(async () => {
  database = await startTestDatabase();
}, 60_000);
afterAll(async () => {
  await database.close();
});

describe('demo customers', () => {
  it('are deterministic', () => {
    expect(generateDemoCustomers()).toEqual(generateDemoCustomers());
  });

  it('fill every counter, keep a pending audit with coincidences, and seed once', async () => {
    const first = await seedDemoCustomers();
    expect(first).toMatchObject({ inserted: 37, unchanged: 0, postalCodes: 22 });
    for (const name of customerClasses) expect(await CustomerModel.countDocuments({ classes: name }), name).toBeGreaterThan(0);
    const pending = await AuditModel.find({ endAudit: null }).sort({ ranking: -1 }).lean();
    expect(pending).toHaveLength(8);
    expect(JSON.parse(pending[0].result).name[0].value).toBe(1);
    expect(await CustomerModel.countDocuments({ customerId: 'blacklist', blacklistAudit: true, sellBanned: true })).toBe(2);
    expect(await PostalCodeModel.countDocuments({ source: 'local', d_mnpio: 'Coatzacoalcos' })).toBe(22);
    const again = await seedDemoCustomers();
    expect(again).toMatchObject({ inserted: 0, unchanged: 37, postalCodes: 0 });
    const reset = await seedDemoCustomers({ reset: true });
    expect(reset.inserted).toBe(37);
    expect(await AuditModel.countDocuments({})).toBe(22);
  });
});

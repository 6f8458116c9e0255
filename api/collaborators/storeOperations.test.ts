import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { generateDemoData } from '../../db/seed/demo';
import { AttendantModel } from '../../db/models/access/attendant';
import { WarehouseModel } from '../../db/models/stores/warehouse';
import { WarehouseAttendantModel } from '../../db/models/stores/warehouseAttendant';
import { PosLicenseModel } from '../../db/models/licenses';
import { seedLicensesDemo } from '../../db/seed/licenses/seed';
import { collaboratorsModule } from './graphql';
import { licensesModule } from '../licenses/graphql';
import { startModuleTestApp, type ModuleTestApp } from '../workplans/testing';

let database: TestDatabase;
let app: ModuleTestApp;

beforeAll(async () => {
  database = await startTestDatabase();
  const data = generateDemoData(1);
  await WarehouseModel.insertMany(data.warehouses);
  await AttendantModel.insertMany(data.attendants.map(({ password: _password, pin: _pin, ...attendant }) => attendant));
  await seedLicensesDemo();
  app = await startModuleTestApp([collaboratorsModule, licensesModule]);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const INFO = `query ($u: String!, $c: String!) { cashierInfo(userName: $u, company: $c) { complete message attendant { attendantId userName active } warehouse { warehouseId } links { warehouseId linkedBy } } }`;
const LINK = `mutation ($input: CashierLinkInput!) { linkCashierToStore(input: $input) { complete message warehouse { warehouseId } links { warehouseId previousWarehouseId linkedBy } } }`;

describe('cashier-to-store link over HTTP', () => {
  it('looks a cashier up in upper or lower case and links them to another store of the company', async () => {
    const cashier = await AttendantModel.findOne({
      userName: 'CO101C1',
    }).lean();
    await AttendantModel.updateOne({ userName: 'CO101C1' }, { $set: { active: true } });
    const info = await app.gql<{
      cashierInfo: { complete: boolean; attendant: { userName: string } };
    }>(INFO, { u: 'co101c1', c: '01' });
    expect(info.data?.cashierInfo).toMatchObject({
      complete: true,
      attendant: { userName: 'CO101C1', active: true },
      warehouse: { warehouseId: 'CO101' },
    });
    const token = await app.staffToken(['collaborators.read', 'collaborators.link'], { userName: 'soporte' });
    const linked = await app.gql<{ linkCashierToStore: { links: unknown[] } }>(
      LINK,
      { input: { userName: 'co101c1', company: '01', storeCode: 'co102' } },
      { token, lang: 'es' },
    );
    expect(linked.errors).toBeUndefined();
    expect(linked.data?.linkCashierToStore).toMatchObject({
      complete: true,
      warehouse: { warehouseId: 'CO102' },
      links: [
        {
          warehouseId: 'CO102',
          previousWarehouseId: 'CO101',
          linkedBy: 'soporte',
        },
      ],
    });
    expect(
      (
        await AttendantModel.findOne({
          attendantId: cashier!.attendantId,
        }).lean()
      )?.warehouse?.warehouseId,
    ).toBe('CO102');
    expect(
      await WarehouseAttendantModel.countDocuments({
        attendantId: cashier!.attendantId,
        warehouseId: 'CO102',
      }),
    ).toBe(1);
  });

  it('refuses an inactive cashier, a bad store code, a store of the other company, an unknown cashier', async () => {
    await AttendantModel.updateOne({ userName: 'CO101C2' }, { $set: { active: false } });
    const info = await app.gql<{
      cashierInfo: { complete: boolean; message: string };
    }>(INFO, { u: 'CO101C2', c: '01' }, { token: app.operatorToken, lang: 'es' });
    expect(info.data?.cashierInfo.message).toBe('Parece que el registro de este colaborador no está activo actualmente.');
    const inactive = await app.gql(LINK, {
      input: { userName: 'CO101C2', company: '01', storeCode: 'CO102' },
    });
    expect(inactive.errors?.[0]?.extensions.errorCode).toBe('COLLABORATOR_INACTIVE');
    const badCode = await app.gql(LINK, {
      input: { userName: 'CO101JC', company: '01', storeCode: 'CO-102' },
    });
    expect(badCode.errors?.[0]?.extensions.errorCode).toBe('COLLABORATOR_STORE_CODE_INVALID');
    const otherCompany = await app.gql(LINK, {
      input: { userName: 'CO101JC', company: '01', storeCode: 'TC201' },
    });
    expect(otherCompany.errors?.[0]?.extensions).toMatchObject({ errorCode: 'COLLABORATOR_STORE_NOT_FOUND', details: { field: 'storeCode' } });
    const unknown = await app.gql<{
      cashierInfo: { complete: boolean; message: string };
    }>(INFO, { u: 'NOBODY99', c: '02' });
    expect(unknown.data?.cashierInfo).toMatchObject({ complete: false });
    const badCompany = await app.gql(INFO, { u: 'CO101JC', c: '03' });
    expect(badCompany.errors?.[0]?.extensions.errorCode).toBe('COLLABORATOR_COMPANY_INVALID');
    const reader = await app.staffToken(['collaborators.read']);
    expect(
      (await app.gql(LINK, { input: { userName: 'CO101JC', company: '01', storeCode: 'CO102' } }, { token: reader })).errors?.[0]?.extensions.errorCode,
    ).toBe('FORBIDDEN');
  });
});

const LICENSES = `query ($f: PosLicenseFilter) { posLicenses(filter: $f) { id maskedKey status expiresAt _version renewals { renewedBy months } } }`;
const RENEW = `mutation ($input: RenewPosLicenseInput!) { renewPosLicense(input: $input) { status expiresAt _version renewals { renewedBy months newExpiresAt } } }`;

describe('point-of-sale licenses over HTTP', () => {
  it('lists masked keys, filters by status, renews by version and records who', async () => {
    const all = await app.gql<{
      posLicenses: {
        id: string;
        maskedKey: string;
        status: string;
        _version: number;
        expiresAt: string;
      }[];
    }>(LICENSES, {});
    expect(all.data!.posLicenses.length).toBeGreaterThan(10);
    const stored = await PosLicenseModel.findOne().lean();
    expect(JSON.stringify(all.data)).not.toContain(stored!.licenseKey);
    const expired = await app.gql<{
      posLicenses: {
        id: string;
        status: string;
        _version: number;
        expiresAt: string;
      }[];
    }>(LICENSES, { f: { status: 'expired' } });
    const target = expired.data!.posLicenses[0]!;
    expect(target.status).toBe('expired');
    const token = await app.staffToken(['licenses.read', 'licenses.write'], {
      userName: 'licencias',
    });
    const renewed = await app.gql<{
      renewPosLicense: {
        status: string;
        _version: number;
        renewals: unknown[];
      };
    }>(RENEW, { input: { id: target.id, _version: target._version, months: 12 } }, { token });
    expect(renewed.data?.renewPosLicense.status).toBe('active');
    expect(renewed.data?.renewPosLicense.renewals[0]).toMatchObject({
      renewedBy: 'licencias',
      months: 12,
    });
    const stale = await app.gql(RENEW, { input: { id: target.id, _version: target._version, months: 12 } }, { token });
    expect(stale.errors?.[0]?.extensions.errorCode).toBe('LICENSE_STALE');
    const badMonths = await app.gql(RENEW, { input: { id: target.id, _version: target._version + 1, months: 40 } }, { token });
    expect(badMonths.errors?.[0]?.extensions.errorCode).toBe('LICENSE_RENEWAL_MONTHS_INVALID');
    const reader = await app.staffToken(['licenses.read']);
    expect((await app.gql(RENEW, { input: { id: target.id, _version: 2, months: 1 } }, { token: reader })).errors?.[0]?.extensions.errorCode).toBe('FORBIDDEN');
  });
});

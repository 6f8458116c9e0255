import mongoose, { Types } from 'mongoose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../testing';
import { CustomerModel, newCustomerRecord, type Customer } from './customer';

let database: TestDatabase;
beforeAll(async () => {
  database = await startTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.close();
});

/** A registration's fields, with an undefined one (the address's map position) as the service leaves it. */
const fields = (code: string): Customer & { _id: Types.ObjectId } => ({
  _id: new Types.ObjectId(),
  customerId: null,
  customerName: 'María Guadalupe Hernández',
  nameParts: { customerName: 'María', customerSecondName: 'Guadalupe', customerLastName: 'Hernández' },
  birthdate: '1990-02-03',
  phones: [
    { phoneType: 'mobile', phone: '+529211234567' },
    { phoneType: 'home', phone: '+529221234567' },
  ],
  emails: ['maria@example.com'],
  phoneKeys: ['+529211234567', '+529221234567'],
  emailKeys: ['maria@example.com'],
  nameKey: 'maria guadalupe hernandez',
  nameWordStarts: ['maria guadalupe hernandez', 'guadalupe hernandez', 'hernandez'],
  address: {
    route_street_number: 'Av. 1',
    sublocality: 'Centro',
    id_locality: '',
    locality: 'Coatzacoalcos',
    political: 'Veracruz',
    postal_code: '96400',
    references: '',
    location: undefined,
  } as Customer['address'],
  location: { type: 'Point', coordinates: [-94.45, 18.11] },
  taxpayer: { taxpayerName: 'María', identification: 'HEGM900203AB1' },
  sellBanned: false,
  zone: { zoneId: '1', zoneName: 'Coatzacoalcos' },
  customerTypeId: 'CC',
  legals: [
    { legalType: 'termsAndConditions', datetime: 1_767_000_000 },
    { legalType: 'noticePrivacy', datetime: 1_767_000_000 },
  ],
  files: [],
  preregistrationCode: code,
  fingers: [],
  fingerCount: 0,
  registrationWarehouseId: 'CO101',
  enrollmentWarehouseId: null,
  openAuditCount: 0,
  blacklistAudit: false,
  classes: [],
});

it('newCustomerRecord stores what CustomerModel.create stores, field for field', async () => {
  const raw = mongoose.connection.db!.collection('customers');
  const viaMongoose = await CustomerModel.create(fields('VIAMONGOOSE0001'));
  const record = newCustomerRecord(fields('VIADRIVER000001'));
  await CustomerModel.collection.insertOne(record);
  const [stored, expected] = await Promise.all([raw.findOne({ _id: record._id }), raw.findOne({ _id: viaMongoose._id })]);
  const comparable = (document: Record<string, unknown> | null) => {
    const { _id, preregistrationCode, _lastChangedAt, createdAt, updatedAt, ...rest } = document!;
    expect([_id, preregistrationCode, typeof _lastChangedAt, createdAt, updatedAt]).not.toContain(undefined);
    expect(createdAt).toBeInstanceOf(Date);
    return rest;
  };
  expect(comparable(stored)).toEqual(comparable(expected));
  expect(Object.keys(stored!).sort()).toEqual(Object.keys(expected!).sort());
  expect((stored!.address as Record<string, unknown>).location).toBeUndefined();
});

import { performance } from 'node:perf_hooks';
import type { AnyBulkWriteOperation, Db } from 'mongodb';
import { Types } from 'mongoose';
import { compareRisk } from '../../domain/audits/risk';
import { comparableText } from '../../domain/common/text';
import { generatePreregistrationCode } from '../../domain/customers/code';
import { customerNameKeys } from '../../domain/customers/nameSearch';
import { localVeracruzNeighbourhoods } from '../../domain/customers/postalCodes';
import { createDemoRandom } from '../../domain/demo/random';
import { FRAUD_PREVENTION } from '../../db/models/audits/audit';
import { classesOf, newCustomerRecord, type Customer, type CustomerDocument } from '../../db/models/customers/customer';
import { ALL, dayOf } from '../../db/models/customers/customerCounts';

/**
 * bench:scale's customers: the loyalty club of a chain, each customer as a public registration
 * stores it (`newCustomerRecord`, the product's own shape: versioned fields, timestamps, the
 * contact and name keys, stored classes and what the counters count it as), spread over the last
 * year of changes, with one in ten waiting for an auditor: an open audit as the audit process
 * records it (no decision, no end; `workflowId` null like the demo's, so deciding it starts the
 * process for the recorded audit). The list's counter buckets are added for them, as the write
 * path keeps them. Everything goes in through the driver, `batch` documents per insertMany.
 */
export const firstNames = [
  'María',
  'José',
  'Guadalupe',
  'Juan',
  'Ana',
  'Luis',
  'Rosa',
  'Carlos',
  'Fernanda',
  'Miguel',
  'Lucía',
  'Jorge',
  'Alejandra',
  'Francisco',
  'Patricia',
  'Ricardo',
  'Verónica',
  'Arturo',
  'Claudia',
  'Eduardo',
];
export const secondNames = ['Elena', 'Antonio', 'Isabel', 'Manuel', 'Sofía', 'Ángel', 'Teresa', 'Alberto', 'Beatriz', 'Javier', 'Carmen', 'Raúl'];
export const lastNames = [
  'Hernández',
  'García',
  'Martínez',
  'López',
  'González',
  'Pérez',
  'Cruz',
  'Ramírez',
  'Chablé',
  'Torres',
  'Jiménez',
  'Domínguez',
  'Morales',
  'Vázquez',
  'Reyes',
  'Castillo',
  'Ortiz',
  'Ruiz',
  'Aguilar',
  'Mendoza',
  'Santiago',
  'Gómez',
];
const customerTypes = ['CL', 'CJ', 'CM', 'CB001'];
const registrationStores = ['CO101', 'CO102', 'CO103', 'CO104', 'CO105', 'CO106', 'TC201', 'TC202'];
const YEAR_MS = 365 * 86_400_000;

/** A deterministic pick for the index-th record (the high bits of Knuth's multiplicative hash: neighbours differ). */
export function pickFor<T>(items: readonly T[], index: number, salt = 0): T {
  return items[Math.floor(((Math.imul(index + 1 + salt * 7919, 2654435761) >>> 0) / 2 ** 32) * items.length)]!;
}

export function personName(index: number, salt = 0): { first: string; second: string; last: string; full: string } {
  const first = pickFor(firstNames, index, salt);
  const second = pickFor(secondNames, index, salt + 1);
  const last = pickFor(lastNames, index, salt + 2);
  return { first, second, last, full: `${first} ${second} ${last}` };
}

export type CustomerKind = 'auditable' | 'active' | 'activeWithoutFingers' | 'inactive' | 'incomplete' | 'registered' | 'blacklisted';

/** One in ten waits for an auditor; the rest cover every counter. */
export function kindOf(index: number): CustomerKind {
  if (index % 1000 === 6) return 'blacklisted';
  const kinds: CustomerKind[] = ['auditable', 'active', 'active', 'active', 'active', 'activeWithoutFingers', 'inactive', 'incomplete', 'registered', 'active'];
  return kinds[index % 10]!;
}

/** Stand-ins for a reader's fingerprint templates (base64 of 256 bytes; stored, never sent back): a pool, drawn per customer and finger. */
const fingerTemplates = Array.from({ length: 1021 }, (_, seed) => {
  const random = createDemoRandom(seed + 1);
  return Buffer.from(Array.from({ length: 256 }, () => random.int(0, 255))).toString('base64');
});
const fingerTemplate = (index: number, finger: number) => fingerTemplates[(index * 2 + finger) % fingerTemplates.length]!;

/** The stores' calendar day of an instant, worked out once per hour (the zone's offset changes only on the hour). */
const daysByHour = new Map<number, string>();
function dayOfChange(epochMs: number): string {
  const hour = Math.floor(epochMs / 3_600_000);
  let day = daysByHour.get(hour);
  if (day === undefined) {
    day = dayOf(hour * 3_600_000);
    daysByHour.set(hour, day);
  }
  return day;
}

export interface ScaleCustomer {
  record: CustomerDocument & { __v: number };
  audit: Record<string, unknown> | null;
}

/** The index-th customer (and its open audit), changed `index` steps before `nowMs` over the last year. */
export function scaleCustomer(index: number, count: number, nowMs: number): ScaleCustomer {
  const kind = kindOf(index);
  const stepMs = Math.max(1, Math.floor(YEAR_MS / Math.max(1, count)));
  const changedAt = nowMs - 60_000 - index * stepMs;
  const random = createDemoRandom(index + 1);
  const code = generatePreregistrationCode(changedAt, (n) => random.int(0, n - 1));
  const name = personName(index);
  const phone = `+5293${String(index).padStart(8, '0')}`;
  const email = `${comparableText(name.first).replace(/ /g, '')}.${comparableText(name.last).replace(/ /g, '')}${index}@example.com`;
  const neighbourhood = localVeracruzNeighbourhoods[index % localVeracruzNeighbourhoods.length]!;
  const enrolled = kind === 'active' || kind === 'registered';
  const store = registrationStores[index % registrationStores.length]!;
  const fields: Customer & { _id: Types.ObjectId } = {
    _id: new Types.ObjectId(),
    customerId: kind === 'blacklisted' ? 'blacklist' : kind === 'active' || kind === 'activeWithoutFingers' || kind === 'inactive' ? code : null,
    customerName: name.full,
    nameParts: { customerName: name.first, customerSecondName: name.second, customerLastName: name.last },
    birthdate: `19${String(50 + (index % 50)).padStart(2, '0')}-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
    phones: [{ phoneType: 'mobile', phone }],
    emails: [email],
    phoneKeys: [phone],
    emailKeys: [email],
    ...customerNameKeys(name.full),
    address: {
      route_street_number: `Calle ${1 + (index % 40)} #${100 + (index % 900)}`,
      sublocality: neighbourhood.d_asenta,
      id_locality: '',
      locality: 'Coatzacoalcos',
      political: 'Veracruz',
      postal_code: neighbourhood.c_cp,
      references: '',
    },
    location: {
      type: 'Point',
      coordinates: [Math.round((-94.5 + (index % 1200) / 10_000) * 1e5) / 1e5, Math.round((18.1 + (index % 600) / 10_000) * 1e5) / 1e5],
    },
    taxpayer: index % 25 === 0 ? { taxpayerName: name.full, identification: `XAXX${String(index % 1_000_000).padStart(6, '0')}000` } : null,
    sellBanned: kind === 'inactive' || kind === 'blacklisted' ? true : kind === 'incomplete' || kind === 'registered' ? null : false,
    zone: { zoneId: '1', zoneName: 'Coatzacoalcos' },
    customerTypeId: index % 20 < 15 ? 'CC' : customerTypes[index % customerTypes.length]!,
    legals: [
      { legalType: 'termsAndConditions', datetime: Math.floor(changedAt / 1000) },
      { legalType: 'noticePrivacy', datetime: Math.floor(changedAt / 1000) },
    ],
    files: [{ fileName: `customers/${code}/identification.jpg`, fileType: 'identification' }],
    preregistrationCode: code,
    fingers: enrolled
      ? ['LEFT_INDEX', 'RIGHT_INDEX'].map((fingerType, finger) => ({ fingerType: fingerType as 'LEFT_INDEX', fingerTemplate: fingerTemplate(index, finger) }))
      : [],
    fingerCount: enrolled ? 2 : 0,
    registrationWarehouseId: store,
    enrollmentWarehouseId: enrolled ? store : null,
    openAuditCount: kind === 'auditable' ? 1 : 0,
    blacklistAudit: kind === 'blacklisted',
    classes: [],
  };
  const classes = classesOf(fields);
  const record = newCustomerRecord(
    { ...fields, classes, countedAs: { classes, customerTypeId: fields.customerTypeId, day: dayOfChange(changedAt) } },
    changedAt,
  );
  let audit: Record<string, unknown> | null = null;
  if (kind === 'auditable') {
    const risk = compareRisk(
      { id: String(fields._id), customerName: name.full, phones: fields.phoneKeys, emails: fields.emailKeys, taxpayerId: null, addressKey: null },
      { blacklisted: [], existing: [] },
    );
    const start = Math.floor(changedAt / 1000);
    audit = {
      _id: new Types.ObjectId(),
      customerRef: fields._id,
      startAudit: start,
      endAudit: null,
      promoter: FRAUD_PREVENTION,
      auditor: null,
      auditorName: null,
      blacklist: null,
      result: JSON.stringify(risk),
      ranking: risk.ranking,
      decision: null,
      decisionCustomerTypeId: null,
      decisionSetsBlacklistId: false,
      workflowId: null,
      auditKey: `scale:${code}`,
      _version: 1,
      _deleted: null,
      _lastChangedAt: changedAt,
      createdAt: new Date(changedAt),
      updatedAt: new Date(changedAt),
      __v: 0,
    };
  }
  return { record, audit };
}

/** A customer the searches look for: an active one half-way down the list. */
export function searchTarget(count: number, nowMs: number): { code: string; phone: string; namePart: string } {
  const middle = Math.floor(count / 2);
  const index = middle - (middle % 10) + 1;
  const { record } = scaleCustomer(index, count, nowMs);
  const name = personName(index);
  return { code: record.preregistrationCode!, phone: record.phones[0]!.phone.slice(3), namePart: `${name.second} ${name.last.slice(0, 4)}` };
}

export interface SeededCustomers {
  customers: number;
  audits: number;
  buckets: number;
  ms: number;
}

/** Inserts the customers and their open audits in batches, then adds them to the counters' buckets. */
export async function seedCustomers(db: Db, count: number, nowMs: number, batch: number, progress: (done: number) => void): Promise<SeededCustomers> {
  const started = performance.now();
  const totals = new Map<string, number>();
  let audits = 0;
  for (let from = 0; from < count; from += batch) {
    const customers: Record<string, unknown>[] = [];
    const open: Record<string, unknown>[] = [];
    for (let index = from; index < Math.min(count, from + batch); index += 1) {
      const { record, audit } = scaleCustomer(index, count, nowMs);
      customers.push(record as unknown as Record<string, unknown>);
      if (audit) open.push(audit);
      const counted = record.countedAs!;
      for (const name of [ALL, ...counted.classes]) {
        for (const day of [counted.day, ALL]) {
          const key = `${name}|${counted.customerTypeId}|${day}`;
          totals.set(key, (totals.get(key) ?? 0) + 1);
        }
      }
    }
    await db.collection('customers').insertMany(customers);
    if (open.length > 0) await db.collection('audits').insertMany(open);
    audits += open.length;
    progress(Math.min(count, from + batch));
  }
  // The buckets as refreshCustomerClasses moves them: one upsert with $inc per class, type and day.
  const operations: AnyBulkWriteOperation[] = [...totals].map(([key, total]) => {
    const [name, customerTypeId, day] = key.split('|');
    return { updateOne: { filter: { class: name, customerTypeId, day }, update: { $inc: { count: total } }, upsert: true } };
  });
  for (let from = 0; from < operations.length; from += batch)
    await db.collection('customerCounts').bulkWrite(operations.slice(from, from + batch), { ordered: false });
  return { customers: count, audits, buckets: operations.length, ms: performance.now() - started };
}

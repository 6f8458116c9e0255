import { randomUUID } from 'node:crypto';
import { fromStored, roundMoney, type StoredMoney } from '../../domain/common/money';
import { toStored } from '../../db/models/common';
import { performance } from 'node:perf_hooks';
import type { Db, Document } from 'mongodb';
import { Types } from 'mongoose';
import { registrationSms } from '../../domain/customers/notices';
import { registrationMail } from '../../integrations/mail/templates';
import { personName, scaleCustomer } from './data';

/**
 * The rest of bench:scale's chain, each record cloned from one the product wrote itself (the demo's
 * stores, store staff, products, headcount reports and commission reports, read from the database
 * after the first start; a completed ERP query run the product ran through its API), so every
 * field is the model's, with new identities, names and dates. Outbox messages (optional) are built
 * as the registration's sending stores them.
 */
const DAY_MS = 86_400_000;
/**
 * Runs and outbox messages are spread over less time than the shortest retention the product may
 * give them (completed runs and SMS 90 days, the SMTP sink 30 days), so a retention pass removes none.
 */
const RUNS_SPAN_MS = 60 * DAY_MS;
const OUTBOX_SPAN_MS = 25 * DAY_MS;

export interface Seeded {
  collection: string;
  documents: number;
  ms: number;
}

/** Called after each insertMany with how many of the `count` records are in. */
export type Progress = (done: number) => void;

/** Inserts `count` documents made by `make`, `batch` per insertMany. */
export async function insertInBatches(
  db: Db,
  collection: string,
  count: number,
  batch: number,
  make: (index: number) => Document | Document[],
  progress: Progress = () => undefined,
): Promise<Seeded> {
  const started = performance.now();
  let documents = 0;
  let pending: Document[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    await db.collection(collection).insertMany(pending);
    documents += pending.length;
    pending = [];
    progress(documents);
  };
  for (let index = 0; index < count; index += 1) {
    const made = make(index);
    if (Array.isArray(made)) pending.push(...made);
    else pending.push(made);
    if (pending.length >= batch) await flush();
  }
  await flush();
  return { collection, documents, ms: performance.now() - started };
}

/** A fresh copy of a stored document: a new _id, the versioned fields and timestamps of a record written at `atMs`. */
function copyOf(template: Document, atMs: number, fields: Document): Document {
  const copy: Document = { ...structuredClone(template), _id: new Types.ObjectId(), ...fields };
  if ('_lastChangedAt' in template) Object.assign(copy, { _version: 1, _deleted: null, _lastChangedAt: atMs });
  if ('createdAt' in template) copy.createdAt = new Date(atMs);
  if ('updatedAt' in template) copy.updatedAt = new Date(atMs);
  return copy;
}

export interface Templates {
  stores: Document[];
  staff: Document[];
  products: Document[];
  headcountReport: Document;
  commissionReport: Document;
}

/** The demo's records the chain is cloned from. */
export async function readTemplates(db: Db): Promise<Templates> {
  const [stores, staff, products, headcountReport, commissionReport] = await Promise.all([
    db.collection('warehouses').find({ warehouseType: '_10' }).sort({ warehouseId: 1 }).toArray(),
    db
      .collection('attendants')
      .find({ passwordHash: null, warehouse: { $ne: null } })
      .sort({ attendantId: 1 })
      .limit(50)
      .toArray(),
    db.collection('products').find({}).sort({ productId: 1 }).toArray(),
    db.collection('headcountReports').findOne({}),
    db.collection('commissionReports').findOne({}, { sort: { startDate: -1, employeeId: 1 } }),
  ]);
  if (stores.length === 0 || staff.length === 0 || products.length === 0 || !headcountReport || !commissionReport)
    throw new Error('the demo data has no store, store staff, product, headcount report or commission report to copy');
  return { stores, staff, products, headcountReport, commissionReport };
}

export interface ChainStore {
  warehouseId: string;
  warehouseName: string;
  warehouseRelatedId: string;
  organization: { organizationId: string; organizationName: string };
  zone: { zoneName: string };
}

export function storeIdOf(index: number): string {
  return `E${String(index + 1).padStart(5, '0')}`;
}

/** Stores cloned from the demo's (their zone, company and settings), spread around the map's centre. */
export function makeStore(templates: Templates, index: number, nowMs: number): Document {
  const template = templates.stores[index % templates.stores.length]!;
  const warehouseId = storeIdOf(index);
  const settings = (template.settings as { param: string; value: string }[]).map((setting) => ({
    ...setting,
    value: setting.value.replaceAll(template.warehouseId as string, warehouseId),
  }));
  const angle = index * 2.399963;
  const radius = 1.4 * Math.sqrt((index + 0.5) / 1000);
  return copyOf(template, nowMs, {
    warehouseId,
    warehouseName: `Sucursal ${pickCity(index)} ${index + 1}`,
    warehouseRelatedId: String(5000 + index),
    location: { type: 'Point', coordinates: [round5(-94.45 + radius * Math.cos(angle)), round5(18.11 + radius * Math.sin(angle))] },
    settings,
    phones: [{ phoneType: 'work', phone: `+5292${String(index).padStart(8, '0')}` }],
  });
}

const cities = [
  'Coatzacoalcos',
  'Minatitlán',
  'Cosoleacaque',
  'Acayucan',
  'Villahermosa',
  'Cárdenas',
  'San Andrés Tuxtla',
  'Catemaco',
  'Las Choapas',
  'Nanchital',
];
const pickCity = (index: number) => cities[index % cities.length]!;
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** Store staff (no password: known to headcount and the ERP, listed on the users screen), about twenty per store. */
export function makeStaff(templates: Templates, stores: ChainStore[], index: number, nowMs: number): Document {
  const template = templates.staff[index % templates.staff.length]!;
  const store = stores[index % stores.length]!;
  const name = personName(index, 3);
  const userName = `${store.warehouseId}X${index}`;
  return copyOf(template, nowMs, {
    attendantId: `ESC${String(index).padStart(7, '0')}`,
    fullName: `${name.first} ${name.last} ${personName(index, 5).last}`,
    userName,
    userNameKey: userName.toLowerCase(),
    managerAttendantId: null,
    active: index % 11 !== 0,
    organizationId: store.organization.organizationId,
    warehouse: { warehouseId: store.warehouseId, warehouseName: store.warehouseName },
    phones: [{ phoneType: 'mobile', phone: `+5294${String(index).padStart(8, '0')}` }],
  });
}

/** Products cloned from the demo's catalogue (family, taxes, prices), each with its own SKU and barcode. */
export function makeProduct(templates: Templates, index: number, nowMs: number): Document {
  const template = templates.products[index % templates.products.length]!;
  const sku = `9${String(index).padStart(6, '0')}`;
  return copyOf(template, nowMs, {
    productId: `P${sku}`,
    sku,
    productName: `${template.productName as string} presentación ${1 + Math.floor(index / templates.products.length)}`,
    barcodes: [`759${String(index).padStart(10, '0')}`],
    // Written through the driver: a Decimal128, as the product model stores it (docs/money.md).
    currentSellPrice: toStored(
      roundMoney(
        fromStored(template.currentSellPrice as StoredMoney)
          .times(100 + (index % 17))
          .dividedBy(100),
        2,
      ),
    ),
    s3keyImage: null,
  });
}

/** The store's headcount report as the daily calculation leaves it. */
export function makeHeadcountReport(templates: Templates, store: ChainStore, index: number, nowMs: number): Document {
  const vacants = index % 5;
  return copyOf(templates.headcountReport, nowMs, {
    reportId: store.warehouseId,
    warehouseId: store.warehouseId,
    warehouseName: store.warehouseName,
    warehouseRelatedId: store.warehouseRelatedId,
    organizationId: store.organization.organizationId,
    organizationName: store.organization.organizationName,
    zoneName: store.zone.zoneName,
    vacants,
    assigned: Math.max(0, (templates.headcountReport.required as number) - vacants),
    statusName: vacants < 2 ? 'low' : vacants < 4 ? 'medium' : 'high',
    detail: vacants === 0 ? [] : [{ positionId: 'attendant', positionName: 'Attendant', count: vacants, date: templates.headcountReport.calculationDate }],
  });
}

/** The month `back` months before yyyy-mm-01. */
function monthBefore(start: string, back: number): string {
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - back);
  return date.toISOString().slice(0, 10);
}

/** Commission reports of the demo's company: one per employee and month, the last twelve months. */
export function makeCommissionReport(templates: Templates, stores: ChainStore[], index: number): Document {
  const template = templates.commissionReport;
  const employee = Math.floor(index / 12);
  const startDate = monthBefore(template.startDate as string, index % 12);
  const endDate = monthBefore(startDate, -1);
  const employeeId = `${template.organizationId as string}-E${String(employee).padStart(6, '0')}`;
  const name = personName(employee, 7);
  const failed = index % 50 === 0;
  const at = new Date(`${endDate}T08:00:00Z`);
  return {
    ...structuredClone(template),
    _id: new Types.ObjectId(),
    id: `scale-report-${employeeId}-${startDate}`,
    employeeId,
    employeeName: name.full,
    startDate,
    endDate,
    warehouse: stores[employee % stores.length]!.warehouseId,
    evaluationResult: failed ? null : 800 + (index % 997),
    exception: failed ? { name: 'ZeroDivision', details: 'Ventas [mensual] = 0' } : null,
    calculatedAt: at,
    createdAt: at,
    updatedAt: at,
  };
}

export interface RunTemplate {
  run: Document;
  events: Document[];
}

/** A run the product completed, with its events, read back from the runtime's collections. */
export async function readRun(db: Db, workflowId: string): Promise<RunTemplate> {
  const run = await db.collection('workflowRuns').findOne({ workflowId });
  if (!run) throw new Error(`no run ${workflowId}`);
  const events = await db.collection('workflowEvents').find({ runId: run.runId }).sort({ eventId: 1 }).toArray();
  return { run, events };
}

/** A copy with every date (createdAt, updatedAt, the close dates retention counts from) moved by `shift` ms. */
function withDatesMoved(document: Document, shift: number): Document {
  const copy: Document = { ...document };
  for (const [key, value] of Object.entries(copy)) if (value instanceof Date) copy[key] = new Date(value.getTime() + shift);
  return copy;
}

/**
 * Completed runs copied from `template`, spread over the last 60 days back from `nowMs`: a new run
 * id (and workflow id), new ids for the records it named (its ERP request), every time shifted.
 */
export function runCloner(template: RunTemplate): (index: number, count: number, nowMs: number) => Document[] {
  const runId = template.run.runId as string;
  const texts = [template.run.input, template.run.result, ...template.events.map((event) => event.data)].filter(
    (text): text is string => typeof text === 'string',
  );
  const objectIds = [...new Set(texts.flatMap((text) => text.match(/\b[0-9a-f]{24}\b/g) ?? []))];
  return (index, count, nowMs) => {
    const startTime = nowMs - 120_000 - index * Math.max(1, Math.floor(RUNS_SPAN_MS / Math.max(1, count)));
    const shift = startTime - (template.run.startTime as number);
    const newRunId = randomUUID();
    const ids = objectIds.map((id) => [id, new Types.ObjectId().toHexString()] as const);
    const rewrite = (text: unknown) => {
      if (typeof text !== 'string') return text;
      let result = text.replaceAll(runId, newRunId);
      for (const [from, to] of ids) result = result.replaceAll(from, to);
      return result.replace(/"fireAt":(\d+)/g, (_match, at: string) => `"fireAt":${Number(at) + shift}`);
    };
    const run = {
      ...withDatesMoved(template.run, shift),
      _id: new Types.ObjectId(),
      workflowId: (template.run.workflowId as string).replaceAll(runId, newRunId),
      runId: newRunId,
      input: rewrite(template.run.input),
      result: rewrite(template.run.result),
      startTime,
      closeTime: (template.run.closeTime as number) + shift,
    };
    const events = template.events.map((event) => ({
      ...withDatesMoved(event, shift),
      _id: new Types.ObjectId(),
      runId: newRunId,
      time: (event.time as number) + shift,
      data: rewrite(event.data),
    }));
    return [run, ...events];
  };
}

/** `count` completed runs cloned from the template and their events, inserted side by side in batches. */
export async function seedRuns(
  db: Db,
  template: RunTemplate,
  count: number,
  nowMs: number,
  batch: number,
  progress: Progress = () => undefined,
): Promise<Seeded[]> {
  const cloneRun = runCloner(template);
  const started = performance.now();
  let runs: Document[] = [];
  let events: Document[] = [];
  let runsSeeded = 0;
  let eventsSeeded = 0;
  for (let index = 0; index < count; index += 1) {
    const [run, ...runEvents] = cloneRun(index, count, nowMs);
    runs.push(run!);
    events.push(...runEvents);
    if (events.length >= batch || runs.length >= batch || index === count - 1) {
      if (runs.length > 0) await db.collection('workflowRuns').insertMany(runs);
      if (events.length > 0) await db.collection('workflowEvents').insertMany(events);
      runsSeeded += runs.length;
      eventsSeeded += events.length;
      runs = [];
      events = [];
      progress(runsSeeded);
    }
  }
  const ms = performance.now() - started;
  return [
    { collection: 'workflowRuns', documents: runsSeeded, ms },
    { collection: 'workflowEvents', documents: eventsSeeded, ms },
  ];
}

/** The registration SMS of the index-th customer, sent, as the outbox keeps it. */
export function makeSms(index: number, count: number, customers: number, nowMs: number): Document {
  const { record } = scaleCustomer(index % customers, customers, nowMs);
  const at = new Date(nowMs - 60_000 - index * Math.max(1, Math.floor(OUTBOX_SPAN_MS / Math.max(1, count))));
  return {
    _id: new Types.ObjectId(),
    idempotencyKey: `customerAudit-${String(record._id)}:registration-sms:${index}`,
    status: 'sent',
    attempts: 1,
    claimedAt: at,
    lastError: null,
    sentAt: at,
    phone: record.phones[0]!.phone,
    message: registrationSms(record.preregistrationCode!),
    provider: 'outbox',
    providerMessageId: null,
    providerResponse: null,
    createdAt: at,
    updatedAt: at,
    __v: 0,
  };
}

/** The registration e-mail of the index-th customer as the SMTP sink stores what it received. */
export function makeSinkMessage(index: number, count: number, customers: number, nowMs: number): Document {
  const { record } = scaleCustomer(index % customers, customers, nowMs);
  const at = nowMs - 60_000 - index * Math.max(1, Math.floor(OUTBOX_SPAN_MS / Math.max(1, count)));
  const mail = registrationMail({
    customerName: record.customerName,
    code: record.preregistrationCode!,
    storeName: 'Sucursal Coatzacoalcos Centro',
    storePosition: [18.1483, -94.4351],
    barcodeUrl: 'cid:barcode',
    nowMs: at,
  });
  const from = 'Prometheus <no-reply@prometheus.local>';
  const to = record.emails[0]!;
  const raw = Buffer.from(`From: ${from}\r\nTo: ${to}\r\nSubject: ${mail.subject}\r\nContent-Type: text/html; charset=utf-8\r\n\r\n${mail.html}\r\n`);
  return {
    _id: new Types.ObjectId(),
    messageId: `<${randomUUID()}@prometheus.local>`,
    subject: mail.subject,
    from,
    to: [to],
    cc: [],
    html: mail.html,
    text: null,
    attachments: [],
    envelope: { mailFrom: 'no-reply@prometheus.local', rcptTo: [to] },
    size: raw.length,
    raw,
    receivedAt: new Date(at),
  };
}

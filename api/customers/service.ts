import { Types } from 'mongoose';
import { AppError } from '../../domain/errors/catalogue';
import { customerClasses, isBlocked, type CustomerClass } from '../../domain/customers/classification';
import { checkDateFilter, type CustomerFilter } from '../../domain/customers/filters';
import { riskFactor, type AuditResult } from '../../domain/audits/risk';
import { CustomerModel, type CustomerDocument } from '../../db/models/customers/customer';
import { CustomerTypeModel } from '../../db/models/customers/customerType';
import { customerFilterQuery, type CustomerQuery } from '../../db/models/customers/queries';
import { countersFromBuckets, dayOf } from '../../db/models/customers/customerCounts';
import { AuditModel, type AuditDocument } from '../../db/models/audits/audit';
import { MarketReleaseModel } from '../../db/models/customers/marketRelease';
import { WarehouseModel } from '../../db/models/stores/warehouse';
import { thumbnailKeyOf, type FileStorage } from '../../integrations/storage';

/** A checked list filter as the database query reads it; the date must lie in the picker's window. */
export function toCustomerQuery(filter: CustomerFilter | null | undefined, nowMs: number = Date.now()): CustomerQuery {
  let changedSinceMs: number | null = null;
  if (filter?.changedSince) {
    const checked = checkDateFilter(filter.changedSince, nowMs);
    if (!checked.ok) throw new AppError('CUSTOMER_DATE_FILTER_INVALID');
    changedSinceMs = checked.fromMs;
  }
  return { class: filter?.class ?? null, customerTypeId: filter?.customerTypeId ?? null, changedSinceMs, search: filter?.search ?? null };
}

/** The six counters, each an indexed count on the stored classes (spec 001 section 4). */
export function customerCounters(query: CustomerQuery): Promise<Counters> {
  // Type and day filters read the counter buckets; free-text search counts the matching rows.
  if (!query.search)
    return countersFromBuckets({
      customerTypeId: query.customerTypeId,
      sinceDay: query.changedSinceMs === null || query.changedSinceMs === undefined ? null : dayOf(query.changedSinceMs),
    });
  return searchCounters({ ...query, class: null });
}

type Counters = Record<CustomerClass, number> & { total: number };

/** The counters of a search being computed: the list's total and its counters, asked together by the screen, share one pass. */
const countingSearches = new Map<string, Promise<Counters>>();

/**
 * The counters of a free-text search in one pass on the server: the matches grouped by their list
 * of classes (a handful of distinct lists), added up per class here. A search by part of a name can
 * match tens of thousands of customers; no customer travels. Concurrent identical searches (the
 * screen's counters and its list's total) join the pass already running instead of starting another.
 */
function searchCounters(query: CustomerQuery): Promise<Counters> {
  const key = JSON.stringify([query.search, query.customerTypeId, query.changedSinceMs]);
  const running = countingSearches.get(key);
  if (running) return running;
  const counting = (async () => {
    const groups = await CustomerModel.aggregate<{ _id: string[] | null; count: number }>([
      { $match: customerFilterQuery(query) },
      { $group: { _id: '$classes', count: { $sum: 1 } } },
    ]);
    const counters = { total: 0, ...Object.fromEntries(customerClasses.map((name) => [name, 0])) } as Counters;
    for (const group of groups) {
      counters.total += group.count;
      for (const name of new Set(Array.isArray(group._id) ? group._id : typeof group._id === 'string' ? [group._id] : []))
        if (name in counters) counters[name as CustomerClass] += group.count;
    }
    return counters;
  })().finally(() => countingSearches.delete(key));
  countingSearches.set(key, counting);
  return counting;
}

type TypeNames = Map<string, string>;

export async function customerTypeNames(): Promise<TypeNames> {
  const types = await CustomerTypeModel.find({}).select({ customerTypeId: 1, customerTypeName: 1 }).lean();
  return new Map(types.map((type) => [type.customerTypeId, type.customerTypeName]));
}

function addressText(customer: CustomerDocument): string {
  const address = customer.address;
  if (!address) return '';
  return [address.route_street_number, address.sublocality, address.locality, address.political, address.postal_code].filter(Boolean).join(', ');
}

/** A row of the list: never the fingerprint templates (only which fingers are enrolled). */
export function customerRow(customer: CustomerDocument, types: TypeNames) {
  return {
    id: String(customer._id),
    customerId: customer.customerId,
    customerName: customer.customerName,
    customerTypeId: customer.customerTypeId,
    customerTypeName: types.get(customer.customerTypeId) ?? customer.customerTypeId,
    address: addressText(customer),
    preregistrationCode: customer.preregistrationCode,
    sellBanned: customer.sellBanned,
    blacklisted: isBlocked(customer),
    /** Grey row: the customer has a blacklist audit. */
    blacklistAudit: customer.blacklistAudit,
    taxpayer: customer.taxpayer,
    zoneName: customer.zone?.zoneName ?? null,
    lastUpdate: new Date(customer._lastChangedAt).toISOString(),
    classes: customer.classes,
    phones: customer.phones,
    emails: customer.emails,
    birthdate: customer.birthdate,
    fingerCount: customer.fingerCount,
    registrationWarehouseId: customer.registrationWarehouseId,
    enrollmentWarehouseId: customer.enrollmentWarehouseId,
    openAuditCount: customer.openAuditCount,
    legals: customer.legals,
  };
}

const inListOrder = (a: CustomerDocument, b: CustomerDocument) =>
  b._lastChangedAt - a._lastChangedAt || (String(a._id) < String(b._id) ? -1 : String(a._id) > String(b._id) ? 1 : 0);

/**
 * One page of the list in its order (last change first, then _id), read as the embedded server
 * answers fast: a sort on the single indexed key `_lastChangedAt` (a sort that adds `_id` as the
 * tie-breaker is not served by an index there, and costs a sort of every match at 100k customers),
 * then the customers sharing the page's first or last instant taken in `_id` order from an
 * equality look-up, placed by how many come before them. Same rows as
 * `sort({ _lastChangedAt: -1, _id: 1 }).skip().limit()`; the first page needs no count.
 */
export async function pageInListOrder(filter: Record<string, unknown>, skip: number, size: number): Promise<CustomerDocument[]> {
  const window = await CustomerModel.find(filter).sort({ _lastChangedAt: -1 }).skip(skip).limit(size).lean<CustomerDocument[]>();
  if (window.length === 0) return [];
  const first = window[0]._lastChangedAt;
  const last = window[window.length - 1]._lastChangedAt;
  const rows = window.filter((row) => row._lastChangedAt < first && row._lastChangedAt > last);
  const edges = await Promise.all(
    (first === last ? [first] : [first, last]).map(async (instant) => {
      // How many rows come before this instant's customers: known from the window for the last
      // instant (its customers start inside it) and for the first page; counted otherwise.
      const before =
        instant !== first
          ? skip + window.filter((row) => row._lastChangedAt > instant).length
          : skip === 0
            ? 0
            : await CustomerModel.countDocuments({ ...filter, _lastChangedAt: { $gt: instant } });
      const from = Math.max(skip, before);
      const to = skip + size;
      if (to <= from) return [];
      return CustomerModel.find({ ...filter, _lastChangedAt: instant })
        .sort({ _id: 1 })
        .skip(from - before)
        .limit(to - from)
        .lean<CustomerDocument[]>();
    }),
  );
  return [...rows, ...edges.flat()].sort(inListOrder).slice(0, size);
}

export function auditView(audit: AuditDocument) {
  const result = JSON.parse(audit.result) as AuditResult;
  const coincidences = Object.entries(result)
    .filter(([type]) => type !== 'ranking')
    .flatMap(([type, list]) =>
      (list as { item: string; value: number; id: string }[]).map((coincidence) => ({
        type,
        ...coincidence,
        percent: Math.round(coincidence.value * 10_000) / 100,
      })),
    );
  return {
    id: String(audit._id),
    customerRef: String(audit.customerRef),
    startAudit: audit.startAudit,
    endAudit: audit.endAudit,
    promoter: audit.promoter,
    auditor: audit.auditor,
    auditorName: audit.auditorName,
    blacklist: audit.blacklist,
    decision: audit.decision,
    ranking: audit.ranking,
    riskFactor: riskFactor(audit.ranking),
    result: audit.result,
    coincidences,
    lastUpdate: new Date(audit._lastChangedAt).toISOString(),
  };
}

export async function customerAudits(customerRef: Types.ObjectId | string) {
  const audits = await AuditModel.find({ customerRef }).sort({ startAudit: -1 }).lean<AuditDocument[]>();
  return audits.map(auditView);
}

export function objectIdOr(id: string, code: 'CUSTOMER_NOT_FOUND' | 'AUDIT_NOT_FOUND'): Types.ObjectId {
  if (!Types.ObjectId.isValid(id)) throw new AppError(code, { id });
  return new Types.ObjectId(id);
}

/** The most customers a selection names or a mass update takes by ids. */
export const MAX_SELECTED_IDS = 5000;

/** Which fingers are enrolled: the templates stay on the server. */
export async function enrolledFingers(customerRef: CustomerDocument['_id']): Promise<string[]> {
  const withFingers = await CustomerModel.findById(customerRef).select('+fingers').lean<CustomerDocument>();
  return (withFingers?.fingers ?? []).map((finger) => finger.fingerType);
}

/** A customer's detail panels: the row, enrolled fingers, audits, market releases and stored files. */
/** A customer as the detail screens read it (the CustomerDetail type's parent). */
export type CustomerDetailView = Awaited<ReturnType<typeof customerDetail>>;

export async function customerDetail(id: string) {
  const customer = await CustomerModel.findOne({ _id: objectIdOr(id, 'CUSTOMER_NOT_FOUND'), _deleted: { $ne: true } }).lean<CustomerDocument>();
  if (!customer) throw new AppError('CUSTOMER_NOT_FOUND', { id });
  const [types, fingers, audits, releases] = await Promise.all([
    customerTypeNames(),
    enrolledFingers(customer._id),
    customerAudits(customer._id),
    MarketReleaseModel.find({ customerId: String(customer._id) })
      .sort({ warehouseId: 1 })
      .lean(),
  ]);
  return {
    ...customerRow(customer, types),
    fingerTypes: fingers,
    audits,
    marketReleases: releases.map(({ warehouseId, marketReleaseDate, marketFinalDate }) => ({ warehouseId, marketReleaseDate, marketFinalDate })),
    storedFiles: customer.files ?? [],
  };
}

/** Links to a customer's files for a staff screen: short-lived, since an identification photo is personal data. */
const CUSTOMER_FILE_LINK_SECONDS = 5 * 60;
export async function customerFileLinks(files: { fileName: string; fileType: string }[], storage: FileStorage | undefined) {
  return Promise.all(
    files.map(async (file) => {
      try {
        const link = (key: string) => (storage ? storage.url(key, { expiresInSeconds: CUSTOMER_FILE_LINK_SECONDS }) : null);
        // Photos uploaded before thumbnails were made have none.
        const thumbnail = file.fileType === 'identification' && storage ? await storage.head(thumbnailKeyOf(file.fileName)) : null;
        return { fileType: file.fileType, url: link(file.fileName), thumbnailUrl: thumbnail ? link(thumbnailKeyOf(file.fileName)) : null };
      } catch {
        // A stored name that is not a valid key (older data) gives no link rather than failing the detail.
        return { fileType: file.fileType, url: null, thumbnailUrl: null };
      }
    }),
  );
}

/** Selected rows: how many, and their open audits. */
export async function selectionOfIds(ids: string[]) {
  const pending = await AuditModel.find({ customerRef: { $in: ids }, endAudit: null })
    .select({ _id: 1 })
    .limit(MAX_SELECTED_IDS)
    .lean();
  return { selected: new Set(ids).size, pendingAudits: pending.length, pendingAuditIds: pending.map((audit) => String(audit._id)) };
}

/**
 * A filter's selection: its customers, and the open audits of those with one (the customers keep
 * openAuditCount, so this never lists every customer of the filter).
 */
export async function selectionOfFilter(query: CustomerQuery) {
  const filter = customerFilterQuery(query);
  const withOpenAudits = { ...filter, openAuditCount: { $gt: 0 } };
  const [selected, auditedCustomers, first] = await Promise.all([
    CustomerModel.countDocuments(filter),
    CustomerModel.countDocuments(withOpenAudits),
    CustomerModel.find(withOpenAudits).select({ _id: 1 }).sort({ _id: 1 }).limit(MAX_SELECTED_IDS).lean(),
  ]);
  const pending = await AuditModel.find({ customerRef: { $in: first.map((row) => String(row._id)) }, endAudit: null })
    .select({ _id: 1 })
    .limit(MAX_SELECTED_IDS)
    .lean();
  return { selected, pendingAudits: Math.max(auditedCustomers, pending.length), pendingAuditIds: pending.map((audit) => String(audit._id)) };
}

/** Stores (type _10) for the transfer list and the enrollment picker. */
export async function marketStores() {
  const stores = await WarehouseModel.find({ warehouseType: '_10', active: true, _deleted: { $ne: true } })
    .sort({ warehouseId: 1 })
    .limit(300)
    .lean();
  return stores.map((store) => ({ warehouseId: store.warehouseId, warehouseName: store.warehouseName, zoneName: store.zone?.zoneName ?? null }));
}

/** One audit by id, as the audit dialog shows it. */
export async function auditById(id: string) {
  const audit = await AuditModel.findById(objectIdOr(id, 'AUDIT_NOT_FOUND')).lean<AuditDocument>();
  if (!audit) throw new AppError('AUDIT_NOT_FOUND', { id });
  return auditView(audit);
}

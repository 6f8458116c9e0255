import { mongoSort, type ListSort } from '../../domain/common/listSort';
import { looseTextPattern } from '../../domain/common/text';
import { licenseSortFields, type LicenseListFilter, type LicenseSortKey } from '../../domain/licenses/licenseList';
import { licenseStatuses, type LicenseStatus } from '../../domain/licenses/rules';
import { liveRecords as live } from '../../db/models/common';
import { PosLicenseModel, type PosLicense } from '../../db/models/licenses';
import { licenseRow, licenseStatusQuery } from './service';

type LicenseSort = ListSort<LicenseSortKey>;
type Stored = PosLicense & { _id: unknown; _version: number };
const BY_REGISTER = { warehouseId: 1 as const, registerNumber: 1 as const };

/** The licenses of a company and a store search (its code or name, accents and case aside), before the status. */
function scopeQuery({ organizationId, search }: LicenseListFilter): Record<string, unknown> {
  const query: Record<string, unknown> = { ...live };
  if (organizationId) query.organizationId = organizationId;
  const text = search?.trim();
  if (text) {
    const $regex = looseTextPattern(text);
    query.$or = [{ warehouseId: { $regex, $options: 'i' } }, { warehouseName: { $regex, $options: 'i' } }];
  }
  return query;
}

const licenseQuery = (filter: LicenseListFilter, now: number) => ({ ...scopeQuery(filter), ...(filter.status ? licenseStatusQuery(filter.status, now) : {}) });
const licenseFind = (filter: LicenseListFilter, sort: LicenseSort, now: number) =>
  PosLicenseModel.find(licenseQuery(filter, now)).sort(mongoSort(sort, licenseSortFields, BY_REGISTER));

/**
 * One page of the licenses, filtered by company, status and the store search and sorted on the
 * server, with the filter's total and the counters by status (of the company and search, whatever
 * status is chosen).
 */
export async function licensePage(filter: LicenseListFilter, page: number, pageSize: number, sort: LicenseSort, now = Date.now()) {
  const [licenses, total, ...counts] = await Promise.all([
    licenseFind(filter, sort, now)
      .skip(page * pageSize)
      .limit(pageSize)
      .lean<Stored[]>(),
    PosLicenseModel.countDocuments(licenseQuery(filter, now)),
    ...licenseStatuses.map((status) => PosLicenseModel.countDocuments({ ...scopeQuery(filter), ...licenseStatusQuery(status, now) })),
  ]);
  return {
    rows: licenses.map((license) => licenseRow(license, now)),
    total,
    page,
    pageSize,
    counts: Object.fromEntries(licenseStatuses.map((status, index) => [status, counts[index]])) as Record<LicenseStatus, number>,
  };
}

export const LICENSES_CSV_HEADER = [
  'warehouseId',
  'warehouseName',
  'organizationId',
  'registerNumber',
  'licenseId',
  'maskedKey',
  'status',
  'issuedAt',
  'expiresAt',
  'daysLeft',
  'lastRenewedAt',
  'lastRenewedBy',
  'revokedAt',
  'revokedBy',
  'revokeReason',
];

/** Every license of the filter as CSV cells, in the list's sort; the key masked as on screen. */
export async function* licenseCsvRows(filter: LicenseListFilter, sort: LicenseSort, now = Date.now()): AsyncGenerator<unknown[]> {
  for await (const stored of licenseFind(filter, sort, now).lean<Stored[]>().cursor({ batchSize: 500 }) as AsyncIterable<Stored>) {
    const row = licenseRow(stored, now);
    const last = row.renewals[0];
    yield [
      row.warehouseId,
      row.warehouseName,
      row.organizationId,
      row.registerNumber,
      row.licenseId,
      row.maskedKey,
      row.status,
      row.issuedAt,
      row.expiresAt,
      row.status === 'revoked' ? '' : row.daysLeft,
      last?.renewedAt ?? '',
      last?.renewedBy ?? '',
      row.revokedAt ?? '',
      row.revokedBy ?? '',
      row.revokeReason ?? '',
    ];
  }
}

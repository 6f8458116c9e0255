import { mongoSort, type ListSort } from '../../domain/common/listSort';
import { looseTextPattern } from '../../domain/common/text';
import { transmissionSortFields, type TransmissionFilter, type TransmissionSortKey } from '../../domain/xadis/transmissionList';
import { XadisTransmissionModel, type XadisTransmission } from '../../db/models/xadis/transmission';
import type { WorkflowGateway } from '../../workers/gateway';
import { liveTransmissionView } from './service';

type TransmissionSort = ListSort<TransmissionSortKey>;
type Stored = XadisTransmission & { _id: unknown };
const NEWEST_STARTED = { startedAt: -1 as const, _id: -1 as const };

/** The stored filter of the history's filters: a status, who asked (a part of the name, accents and case aside). */
function transmissionQuery({ status, requestedBy }: TransmissionFilter): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (status) filter.status = status;
  const text = requestedBy?.trim();
  if (text) filter.requestedBy = { $regex: looseTextPattern(text), $options: 'i' };
  return filter;
}

const transmissionFind = (filter: TransmissionFilter, sort: TransmissionSort) =>
  XadisTransmissionModel.find(transmissionQuery(filter)).sort(mongoSort(sort, transmissionSortFields, NEWEST_STARTED));

/**
 * One page of 'Historial de envíos', filtered and sorted on the server, with the filter's total and
 * the transmission running now wherever it sits (the screen shows its progress above the list);
 * a running transmission's counts are the process's live ones.
 */
export async function transmissionPage(
  gateway: WorkflowGateway | undefined,
  filter: TransmissionFilter,
  page: number,
  pageSize: number,
  sort: TransmissionSort,
) {
  const [records, total, running] = await Promise.all([
    transmissionFind(filter, sort)
      .skip(page * pageSize)
      .limit(pageSize)
      .lean<Stored[]>(),
    XadisTransmissionModel.countDocuments(transmissionQuery(filter)),
    XadisTransmissionModel.findOne({ status: 'running' }).sort(NEWEST_STARTED).lean<Stored>(),
  ]);
  return {
    rows: await Promise.all(records.map((record) => liveTransmissionView(gateway, record))),
    total,
    page,
    pageSize,
    running: running ? await liveTransmissionView(gateway, running) : null,
  };
}

export const TRANSMISSION_CSV_HEADER = [
  'startedAt',
  'from',
  'to',
  'status',
  'requestedBy',
  'scheduled',
  'salesRecords',
  'salesInserted',
  'salesErrors',
  'inventoryRecords',
  'inventoryInserted',
  'inventoryErrors',
  'emailSubject',
  'emailSentAt',
  'endedAt',
  'message',
];

const isoOf = (epochMs: number | null) => (epochMs === null ? '' : new Date(epochMs).toISOString());

/** Every transmission of the history's filters as CSV cells, in the table's sort (the stored counts). */
export async function* transmissionCsvRows(filter: TransmissionFilter, sort: TransmissionSort): AsyncGenerator<unknown[]> {
  for await (const record of transmissionFind(filter, sort).lean<Stored[]>().cursor({ batchSize: 500 }) as AsyncIterable<Stored>) {
    yield [
      isoOf(record.startedAt),
      record.from,
      record.to,
      record.status,
      record.requestedBy,
      record.scheduled ? 'yes' : 'no',
      record.sales?.records ?? 0,
      record.sales?.inserted ?? 0,
      record.sales?.errors ?? 0,
      record.inventory?.records ?? 0,
      record.inventory?.inserted ?? 0,
      record.inventory?.errors ?? 0,
      record.emailSubject ?? '',
      isoOf(record.emailSentAt),
      isoOf(record.endedAt),
      record.message ?? '',
    ];
  }
}

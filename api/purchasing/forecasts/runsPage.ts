import { mongoSort, type ListSort } from '../../../domain/common/listSort';
import { forecastRunSortFields, type ForecastRunFilter, type ForecastRunSortKey } from '../../../domain/purchasing/forecastRunList';
import { ForecastRunModel, type ForecastRun } from '../../../db/models/purchasing';
import { providerNamesOf, runView } from './service';

type RunSort = ListSort<ForecastRunSortKey>;
const NEWEST = { createdAt: -1 as const, _id: -1 as const };
/** The runs' stored fields the list reads (never an import's part rows). */
const LIST_FIELDS = { partRows: 0 } as const;

function runQuery({ kind, status }: ForecastRunFilter): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (kind) filter.kind = kind;
  if (status) filter.status = status;
  return filter;
}

const runFind = (filter: ForecastRunFilter, sort: RunSort) =>
  ForecastRunModel.find(runQuery(filter))
    .select(LIST_FIELDS)
    .sort(mongoSort(sort, forecastRunSortFields, NEWEST));

/** One page of the forecast runs and imports, filtered by kind and status and sorted on the server, with the filter's total. */
export async function forecastRunPage(filter: ForecastRunFilter, page: number, pageSize: number, sort: RunSort) {
  const [runs, total] = await Promise.all([
    runFind(filter, sort)
      .skip(page * pageSize)
      .limit(pageSize)
      .lean<ForecastRun[]>(),
    ForecastRunModel.countDocuments(runQuery(filter)),
  ]);
  const names = await providerNamesOf(runs);
  return { rows: runs.map((run) => runView(run, names)), total, page, pageSize };
}

export const FORECAST_RUNS_CSV_HEADER = [
  'createdAt',
  'kind',
  'createdBy',
  'organizationId',
  'providerId',
  'providerName',
  'storeIds',
  'start',
  'horizonDays',
  'fileName',
  'rows',
  'status',
  'finishedAt',
  'failure',
];

const BATCH = 200;

/** Every run of the filter as CSV cells, in the list's sort; providers named a batch at a time, stores separated by spaces. */
export async function* forecastRunCsvRows(filter: ForecastRunFilter, sort: RunSort): AsyncGenerator<unknown[]> {
  let batch: ForecastRun[] = [];
  async function* flush() {
    const names = await providerNamesOf(batch);
    for (const run of batch.map((stored) => runView(stored, names)))
      yield [
        run.createdAt,
        run.kind,
        run.createdBy,
        run.organizationId ?? '',
        run.providerId ?? '',
        run.providerName ?? '',
        run.storeIds.join(' '),
        run.start ?? '',
        run.horizonDays ?? '',
        run.fileName ?? '',
        run.rows,
        run.status,
        run.finishedAt ?? '',
        run.failure ?? '',
      ];
    batch = [];
  }
  for await (const run of runFind(filter, sort).lean<ForecastRun[]>().cursor({ batchSize: BATCH }) as AsyncIterable<ForecastRun>) {
    batch.push(run);
    if (batch.length === BATCH) yield* flush();
  }
  yield* flush();
}

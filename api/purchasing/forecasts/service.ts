import { randomUUID } from 'node:crypto';
import { AppError } from '../../../domain/errors/catalogue';
import { addDays, daysBetween } from '../../../domain/purchasing/dates';
import {
  accuracyByItem,
  accuracyWindows,
  calibrationOf,
  type AccuracyObservation,
  type ForecastAccuracyRequest,
} from '../../../domain/purchasing/forecastAccuracy';
import type { ForecastRunRequest } from '../../../domain/purchasing/schemas';
import type { Quantiles } from '../../../domain/purchasing/rules';
import { ProductModel } from '../../../db/models/products/product';
import { ProviderModel } from '../../../db/models/products/provider';
import { ProviderProductModel } from '../../../db/models/products/providerProduct';
import { decodeSeries, ForecastModel, ForecastRunModel, SalesHistoryModel, valueOn, type DailySeries, type ForecastRun } from '../../../db/models/purchasing';
import type { WorkflowGateway } from '../../../workers/gateway';
import {
  FORECAST_RUN_WORKFLOW,
  forecastRunProgressQuery,
  forecastRunWorkflowId,
  type ForecastRunInput,
  type ForecastRunProgress,
} from '../../../workflows/purchasing/forecastRun';
import { viaGateway } from '../../workflows/errors';
import { purchasingOptions } from '../service';

/**
 * Forecast runs (computed by the forecast process or imported from a CSV), their progress, and
 * the accuracy of past forecasts against the sales that then happened (docs/purchasing.md).
 */
export type ForecastRunView = ReturnType<typeof runView>;

export function runView(run: ForecastRun, providerNames: ReadonlyMap<string, string>) {
  return {
    runId: run.runId,
    kind: run.kind,
    organizationId: run.organizationId,
    providerId: run.providerId,
    providerName: run.providerId ? (providerNames.get(run.providerId) ?? run.providerId) : null,
    storeIds: run.storeIds ?? [],
    start: run.start,
    horizonDays: run.horizonDays,
    fileName: run.fileName,
    status: run.status,
    done: run.done,
    total: run.total,
    rows: run.rows,
    createdBy: run.createdBy?.fullName || run.createdBy?.userName || '',
    createdAt: new Date(run.createdAt).toISOString(),
    finishedAt: run.finishedAt ? new Date(run.finishedAt).toISOString() : null,
    failure: run.failure,
  };
}

/** The names of the runs' providers, by id (one read). */
export async function providerNamesOf(runs: readonly ForecastRun[]) {
  const ids = [...new Set(runs.map((run) => run.providerId).filter((id): id is string => Boolean(id)))];
  const providers =
    ids.length > 0
      ? await ProviderModel.find({ providerId: { $in: ids } })
          .select({ providerId: 1, providerName: 1 })
          .lean()
      : [];
  return new Map(providers.map((provider) => [provider.providerId, provider.providerName]));
}

export async function listForecastRuns(limit: number) {
  const runs = await ForecastRunModel.find({}).sort({ createdAt: -1 }).limit(limit).lean<ForecastRun[]>();
  const names = await providerNamesOf(runs);
  return runs.map((run) => runView(run, names));
}

export async function forecastRun(runId: string) {
  const run = await ForecastRunModel.findOne({ runId }).lean<ForecastRun>();
  if (!run) throw new AppError('FORECAST_RUN_NOT_FOUND', { id: runId });
  return runView(run, await providerNamesOf([run]));
}

/**
 * Starts a computation: checks the company and provider (a user mistake is a message, not a failed
 * run), lists the run as running and starts the forecast process for it.
 */
export async function startForecastRun(gateway: WorkflowGateway, request: ForecastRunRequest, by: { userName: string; fullName: string }) {
  const options = await purchasingOptions(request.companyId);
  if (options.companies.every((company) => company.organizationId !== request.companyId))
    throw new AppError('PURCHASING_COMPANY_NOT_FOUND', { id: request.companyId });
  if (options.providers.every((provider) => provider.providerId !== request.providerId))
    throw new AppError('PURCHASING_PROVIDER_NOT_FOUND', { id: request.providerId });
  const runId = `run-${randomUUID()}`;
  const workflowId = forecastRunWorkflowId(runId);
  await ForecastRunModel.create({
    runId,
    kind: 'computed',
    organizationId: request.companyId,
    providerId: request.providerId,
    storeIds: request.storeIds,
    start: request.start,
    horizonDays: request.horizonDays,
    fileName: null,
    status: 'running',
    done: 0,
    total: 0,
    rows: 0,
    createdBy: by,
    createdAt: new Date(),
    finishedAt: null,
    failure: null,
    workflowId,
  });
  const input: ForecastRunInput = {
    runId,
    companyId: request.companyId,
    providerId: request.providerId,
    storeIds: request.storeIds,
    start: request.start,
    horizonDays: request.horizonDays,
    createdBy: by,
  };
  try {
    await viaGateway(workflowId, () => gateway.start(FORECAST_RUN_WORKFLOW, input, { workflowId }));
  } catch (error) {
    await ForecastRunModel.updateOne(
      { runId },
      { $set: { status: 'failed', failure: error instanceof Error ? error.message : String(error), finishedAt: new Date() } },
    );
    throw error;
  }
  return forecastRun(runId);
}

/**
 * Cancels a running computation through the workflow gateway (the same cancellation as the
 * workflows screen). The process records the run as cancelled with the stores and rows it had
 * written (those days stay); the record is marked here too, so the list says so at once even when
 * the process had already gone. Only a running computed run can be cancelled.
 */
export async function cancelForecastRun(gateway: WorkflowGateway, runId: string) {
  const run = await ForecastRunModel.findOne({ runId }).lean<ForecastRun>();
  if (!run) throw new AppError('FORECAST_RUN_NOT_FOUND', { id: runId });
  if (run.kind !== 'computed' || run.status !== 'running') throw new AppError('FORECAST_RUN_NOT_RUNNING', { id: runId });
  const workflowId = run.workflowId ?? forecastRunWorkflowId(runId);
  await viaGateway(workflowId, () => gateway.cancel(workflowId));
  await ForecastRunModel.updateOne({ runId, status: 'running' }, { $set: { status: 'cancelled', finishedAt: new Date() } });
  return forecastRun(runId);
}

/** The run's progress: live from the process while it runs, from the record once it ended. */
export async function forecastRunProgress(gateway: WorkflowGateway, runId: string) {
  const run = await forecastRun(runId);
  const live =
    run.status === 'running' && run.kind === 'computed'
      ? await viaGateway(forecastRunWorkflowId(runId), () => gateway.query<ForecastRunProgress>(forecastRunWorkflowId(runId), forecastRunProgressQuery)).catch(
          () => null,
        )
      : null;
  return {
    runId,
    status: run.status,
    state: live?.state ?? (run.status === 'running' ? 'planning' : run.status),
    storesDone: live?.storesDone ?? run.done,
    storesTotal: live?.storesTotal ?? run.total,
    rows: live?.rows ?? run.rows,
    failure: live?.failure ?? run.failure,
  };
}

const sumDays = (series: DailySeries, from: string, days: number): number | null => {
  let sum = 0;
  for (let index = 0; index < days; index += 1) {
    const value = valueOn(series, addDays(from, index));
    if (value === null) return null;
    sum += value;
  }
  return sum;
};

/**
 * Accuracy of the forecasts stored for a past range against the sales that then happened, per
 * product of the provider (over the chosen stores, or every allowed store of the company) and
 * overall, with the weekly totals for the chart (domain/purchasing/forecastAccuracy.ts).
 */
export async function forecastAccuracy(request: ForecastAccuracyRequest) {
  const options = await purchasingOptions(request.companyId);
  if (options.providers.every((provider) => provider.providerId !== request.providerId))
    throw new AppError('PURCHASING_PROVIDER_NOT_FOUND', { id: request.providerId });
  const wanted = new Set(request.storeIds);
  const storeIds = options.stores.map((store) => store.warehouseId).filter((id) => wanted.size === 0 || wanted.has(id));
  const offers = await ProviderProductModel.find({ providerId: request.providerId, organizationId: request.companyId }).select({ productId: 1 }).lean();
  const products = await ProductModel.find({
    'organization.organizationId': request.companyId,
    productId: { $in: offers.map((offer) => offer.productId) },
    sellable: true,
    purchable: true,
  })
    .select({ sku: 1, productName: 1 })
    .sort({ sku: 1 })
    .lean();
  const skus = products.map((product) => product.sku);
  const windows = accuracyWindows(request.from, request.to);
  const filter = { store: { $in: storeIds }, item: { $in: skus } };
  const [forecasts, histories] = await Promise.all([
    ForecastModel.find(filter).select({ store: 1, item: 1, firstDay: 1, p10: 1, p50: 1, p90: 1 }).lean(),
    SalesHistoryModel.find(filter).select({ store: 1, item: 1, firstDay: 1, daily: 1 }).lean(),
  ]);
  const historyOf = new Map(histories.map((doc) => [`${doc.store}|${doc.item}`, decodeSeries(doc.firstDay, doc.daily)]));
  const observations: AccuracyObservation[] = [];
  const weekly = windows.map((window) => ({ from: window.from, p10: 0, p50: 0, p90: 0, actual: 0, observations: 0, inside: 0 }));
  for (const doc of forecasts) {
    const history = historyOf.get(`${doc.store}|${doc.item}`);
    if (!history) continue;
    const band = { p10: decodeSeries(doc.firstDay, doc.p10), p50: decodeSeries(doc.firstDay, doc.p50), p90: decodeSeries(doc.firstDay, doc.p90) };
    windows.forEach((window, index) => {
      const days = daysBetween(window.from, window.toExclusive);
      const actual = sumDays(history, window.from, days);
      const p10 = sumDays(band.p10, window.from, days);
      const p50 = sumDays(band.p50, window.from, days);
      const p90 = sumDays(band.p90, window.from, days);
      if (actual === null || p10 === null || p50 === null || p90 === null) return;
      const forecast: Quantiles = { p10, p50, p90 };
      observations.push({ item: doc.item, forecast, actual });
      const week = weekly[index]!;
      week.p10 += p10;
      week.p50 += p50;
      week.p90 += p90;
      week.actual += actual;
      week.observations += 1;
      if (actual >= p10 && actual <= p90) week.inside += 1;
    });
  }
  const { overall, items } = accuracyByItem(observations);
  const names = new Map(products.map((product) => [product.sku, product.productName]));
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    from: request.from,
    to: request.to,
    stores: storeIds.length,
    overall: { ...overall, calibration: calibrationOf(overall.coverage) },
    items: items.map((item) => ({ ...item, sku: item.item, description: names.get(item.item) ?? item.item, calibration: calibrationOf(item.coverage) })),
    weeks: weekly.map((week) => ({
      from: week.from,
      observations: week.observations,
      p10: round(week.p10),
      p50: round(week.p50),
      p90: round(week.p90),
      actual: round(week.actual),
      coverage: week.observations > 0 ? Math.round((week.inside / week.observations) * 10_000) / 10_000 : null,
    })),
  };
}

import type { Command } from 'commander';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Box, Text } from '../ui/ink';
import { Progress as ProgressView } from '../ui/Progress';
import type { CommandContext } from '../context';
import type { MessageKey } from '../i18n';
import { CliError, UsageError } from '../api';
import { isIsoDay, storeDate } from '../../domain/common/time';
import { FORECAST_IMPORT_PART_ROWS, forecastCsvParts } from '../../domain/purchasing/forecastCsv';
import { cliImportForecastsMutation } from '../graphql/purchasing';
import { cliForecastRunProgressQuery, cliStartForecastRunMutation } from '../graphql/forecasts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ComputeOptions {
  company: string;
  provider: string;
  stores?: string;
  start?: string;
  horizon: string;
}

interface Progress {
  status: string;
  state: string;
  storesDone: number;
  storesTotal: number;
  rows: number;
  failure?: string | null;
}

interface ImportProgress {
  part: number;
  parts: number;
  rows: number;
}

/**
 * `forecasts import --file <csv>` (date,item,store,p10,p50,p90, validated by the server and
 * idempotent; a file of any size goes in parts of whole rows under one import id, each part
 * validated and written on its own, with the parts sent shown as progress) and `forecasts compute --company --provider [--stores] [--start] [--horizon]`: starts
 * the forecast computation, shows its progress until it ends and exits non-zero when it failed.
 */
export function registerForecasts(program: Command, context: CommandContext) {
  const { t: text } = context;
  const forecasts = program.command('forecasts').description(text('purchasing.forecasts.description'));
  forecasts
    .command('import')
    .description(text('purchasing.forecasts.import'))
    .requiredOption('--file <csv>', text('purchasing.forecasts.file'))
    .option('--part-rows <n>', text('purchasing.forecasts.partRows'), String(FORECAST_IMPORT_PART_ROWS))
    .action(async (options: { file: string; partRows: string }) => {
      const { api, output, t } = context();
      let csv: string;
      try {
        csv = readFileSync(options.file, 'utf8');
      } catch {
        throw new CliError(t('purchasing.forecasts.unreadable', { path: options.file }));
      }
      const partRows = Number(options.partRows);
      if (!Number.isInteger(partRows) || partRows < 1 || partRows > FORECAST_IMPORT_PART_ROWS)
        throw new UsageError(t('purchasing.forecasts.badPartRows', { value: options.partRows, max: FORECAST_IMPORT_PART_ROWS }));
      const parts = forecastCsvParts(csv, { rows: partRows });
      const importId = `import-${randomUUID()}`;
      const fileName = path.basename(options.file);
      const result = { runId: importId, rows: 0, pairs: 0, parts: parts.length };
      await output.live<ImportProgress>(
        ({ value }) => (
          <Box flexDirection="column">
            <Text>{t('purchasing.forecasts.importProgress', { part: value?.part ?? 0, parts: parts.length, rows: value?.rows ?? 0 })}</Text>
            <ProgressView done={value?.part ?? 0} total={parts.length} />
          </Box>
        ),
        async (update) => {
          for (const [index, part] of parts.entries()) {
            try {
              const { importForecasts } = await api.graphql(cliImportForecastsMutation, {
                csv: part.csv,
                fileName,
                importId,
                part: index + 1,
                parts: parts.length,
                firstLine: part.firstLine,
              });
              result.runId = importForecasts.runId;
              result.rows = importForecasts.importedRows;
              result.pairs += importForecasts.pairs;
            } catch (error) {
              if (parts.length === 1) throw error;
              throw new CliError(
                t('purchasing.forecasts.partFailed', { part: index + 1, parts: parts.length, line: part.firstLine, message: (error as Error).message }),
              );
            }
            update({ part: index + 1, parts: parts.length, rows: result.rows });
          }
        },
      );
      await output.show(result, () => <Text color="green">{t('purchasing.forecasts.done', result)}</Text>);
    });

  forecasts
    .command('compute')
    .description(text('purchasing.forecasts.compute'))
    .requiredOption('--company <id>', text('purchasing.company'))
    .requiredOption('--provider <id>', text('purchasing.provider'))
    .option('--stores <a,b>', text('purchasing.forecasts.stores'))
    .option('--start <yyyy-mm-dd>', text('purchasing.forecasts.start'))
    .option('--horizon <days>', text('purchasing.forecasts.horizon'), '8')
    .action(async (options: ComputeOptions) => {
      const { api, output, t } = context();
      const start = options.start ?? storeDate(Date.now());
      if (!isIsoDay(start)) throw new UsageError(t('purchasing.badDate', { name: 'start', value: start }));
      const horizonDays = Number(options.horizon);
      if (!Number.isInteger(horizonDays) || horizonDays < 1 || horizonDays > 31)
        throw new UsageError(t('purchasing.forecasts.badHorizon', { value: options.horizon }));
      const input = {
        companyId: options.company.padStart(2, '0'),
        providerId: options.provider,
        storeIds: options.stores
          ? options.stores
              .split(',')
              .map((store) => store.trim().toUpperCase())
              .filter(Boolean)
          : [],
        start,
        horizonDays,
      };
      const { startForecastRun } = await api.graphql(cliStartForecastRunMutation, { input });
      let progress: Progress = { status: 'running', state: 'planning', storesDone: 0, storesTotal: 0, rows: 0 };
      await output.live<Progress>(
        ({ value }) => (
          <Box flexDirection="column">
            <Text>
              {t('purchasing.forecasts.progress', {
                run: startForecastRun.runId,
                state: t(`purchasing.forecasts.states.${value?.state ?? 'planning'}` as MessageKey, { defaultValue: value?.state ?? 'planning' }),
                rows: value?.rows ?? 0,
              })}
            </Text>
            <ProgressView done={value?.storesDone ?? 0} total={value?.storesTotal ?? 0} />
          </Box>
        ),
        async (update) => {
          for (;;) {
            progress = (await api.graphql(cliForecastRunProgressQuery, { runId: startForecastRun.runId })).forecastRunProgress;
            update(progress);
            if (progress.status !== 'running') return;
            await sleep(500);
          }
        },
      );
      if (progress.status !== 'done')
        throw new CliError(t('purchasing.forecasts.failed', { run: startForecastRun.runId, failure: progress.failure ?? progress.status }));
      const result = {
        runId: startForecastRun.runId,
        provider: startForecastRun.providerName,
        ...input,
        stores: progress.storesTotal,
        rows: progress.rows,
        status: progress.status,
      };
      await output.show(result, () => (
        <Text color="green">
          {t('purchasing.forecasts.computed', { run: result.runId, stores: result.stores, rows: result.rows, start, days: horizonDays })}
        </Text>
      ));
    });
}

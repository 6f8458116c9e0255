import { readFileSync } from 'node:fs';
import { formatMoney, MONEY_SCALE } from '../../domain/common/money';
import { Box, Text } from '../ui/ink';
import type { Command } from 'commander';
import type { z } from 'zod';
import { CliError, resolveToken, UsageError } from '../api';
import type { CommandContext } from '../context';
import { Table } from '../ui/Table';
import { readCsv, toCsv } from '../../domain/common/csv';
import { Progress } from '../ui/Progress';
import { labelOf, type Translate } from '../i18n';
import type {
  calculationStartAnswer,
  calculationStateAnswer,
  CalculationState,
  reportExportAnswer,
  variableValuesLoadAnswer,
} from '../../domain/commissions/answers';
import { EXIT } from '../exitCodes';
import { registerCommissionStatements } from './commissionStatements';

const BASE = '/api/commissions';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface Globals {
  apiUrl: string;
  token?: string;
}

interface RestScope {
  globals: Globals;
  language: 'es' | 'en';
  t: Translate;
}

/**
 * A JSON call to the commissions REST API with the operator token, answering what the route's
 * response schema (domain/commissions/answers.ts) describes; errors in the server's words.
 */
async function rest<S extends z.ZodType>({ globals, language, t }: RestScope, method: string, path: string, body?: unknown): Promise<z.infer<S>> {
  const token = resolveToken(globals.token);
  let response: Response;
  try {
    response = await fetch(new URL(`${BASE}${path}`, globals.apiUrl), {
      method,
      headers: {
        'accept-language': language,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new CliError(t('api.unreachable', { url: globals.apiUrl, cause }));
  }
  const answer = (await response.json().catch(() => null)) as (z.infer<S> & { error?: { message: string }; errors?: { message?: string }[] }) | null;
  if (!answer) throw new CliError(t('api.notJson', { url: globals.apiUrl, status: response.status }));
  if (!response.ok)
    throw new CliError(answer.error?.message ?? answer.errors?.find((error) => error.message)?.message ?? t('api.failed', { status: response.status }));
  return answer;
}

/** tag, date, employee, value rows (a header line is optional) grouped into one load per tag and date. */
export function valuesFromCsv(text: string, t: Translate): { variable_values: { tag: string; date: string; values: Record<string, number> }[]; rows: number } {
  const rows = readCsv(text).filter((row, index) => !(index === 0 && row.cells[0]?.trim().toLowerCase() === 'tag'));
  const groups = new Map<string, { tag: string; date: string; values: Record<string, number> }>();
  rows.forEach((row) => {
    const [tag, date, employee, value] = row.cells.map((cell) => cell.trim());
    const number = Number(value);
    if (!tag || !date || !DATE.test(date) || !employee || value === undefined || value === '' || !Number.isFinite(number)) {
      throw new CliError(t('commissions.badLine', { line: row.line, row: row.raw }));
    }
    const key = `${tag}\u0000${date}`;
    const group = groups.get(key) ?? { tag, date, values: {} };
    group.values[employee] = number;
    groups.set(key, group);
  });
  return { variable_values: [...groups.values()], rows: rows.length };
}

export function registerCommissions(program: Command, context: CommandContext) {
  const { t: text, language } = context;
  const scope = (): RestScope => ({ globals: program.opts<Globals>(), language, t: text });
  const commissions = program.command('commissions').description(text('commissions.description'));
  registerCommissionStatements(commissions, context);

  commissions
    .command('import-values')
    .description(text('commissions.importValues.description'))
    .requiredOption('--variable <id>', text('commissions.importValues.variable'))
    .requiredOption('--file <path>', text('commissions.importValues.file'))
    .action(async (options: { variable: string; file: string }) => {
      const { output, t } = context();
      let csv: string;
      try {
        csv = readFileSync(options.file, 'utf8');
      } catch (error) {
        throw new CliError(t('common.cannotRead', { file: options.file, reason: (error as Error).message }));
      }
      const { variable_values, rows } = valuesFromCsv(csv, t);
      if (rows === 0) throw new CliError(t('commissions.noValues', { file: options.file }));
      const answer = await rest<typeof variableValuesLoadAnswer>(scope(), 'POST', `/variable/${encodeURIComponent(options.variable)}/values`, {
        variable_values,
      });
      const unknown = answer.unprocessed_items.employees_not_found;
      // --json is the same in every language: the server's messages stay out, their codes go.
      const neutral = { rows, ...answer, errors: answer.errors.map(({ index, tag, errorCode }) => ({ index, tag, errorCode })) };
      await output.show(neutral, () => (
        <Box flexDirection="column">
          <Table
            columns={[t('commissions.column.tag'), t('commissions.column.date'), t('commissions.column.values')]}
            rows={answer.processed_items.map((item) => [item.tag, item.date, String(item.values)])}
            emptyText={t('common.none')}
          />
          {answer.errors.map((error) => (
            <Text key={error.index} color="yellow">
              {t('commissions.tagError', { tag: error.tag ?? String(error.index + 1), message: error.message })}
            </Text>
          ))}
          {unknown.length > 0 ? (
            <Text color="yellow">{t('commissions.unknownEmployees', { count: unknown.length, employees: unknown.join(', ') })}</Text>
          ) : (
            <Text color="green">{t('commissions.allFound')}</Text>
          )}
        </Box>
      ));
      if (unknown.length > 0) process.exitCode = EXIT.partial;
    });

  commissions
    .command('run')
    .description(text('commissions.run.description'))
    .requiredOption('--commission <id>', text('commissions.run.commission'))
    .requiredOption('--from <date>', text('commissions.run.from'))
    .option('--employee <id>', text('commissions.run.employee'))
    .option('--timeout <seconds>', text('commissions.run.timeout'), '600')
    .action(async (options: { commission: string; from: string; employee?: string; timeout: string }) => {
      const { output, t } = context();
      if (!DATE.test(options.from)) throw new UsageError(t('commissions.fromNotADate'));
      const started = await rest<typeof calculationStartAnswer>(scope(), 'POST', '/variable-commission/calculate', {
        variable_commission_id: options.commission,
        start_date: options.from,
        ...(options.employee ? { employee_id: options.employee } : {}),
      });
      const workflowId = started.data.workflow_id;
      const deadline = Date.now() + Number(options.timeout) * 1000;
      let state: CalculationState | undefined;
      await output.live<CalculationState>(
        ({ value }) => (
          <Box flexDirection="column">
            <Text>{t('commissions.running', { workflowId })}</Text>
            {value?.progress ? <Progress done={value.progress.processed} total={value.progress.total} /> : <Text>{t('commissions.planning')}</Text>}
          </Box>
        ),
        async (update) => {
          for (;;) {
            state = (await rest<typeof calculationStateAnswer>(scope(), 'GET', `/variable-commission/calculate/${encodeURIComponent(workflowId)}`)).data;
            update(state);
            if (state.status !== 'running') return;
            if (Date.now() > deadline) throw new CliError(t('commissions.stillRunning', { workflowId, seconds: options.timeout }));
            await new Promise((resolve) => setTimeout(resolve, 300));
          }
        },
      );
      const final = state as CalculationState;
      if (final.status !== 'completed')
        throw new CliError(t('commissions.ended', { workflowId, status: labelOf(t, 'workflows.state', final.status), failure: final.failure ?? '' }));
      const result = final.result as NonNullable<CalculationState['result']>;
      await output.show({ workflowId, ...result }, () => (
        <Text>
          {result.status === 'completed' ? (
            <Text color={result.failed > 0 ? 'yellow' : 'green'}>
              {t('commissions.calculated', { employees: result.employees, start: result.startDate ?? '', end: result.endDate ?? '', failed: result.failed })}
            </Text>
          ) : (
            <Text color="yellow">{t('commissions.nothingCalculated', { status: labelOf(t, 'commissions.outcome', result.status) })}</Text>
          )}
        </Text>
      ));
      if (result.status !== 'completed') process.exitCode = EXIT.failed;
      else if (result.failed > 0) process.exitCode = EXIT.partial;
    });

  commissions
    .command('reports')
    .description(text('commissions.reports.description'))
    .requiredOption('--organization <id>', text('commissions.reports.organization'))
    .requiredOption('--from <date>', text('commissions.reports.date'))
    .requiredOption('--to <date>', text('commissions.reports.date'))
    .option('--csv', text('commissions.reports.csv'))
    .action(async (options: { organization: string; from: string; to: string; csv?: boolean }) => {
      const { output, t } = context();
      const answer = await rest<typeof reportExportAnswer>(scope(), 'POST', '/report/export', {
        type: 'organization_dates',
        organization_id: options.organization,
        start_date: options.from,
        end_date: options.to,
      });
      const rows = answer.data.results.map((report) => ({
        report: report.id,
        employee: report.employee_id,
        name: report.employee_name,
        position: report.hierarchical_node_name,
        commission: report.variable_commission_name,
        start: report.start_date,
        end: report.end_date,
        result: report.exception
          ? `Error: ${report.exception.name}`
          : report.evaluation_result === null || report.evaluation_result === undefined
            ? ''
            : formatMoney(report.evaluation_result, MONEY_SCALE.commissionDetail),
        store: report.warehouse,
      }));
      if (options.csv) {
        const header = ['report', 'employee', 'name', 'position', 'commission', 'start', 'end', 'result', 'store'] as const;
        output.write(
          toCsv(
            header,
            rows.map((row) => header.map((column) => row[column])),
          ),
        );
        return;
      }
      await output.show(answer.data.results, () => (
        <Box flexDirection="column">
          <Table
            columns={(['employee', 'name', 'position', 'commission', 'start', 'result', 'store'] as const).map((column) => t(`commissions.column.${column}`))}
            rows={answer.data.results.map((report, index) => {
              const row = rows[index];
              // The CSV keeps its wording (a file for other programs); the table is read by a person.
              const result = report.exception ? t('commissions.resultError', { name: report.exception.name }) : row.result;
              return [row.employee, row.name, row.position, row.commission, row.start, result, row.store];
            })}
            emptyText={t('common.none')}
          />
          <Text>{t('commissions.reportCount', { count: rows.length })}</Text>
        </Box>
      ));
    });
}

import { readFileSync } from 'node:fs';
import { Box, Text } from 'ink';
import Papa from 'papaparse';
import type { Command } from 'commander';
import { CliError, resolveToken } from '../api';
import type { CommandContext } from '../program';
import { Table } from '../ui/Table';

const BASE = '/api/commissions';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface Globals {
  apiUrl: string;
  token?: string;
  lang: string;
}

/** A JSON call to the commissions REST API with the operator token; errors in the server's words. */
async function rest<T>(globals: Globals, method: string, path: string, body?: unknown): Promise<T> {
  const token = resolveToken(globals.token);
  let response: Response;
  try {
    response = await fetch(new URL(`${BASE}${path}`, globals.apiUrl), {
      method,
      headers: {
        'accept-language': globals.lang === 'en' ? 'en' : 'es',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new CliError(`Cannot reach the API at ${globals.apiUrl} (${cause}). Is it running? Start it with \`npm start\` or set API_URL.`);
  }
  const answer = (await response.json().catch(() => null)) as (T & { error?: { message: string } }) | null;
  if (!answer) throw new CliError(`The API at ${globals.apiUrl} answered ${response.status} without JSON.`);
  if (!response.ok) throw new CliError(answer.error?.message ?? `The API answered ${response.status}.`);
  return answer;
}

/** tag, date, employee, value rows (a header line is optional) grouped into one load per tag and date. */
export function valuesFromCsv(text: string): { variable_values: { tag: string; date: string; values: Record<string, number> }[]; rows: number } {
  const parsed = Papa.parse<string[]>(text.trim(), { skipEmptyLines: true });
  const rows = parsed.data.filter((row, index) => !(index === 0 && row[0]?.trim().toLowerCase() === 'tag'));
  const groups = new Map<string, { tag: string; date: string; values: Record<string, number> }>();
  rows.forEach((row, index) => {
    const [tag, date, employee, value] = row.map((cell) => cell.trim());
    const number = Number(value);
    if (!tag || !date || !DATE.test(date) || !employee || value === undefined || value === '' || !Number.isFinite(number)) {
      throw new CliError(`Line ${index + 1} of the file is not "tag,date(yyyy-MM-dd),employee,value": ${row.join(',')}`);
    }
    const key = `${tag}\u0000${date}`;
    const group = groups.get(key) ?? { tag, date, values: {} };
    group.values[employee] = number;
    groups.set(key, group);
  });
  return { variable_values: [...groups.values()], rows: rows.length };
}

function ProgressBar({ processed, total, width = 30 }: { processed: number; total: number; width?: number }) {
  const filled = total > 0 ? Math.round((processed / total) * width) : 0;
  return (
    <Text>
      [<Text color="green">{'█'.repeat(filled)}</Text>
      {'░'.repeat(width - filled)}] {processed}/{total}
    </Text>
  );
}

interface RunState {
  status: string;
  progress: { state: string; total: number; processed: number; failed: number } | null;
  result: { status: string; startDate: string | null; endDate: string | null; employees: number; failed: number } | null;
  failure: string | null;
}

interface Report {
  id: string;
  employee_id: string;
  employee_name: string;
  hierarchical_node_name: string;
  variable_commission_name: string;
  start_date: string;
  end_date: string;
  evaluation_result: number | null;
  warehouse: string;
  exception: { name: string } | null;
}

export function registerCommissions(program: Command, context: CommandContext) {
  const globals = () => program.opts<Globals>();
  const commissions = program.command('commissions').description('variable commissions: load values, run calculations, read reports');

  commissions
    .command('import-values')
    .description('load variable values from a CSV of tag,date,employee,value; reports unknown employees')
    .requiredOption('--variable <id>', 'variable id')
    .requiredOption('--file <path>', 'CSV file')
    .action(async (options: { variable: string; file: string }) => {
      const { output } = context();
      let text: string;
      try {
        text = readFileSync(options.file, 'utf8');
      } catch (error) {
        throw new CliError(`Cannot read ${options.file}: ${(error as Error).message}`);
      }
      const { variable_values, rows } = valuesFromCsv(text);
      if (rows === 0) throw new CliError(`${options.file} has no values.`);
      const answer = await rest<{ processed_items: { tag: string; date: string; values: number }[]; unprocessed_items: { employees_not_found: string[] }; errors: { message: string }[] }>(
        globals(),
        'POST',
        `/variable/${encodeURIComponent(options.variable)}/values`,
        { variable_values },
      );
      const unknown = answer.unprocessed_items.employees_not_found;
      await output.show({ rows, ...answer }, () => (
        <Box flexDirection="column">
          <Table columns={['tag', 'date', 'values loaded']} rows={answer.processed_items.map((item) => [item.tag, item.date, String(item.values)])} />
          {unknown.length > 0 ? <Text color="yellow">Unknown employees ({unknown.length}): {unknown.join(', ')}</Text> : <Text color="green">Every employee was found.</Text>}
        </Box>
      ));
      if (unknown.length > 0) process.exitCode = 2;
    });

  commissions
    .command('run')
    .description('calculate a commission for the period starting on --from (all employees, or one with --employee)')
    .requiredOption('--commission <id>', 'variable commission id')
    .requiredOption('--from <date>', 'period start, yyyy-MM-dd')
    .option('--employee <id>', 'only this employee (a retry)')
    .option('--timeout <seconds>', 'how long to wait for the run', '600')
    .action(async (options: { commission: string; from: string; employee?: string; timeout: string }) => {
      const { output } = context();
      if (!DATE.test(options.from)) throw new CliError('--from must be a date yyyy-MM-dd');
      const started = await rest<{ data: { workflow_id: string } }>(globals(), 'POST', '/variable-commission/calculate', {
        variable_commission_id: options.commission,
        start_date: options.from,
        ...(options.employee ? { employee_id: options.employee } : {}),
      });
      const workflowId = started.data.workflow_id;
      const deadline = Date.now() + Number(options.timeout) * 1000;
      let state: RunState | undefined;
      await output.live<RunState>(
        ({ value }) => (
          <Box flexDirection="column">
            <Text>run {workflowId}</Text>
            {value?.progress ? <ProgressBar processed={value.progress.processed} total={value.progress.total} /> : <Text>planning…</Text>}
          </Box>
        ),
        async (update) => {
          for (;;) {
            state = (await rest<{ data: RunState }>(globals(), 'GET', `/variable-commission/calculate/${encodeURIComponent(workflowId)}`)).data;
            update(state);
            if (state.status !== 'running') return;
            if (Date.now() > deadline) throw new CliError(`The run ${workflowId} is still running after ${options.timeout} s; it goes on in the background.`);
            await new Promise((resolve) => setTimeout(resolve, 300));
          }
        },
      );
      const final = state as RunState;
      if (final.status !== 'completed') throw new CliError(`The run ${workflowId} ended ${final.status}: ${final.failure ?? ''}`);
      const result = final.result as NonNullable<RunState['result']>;
      await output.show({ workflowId, ...result }, () => (
        <Text>
          {result.status === 'completed' ? (
            <Text color={result.failed > 0 ? 'yellow' : 'green'}>
              {result.employees} employees calculated for {result.startDate} – {result.endDate}, {result.failed} with an exception
            </Text>
          ) : (
            <Text color="yellow">Nothing calculated: {result.status}</Text>
          )}
        </Text>
      ));
      if (result.status !== 'completed' || result.failed > 0) process.exitCode = 2;
    });

  commissions
    .command('reports')
    .description("a company's reports of the periods starting between --from and --to")
    .requiredOption('--organization <id>', 'company id')
    .requiredOption('--from <date>', 'yyyy-MM-dd')
    .requiredOption('--to <date>', 'yyyy-MM-dd')
    .option('--csv', 'print CSV')
    .action(async (options: { organization: string; from: string; to: string; csv?: boolean }) => {
      const { output } = context();
      const answer = await rest<{ data: { results: Report[] } }>(globals(), 'POST', '/report/search', {
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
        result: report.exception ? `Error: ${report.exception.name}` : (report.evaluation_result?.toFixed(2) ?? ''),
        store: report.warehouse,
      }));
      if (options.csv) {
        process.stdout.write(`${Papa.unparse(rows)}\n`);
        return;
      }
      await output.show(answer.data.results, () => (
        <Box flexDirection="column">
          <Table columns={['employee', 'name', 'position', 'commission', 'start', 'result', 'store']} rows={rows.map((row) => [row.employee, row.name, row.position, row.commission, row.start, row.result, row.store])} />
          <Text>{rows.length} reports</Text>
        </Box>
      ));
    });
}

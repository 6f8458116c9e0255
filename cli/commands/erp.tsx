import { Box, Text } from 'ink';
import Spinner from 'ink-spinner';
import type { Command } from 'commander';
import { format, isValid, parse } from 'date-fns';
import type { CommandContext } from '../program';
import { CliError } from '../api';
import { Table } from '../ui/Table';

interface ErpStatus {
  workflowId: string;
  status: string;
  state: string | null;
  polls: number | null;
  rows: unknown;
  rowCount: number | null;
  error: string | null;
}

const START = /* GraphQL */ `
  mutation Start($operation: JSON!) { startErpQuery(operation: $operation) { workflowId } }
`;
const STATUS = /* GraphQL */ `
  query Status($workflowId: ID!) { erpQuery(workflowId: $workflowId) { workflowId status state polls rows rowCount error } }
`;

/** dd/MM/yyyy as the ERP takes it, from dd/MM/yyyy or yyyy-MM-dd. */
export function toErpDate(value: string | undefined, name: string): string {
  if (!value) throw new CliError(`--${name} is required for this operation (dd/MM/yyyy or yyyy-MM-dd)`);
  for (const pattern of ['dd/MM/yyyy', 'yyyy-MM-dd']) {
    const date = parse(value, pattern, new Date(2000, 0, 1));
    if (isValid(date) && format(date, pattern) === value) return format(date, 'dd/MM/yyyy');
  }
  throw new CliError(`--${name} "${value}" is not a date (dd/MM/yyyy or yyyy-MM-dd)`);
}

interface ErpQueryOptions {
  from?: string;
  to?: string;
  company: string;
  articles: string;
  limit: string;
}

export function buildOperation(name: string, options: ErpQueryOptions): Record<string, unknown> {
  const companyId = Number(options.company);
  switch (name) {
    case 'emptyContainerStock':
      return { operation: name, companyId, articleKeys: options.articles.split(',').map((key) => key.trim()).filter(Boolean) };
    case 'salesRange':
    case 'inventoryRange':
      return { operation: name, companyId, from: toErpDate(options.from, 'from'), to: toErpDate(options.to, 'to') };
    case 'nextConsolidatedOrderId':
      return { operation: name, companyId };
    default:
      throw new CliError(`Unknown ERP operation "${name}". Use emptyContainerStock, salesRange, inventoryRange or nextConsolidatedOrderId.`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function registerErp(program: Command, context: CommandContext) {
  const erp = program.command('erp').description('read the ERP through the ERP query process');
  erp
    .command('query')
    .description('run a typed ERP query and wait for its rows')
    .argument('<operation>', 'emptyContainerStock | salesRange | inventoryRange | nextConsolidatedOrderId')
    .option('--from <date>', 'first day (dd/MM/yyyy or yyyy-MM-dd)')
    .option('--to <date>', 'last day (dd/MM/yyyy or yyyy-MM-dd)')
    .option('--company <id>', 'company: 1 (BAMA) or 2 (TCO)', '1')
    .option('--articles <keys>', 'article keys for emptyContainerStock', 'E0101,E0201')
    .option('--limit <n>', 'rows to print (all with --json)', '20')
    .action(async (name: string, options: ErpQueryOptions) => {
      const operation = buildOperation(name, options);
      const { api, output } = context();
      const { startErpQuery } = await api.graphql<{ startErpQuery: { workflowId: string } }>(START, { operation });
      let final: ErpStatus | undefined;
      await output.live<ErpStatus>(
        ({ value }) => (
          <Text>
            <Text color="cyan">
              <Spinner type="dots" />
            </Text>{' '}
            {startErpQuery.workflowId} · {value?.state ?? 'creating'} · {value?.polls ?? 0} polls
          </Text>
        ),
        async (update) => {
          for (;;) {
            const { erpQuery } = await api.graphql<{ erpQuery: ErpStatus }>(STATUS, { workflowId: startErpQuery.workflowId });
            update(erpQuery);
            if (erpQuery.status !== 'running') {
              final = erpQuery;
              return;
            }
            await sleep(300);
          }
        },
      );
      if (!final || final.status !== 'completed') throw new CliError(final?.error ?? `The ERP query ended ${final?.status ?? 'unknown'}`);
      const rows = (Array.isArray(final.rows) ? final.rows : [final.rows]) as Record<string, unknown>[];
      const shown = rows.slice(0, Number(options.limit));
      const columns = Object.keys(shown[0] ?? {});
      await output.show({ workflowId: final.workflowId, polls: final.polls, rowCount: rows.length, rows }, () => (
        <Box flexDirection="column">
          <Text color="green">
            ✔ {final!.workflowId}: {rows.length} rows after {final!.polls} polls
          </Text>
          <Table columns={columns} rows={shown.map((row) => columns.map((column) => row[column] as string))} />
          {rows.length > shown.length ? <Text dimColor>… {rows.length - shown.length} more (use --limit or --json)</Text> : null}
        </Box>
      ));
    });
}

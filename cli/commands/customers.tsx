import { writeFileSync } from 'node:fs';
import { Box, Text } from 'ink';
import type { Command } from 'commander';
import type { CommandContext } from '../program';
import { CliError } from '../api';
import { Table } from '../ui/Table';
import { customerClasses } from '../../domain/customers/classification';

interface Counters {
  active: number;
  inactive: number;
  incomplete: number;
  registered: number;
  auditable: number;
  authorization: number;
  total: number;
}
interface Row {
  id: string;
  customerName: string;
  customerTypeName: string;
  preregistrationCode: string | null;
  sellBanned: boolean | null;
  blacklisted: boolean;
  zoneName: string | null;
  lastUpdate: string;
  classes: string[];
}
interface MassRun {
  workflowId: string;
  status: string;
  state: string | null;
  total: number;
  processed: number;
  updated: number;
  skipped: number;
  notified: number;
}

const LIST = /* GraphQL */ `
  query List($filter: CustomerFilterInput, $page: Int, $pageSize: Int) {
    customerCounters(filter: $filter) { active inactive incomplete registered auditable authorization total }
    customers(filter: $filter, page: $page, pageSize: $pageSize) {
      total page pageSize
      rows { id customerName customerTypeName preregistrationCode sellBanned blacklisted zoneName lastUpdate classes }
    }
  }
`;
const CSV = /* GraphQL */ `query Csv($filter: CustomerFilterInput) { customersCsv(filter: $filter) }`;
const COUNT = /* GraphQL */ `query Count($filter: CustomerFilterInput) { customers(filter: $filter, pageSize: 5) { total } }`;
const START = /* GraphQL */ `
  mutation Start($input: CustomerMassUpdateInput!) { startCustomerMassUpdate(input: $input) { workflowId status state total processed updated skipped notified } }
`;
const PROGRESS = /* GraphQL */ `
  query Progress($workflowId: ID!) { customerMassUpdate(workflowId: $workflowId) { workflowId status state total processed updated skipped notified } }
`;

export interface FilterOptions {
  class?: string;
  type?: string;
  since?: string;
  search?: string;
}

/** The list filter from the shared options; the server checks it again. */
export function filterFromOptions(options: FilterOptions): Record<string, string> {
  // The counters as the screen names them (Auditable) or in lower case both work.
  const counter = options.class?.toLowerCase();
  if (counter && !(customerClasses as readonly string[]).includes(counter)) {
    throw new CliError(`--class "${options.class}" is not a counter: use ${customerClasses.join(', ')}`);
  }
  return Object.fromEntries(
    Object.entries({ class: counter, customerTypeId: options.type, changedSince: options.since, search: options.search }).filter(([, value]) => value !== undefined),
  ) as Record<string, string>;
}

export function progressBar(done: number, total: number, width = 30): string {
  const ratio = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(ratio * width);
  return `${'█'.repeat(filled)}${'░'.repeat(width - filled)} ${done}/${total}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withFilterOptions(command: Command): Command {
  return command
    .option('--class <counter>', `one of the counters: ${customerClasses.join(', ')}`)
    .option('--type <customerTypeId>', 'customer type, e.g. CC')
    .option('--since <yyyy-mm-dd>', 'changed on or after this day (at most 365 days back)')
    .option('--search <text>', 'a code, a phone, an e-mail or part of the name');
}

export function registerCustomers(program: Command, context: CommandContext) {
  const customers = program.command('customers').description('customer list, export and mass updates');

  withFilterOptions(customers.command('list').description('the six counters and a page of customers'))
    .option('--page <n>', 'page from 0', '0')
    .option('--page-size <n>', '5, 10, 20 or 0 for all (up to 1000)', '20')
    .action(async (options: FilterOptions & { page: string; pageSize: string }) => {
      const { api, output } = context();
      const data = await api.graphql<{ customerCounters: Counters; customers: { total: number; page: number; pageSize: number; rows: Row[] } }>(LIST, {
        filter: filterFromOptions(options),
        page: Number(options.page),
        pageSize: Number(options.pageSize),
      });
      const { customerCounters: counters, customers: page } = data;
      await output.show({ counters, total: page.total, page: page.page, rows: page.rows }, () => (
        <Box flexDirection="column">
          <Text>
            Active {counters.active} · Inactive {counters.inactive} · Incomplete {counters.incomplete} · Registered {counters.registered} · Auditable {counters.auditable} · Authorization {counters.authorization}
          </Text>
          <Table
            columns={['id', 'name', 'type', 'code', 'sellBanned', 'zone', 'last update']}
            rows={page.rows.map((row) => [row.id, row.customerName, row.customerTypeName, row.preregistrationCode, row.blacklisted ? 'Blacklist' : String(row.sellBanned), row.zoneName, row.lastUpdate])}
          />
          <Text color="green">{page.total} Rows Loaded</Text>
        </Box>
      ));
    });

  withFilterOptions(customers.command('export').description('CSV of every customer of the filter (formula-safe)'))
    .option('--csv', 'CSV format (the only one)', true)
    .option('--out <file>', 'write to this file instead of the standard output')
    .action(async (options: FilterOptions & { out?: string }) => {
      const { api } = context();
      const { customersCsv } = await api.graphql<{ customersCsv: string }>(CSV, { filter: filterFromOptions(options) });
      if (options.out) writeFileSync(options.out, customersCsv);
      else process.stdout.write(customersCsv);
    });

  withFilterOptions(customers.command('mass-update').description('inactivate, set a type or release to stores, by ids or by filter'))
    .option('--ids <ids>', 'comma-separated customer ids (instead of a filter)')
    .option('--inactivate', "'Send customer inactive': sellBanned true")
    .option('--set-type <customerTypeId>', 'assign this customer type (the customer is notified)')
    .option('--release <stores>', 'comma-separated store ids (type _10) to release to')
    .option('--batch-size <n>', 'customers per batch', '200')
    .option('--dry-run', 'count what would change and stop')
    .action(async (options: FilterOptions & { ids?: string; inactivate?: boolean; setType?: string; release?: string; batchSize: string; dryRun?: boolean }) => {
      const actions = [options.inactivate && 'inactivate', options.setType && 'setType', options.release && 'release'].filter(Boolean) as string[];
      if (actions.length !== 1) throw new CliError('Choose exactly one of --inactivate, --set-type <id>, --release <stores>');
      const ids = options.ids?.split(',').map((id) => id.trim()).filter(Boolean);
      const filter = filterFromOptions(options);
      if (!ids?.length && Object.keys(filter).length === 0) throw new CliError('Say which customers: --ids, or a filter (--class, --type, --since, --search)');
      const { api, output } = context();
      if (options.dryRun) {
        const total = ids?.length ?? (await api.graphql<{ customers: { total: number } }>(COUNT, { filter })).customers.total;
        await output.show({ dryRun: true, action: actions[0], customers: total }, () => <Text color="yellow">dry run: {actions[0]} would touch {total} customers</Text>);
        return;
      }
      const input = {
        action: actions[0],
        customerIds: ids?.length ? ids : null,
        filter: ids?.length ? null : filter,
        customerTypeId: options.setType ?? null,
        warehouseIds: options.release?.split(',').map((id) => id.trim()).filter(Boolean) ?? null,
        batchSize: Number(options.batchSize),
      };
      const started = (await api.graphql<{ startCustomerMassUpdate: MassRun }>(START, { input })).startCustomerMassUpdate;
      let final = started;
      await output.live<MassRun>(
        ({ value }) => (
          <Text>
            {started.workflowId} {progressBar(value?.processed ?? 0, value?.total ?? 0)} · updated {value?.updated ?? 0} · skipped {value?.skipped ?? 0}
          </Text>
        ),
        async (update) => {
          for (;;) {
            final = (await api.graphql<{ customerMassUpdate: MassRun }>(PROGRESS, { workflowId: started.workflowId })).customerMassUpdate;
            update(final);
            if (final.status !== 'running') return;
            await sleep(300);
          }
        },
      );
      if (final.status !== 'completed') throw new CliError(`The mass update ${final.workflowId} ended ${final.status}`);
      await output.show(final, () => (
        <Text color="green">
          ✔ {final.workflowId}: {final.updated} updated, {final.skipped} skipped, {final.notified} notices of {final.total}
        </Text>
      ));
    });
}

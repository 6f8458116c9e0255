import { writeFileSync } from 'node:fs';
import { Box, Text } from '../ui/ink';
import type { Command } from 'commander';
import type { CommandContext } from '../context';
import { CliError, UsageError } from '../api';
import { Table } from '../ui/Table';
import { Progress } from '../ui/Progress';
import { customerClasses } from '../../domain/customers/classification';
import { labelOf, type MessageKey, type Translate } from '../i18n';
import { customerCountQuery, customerListQuery, customerMassUpdateQuery, customersCsvQuery, startCustomerMassUpdateMutation } from '../graphql/customers';

export interface FilterOptions {
  class?: string;
  type?: string;
  since?: string;
  search?: string;
}

/** The list filter from the shared options; the server checks it again. */
export function filterFromOptions(options: FilterOptions, t: Translate): Record<string, string> {
  // The counters as the screen names them (Auditable) or in lower case both work.
  const counter = options.class?.toLowerCase();
  if (counter && !(customerClasses as readonly string[]).includes(counter)) {
    throw new UsageError(t('customers.notACounter', { value: options.class ?? '', classes: customerClasses.join(', ') }));
  }
  return Object.fromEntries(
    Object.entries({ class: counter, customerTypeId: options.type, changedSince: options.since, search: options.search }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as Record<string, string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withFilterOptions(command: Command, t: Translate): Command {
  return command
    .option('--class <counter>', t('customers.option.class', { classes: customerClasses.join(', ') }))
    .option('--type <customerTypeId>', t('customers.option.type'))
    .option('--since <yyyy-mm-dd>', t('customers.option.since'))
    .option('--search <text>', t('customers.option.search'));
}

type MassAction = 'inactivate' | 'setType' | 'release';

export function registerCustomers(program: Command, context: CommandContext) {
  const { t: text } = context;
  const customers = program.command('customers').description(text('customers.description'));

  withFilterOptions(customers.command('list').description(text('customers.list.description')), text)
    .option('--page <n>', text('customers.list.page'), '0')
    .option('--page-size <n>', text('customers.list.pageSize'), '20')
    .action(async (options: FilterOptions & { page: string; pageSize: string }) => {
      const { api, output, t } = context();
      const data = await api.graphql(customerListQuery, {
        filter: filterFromOptions(options, t),
        page: Number(options.page),
        pageSize: Number(options.pageSize),
      });
      const { customerCounters: counters, customers: page } = data;
      await output.show({ counters, total: page.total, page: page.page, rows: page.rows }, () => (
        <Box flexDirection="column">
          <Text>{t('customers.counters', { ...counters })}</Text>
          <Table
            columns={['id', 'name', 'type', 'code', 'sellBanned', 'zone', 'lastUpdate'].map((column) => t(`customers.column.${column}` as MessageKey))}
            rows={page.rows.map((row) => [
              row.id,
              row.customerName,
              row.customerTypeName,
              row.preregistrationCode,
              row.blacklisted ? t('customers.blacklist') : row.sellBanned === null ? '' : t(row.sellBanned ? 'common.yes' : 'common.no'),
              row.zoneName,
              row.lastUpdate,
            ])}
            emptyText={t('common.none')}
          />
          <Text color="green">{t('customers.rowsLoaded', { count: page.total })}</Text>
        </Box>
      ));
    });

  withFilterOptions(customers.command('export').description(text('customers.export.description')), text)
    .option('--csv', text('customers.export.csv'), true)
    .option('--out <file>', text('customers.export.out'))
    .action(async (options: FilterOptions & { out?: string }) => {
      const { api, output, t } = context();
      const { customersCsv } = await api.graphql(customersCsvQuery, { filter: filterFromOptions(options, t) });
      if (options.out) writeFileSync(options.out, customersCsv);
      else output.write(customersCsv);
    });

  withFilterOptions(customers.command('mass-update').description(text('customers.massUpdate.description')), text)
    .option('--ids <ids>', text('customers.massUpdate.ids'))
    .option('--inactivate', text('customers.massUpdate.inactivate'))
    .option('--set-type <customerTypeId>', text('customers.massUpdate.setType'))
    .option('--release <stores>', text('customers.massUpdate.release'))
    .option('--batch-size <n>', text('customers.massUpdate.batchSize'), '200')
    .option('--dry-run', text('customers.massUpdate.dryRun'))
    .action(
      async (options: FilterOptions & { ids?: string; inactivate?: boolean; setType?: string; release?: string; batchSize: string; dryRun?: boolean }) => {
        const t = context.t;
        const actions = [options.inactivate && 'inactivate', options.setType && 'setType', options.release && 'release'].filter(Boolean) as MassAction[];
        if (actions.length !== 1) throw new UsageError(t('customers.chooseAction'));
        const ids = options.ids
          ?.split(',')
          .map((id) => id.trim())
          .filter(Boolean);
        const filter = filterFromOptions(options, t);
        if (!ids?.length && Object.keys(filter).length === 0) throw new UsageError(t('customers.whichCustomers'));
        const { api, output } = context();
        if (options.dryRun) {
          const total = ids?.length ?? (await api.graphql(customerCountQuery, { filter })).customers.total;
          await output.show({ dryRun: true, action: actions[0], customers: total }, () => (
            <Text color="yellow">{t('customers.dryRun', { action: t(`customers.action.${actions[0]}`), count: total })}</Text>
          ));
          return;
        }
        const input = {
          action: actions[0],
          customerIds: ids?.length ? ids : null,
          filter: ids?.length ? null : filter,
          customerTypeId: options.setType ?? null,
          warehouseIds:
            options.release
              ?.split(',')
              .map((id) => id.trim())
              .filter(Boolean) ?? null,
          batchSize: Number(options.batchSize),
        };
        const started = (await api.graphql(startCustomerMassUpdateMutation, { input })).startCustomerMassUpdate;
        let final = started;
        await output.live<typeof final>(
          ({ value }) => (
            <Box flexDirection="column">
              <Text>{t('customers.progress', { workflowId: started.workflowId, updated: value?.updated ?? 0, skipped: value?.skipped ?? 0 })}</Text>
              <Progress done={value?.processed ?? 0} total={value?.total ?? 0} />
            </Box>
          ),
          async (update) => {
            for (;;) {
              final = (await api.graphql(customerMassUpdateQuery, { workflowId: started.workflowId })).customerMassUpdate;
              update(final);
              if (final.status !== 'running') return;
              await sleep(300);
            }
          },
        );
        if (final.status !== 'completed')
          throw new CliError(t('customers.massEnded', { workflowId: final.workflowId, status: labelOf(t, 'workflows.state', final.status) }));
        await output.show(final, () => (
          <Text color="green">
            {t('customers.massDone', {
              workflowId: final.workflowId,
              updated: final.updated,
              skipped: final.skipped,
              notified: final.notified,
              total: final.total,
            })}
          </Text>
        ));
      },
    );
}

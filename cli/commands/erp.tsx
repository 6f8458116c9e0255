import { Box, Spinner, Text } from '../ui/ink';
import type { Command } from 'commander';
import type { CommandContext } from '../context';
import { CliError, UsageError } from '../api';
import { Table } from '../ui/Table';
import { labelOf, type Translate } from '../i18n';
import { erpQueryStatusQuery, startErpQueryMutation } from '../graphql/erp';
import type { ErpQueryStatusQuery } from '../graphql/generated/graphql';

type ErpStatus = ErpQueryStatusQuery['erpQuery'];

/** dd/MM/yyyy as the ERP takes it, from dd/MM/yyyy or yyyy-MM-dd (date-fns loaded on use: it is slow to load). */
export async function toErpDate(value: string | undefined, name: string, t: Translate): Promise<string> {
  if (!value) throw new UsageError(t('erp.dateRequired', { name }));
  const { format, isValid, parse } = await import('date-fns');
  for (const pattern of ['dd/MM/yyyy', 'yyyy-MM-dd']) {
    const date = parse(value, pattern, new Date(2000, 0, 1));
    if (isValid(date) && format(date, pattern) === value) return format(date, 'dd/MM/yyyy');
  }
  throw new UsageError(t('erp.notADate', { name, value }));
}

interface ErpQueryOptions {
  from?: string;
  to?: string;
  company: string;
  articles: string;
  limit: string;
}

export async function buildOperation(name: string, options: ErpQueryOptions, t: Translate): Promise<Record<string, unknown>> {
  const companyId = Number(options.company);
  switch (name) {
    case 'emptyContainerStock':
      return {
        operation: name,
        companyId,
        articleKeys: options.articles
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean),
      };
    case 'salesRange':
    case 'inventoryRange':
      return { operation: name, companyId, from: await toErpDate(options.from, 'from', t), to: await toErpDate(options.to, 'to', t) };
    case 'nextConsolidatedOrderId':
      return { operation: name, companyId };
    default:
      throw new UsageError(t('erp.unknownOperation', { name }));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function registerErp(program: Command, context: CommandContext) {
  const { t: text } = context;
  const erp = program.command('erp').description(text('erp.description'));
  erp
    .command('query')
    .description(text('erp.query.description'))
    .argument('<operation>', text('erp.query.operation'))
    .option('--from <date>', text('erp.query.from'))
    .option('--to <date>', text('erp.query.to'))
    .option('--company <id>', text('erp.query.company'), '1')
    .option('--articles <keys>', text('erp.query.articles'), 'E0101,E0201')
    .option('--limit <n>', text('erp.query.limit'), '20')
    .action(async (name: string, options: ErpQueryOptions) => {
      const operation = await buildOperation(name, options, context.t);
      const { api, output, t } = context();
      const { startErpQuery } = await api.graphql(startErpQueryMutation, { operation });
      let final: ErpStatus | undefined;
      await output.live<ErpStatus>(
        ({ value }) => (
          <Spinner
            label={t('erp.progress', {
              workflowId: startErpQuery.workflowId,
              state: labelOf(t, 'erp.state', value?.state ?? 'creating'),
              polls: value?.polls ?? 0,
            })}
          />
        ),
        async (update) => {
          for (;;) {
            const { erpQuery } = await api.graphql(erpQueryStatusQuery, { workflowId: startErpQuery.workflowId });
            update(erpQuery);
            if (erpQuery.status !== 'running') {
              final = erpQuery;
              return;
            }
            await sleep(300);
          }
        },
      );
      if (!final || final.status !== 'completed')
        throw new CliError(final?.error ?? t('erp.ended', { status: final ? labelOf(t, 'workflows.state', final.status) : t('erp.unknownStatus') }));
      const rows = (Array.isArray(final.rows) ? final.rows : [final.rows]) as Record<string, unknown>[];
      const shown = rows.slice(0, Number(options.limit));
      const columns = Object.keys(shown[0] ?? {});
      await output.show({ workflowId: final.workflowId, polls: final.polls, rowCount: rows.length, rows }, () => (
        <Box flexDirection="column">
          <Text color="green">{t('erp.done', { workflowId: final!.workflowId, rows: rows.length, polls: final!.polls ?? 0 })}</Text>
          <Table
            columns={columns.map((column) => labelOf(t, 'erp.column', column))}
            rows={shown.map((row) => columns.map((column) => row[column] as string))}
            emptyText={t('common.none')}
          />
          {rows.length > shown.length ? <Text dimColor>{t('erp.more', { count: rows.length - shown.length })}</Text> : null}
        </Box>
      ));
    });
}

import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { Box, Text } from '../ui/ink';
import { Table } from '../ui/Table';
import type { CommandContext } from '../context';
import { formatInStoreZone } from '../../domain/common/time';
import type { MessageKey } from '../i18n';
import { changeHistoryQuery } from '../graphql/history';

interface FilterOptions {
  user?: string;
  area?: string;
  recordType?: string;
  record?: string;
  operation?: string;
  from?: string;
  to?: string;
}

const filterKeys = { user: 'userName', area: 'area', recordType: 'recordType', record: 'recordId', operation: 'operation', from: 'from', to: 'to' } as const;

/** The filter as the API takes it (the server checks it and answers a bad part in the caller's language). */
function filterOf(options: FilterOptions): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filterKeys).flatMap(([option, key]) => (options[option as keyof FilterOptions] ? [[key, options[option as keyof FilterOptions]!]] : [])),
  );
}

const short = (value: unknown) => {
  const text = value === null || value === undefined ? '∅' : typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
};

/** `history search` and `history export`: the audit log of every change (issue 22, docs/history.md). */
export function registerHistory(program: Command, context: CommandContext) {
  const { t: text } = context;
  const history = program.command('history').description(text('history.description'));
  const withFilters = (command: Command) =>
    command
      .option('--user <userName>', text('history.option.user'))
      .option('--area <area>', text('history.option.area'))
      .option('--record-type <type>', text('history.option.recordType'))
      .option('--record <id>', text('history.option.record'))
      .option('--operation <op>', text('history.option.operation'))
      .option('--from <date>', text('history.option.from'))
      .option('--to <date>', text('history.option.to'));

  withFilters(history.command('search').description(text('history.search.description')))
    .option('--page <n>', text('history.option.page'), '1')
    .option('--page-size <n>', text('history.option.pageSize'), '50')
    .action(async (options: FilterOptions & { page: string; pageSize: string }) => {
      const { api, output, t } = context();
      const { changeHistory: page } = await api.graphql(changeHistoryQuery, {
        filter: filterOf(options),
        page: Number(options.page),
        pageSize: Number(options.pageSize),
      });
      await output.show(page, () => (
        <Box flexDirection="column">
          <Table
            columns={['at', 'user', 'record', 'operation', 'changes'].map((column) => t(`history.column.${column}` as MessageKey))}
            rows={page.entries.map((entry) => [
              formatInStoreZone(entry.at, 'dd/MM/yyyy HH:mm:ss'),
              entry.actor.runId ? `${entry.actor.name} (${entry.actor.runId.slice(0, 8)})` : entry.actor.name,
              `${entry.recordType} ${entry.recordId}`,
              t(`history.operation.${entry.operation}` as MessageKey, { defaultValue: entry.operation }),
              entry.changes.map((change) => `${change.field}: ${short(change.before)} → ${short(change.after)}`).join('; '),
            ])}
            emptyText={t('common.none')}
          />
          <Text>{t('history.search.page', { page: page.page, pages: Math.max(1, Math.ceil(page.total / page.pageSize)), total: page.total })}</Text>
        </Box>
      ));
    });

  withFilters(history.command('export').description(text('history.export.description')))
    .option('--out <file>', text('history.export.out'))
    .action(async (options: FilterOptions & { out?: string }) => {
      const { api, output, t } = context();
      if (output.json) {
        // Every entry of the filter, a page at a time, as one JSON array.
        const entries = [];
        for (let page = 1; ; page += 1) {
          const { changeHistory } = await api.graphql(changeHistoryQuery, { filter: filterOf(options), page, pageSize: 500 });
          entries.push(...changeHistory.entries);
          if (page * changeHistory.pageSize >= changeHistory.total) break;
        }
        if (options.out) writeFileSync(options.out, `${JSON.stringify(entries, null, 2)}\n`);
        else await output.show(entries, () => <Text>{t('history.export.done', { count: entries.length })}</Text>);
        return;
      }
      // The dashboard's export of the audit log (api/exports); reading it as text drops its UTF-8 BOM.
      const csv = await api.text(`/api/export/history.csv?${new URLSearchParams(filterOf(options)).toString()}`);
      if (options.out) writeFileSync(options.out, csv);
      else output.write(csv);
    });
}

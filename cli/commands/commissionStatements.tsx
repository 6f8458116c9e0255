import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { formatMoney, MONEY_SCALE } from '../../domain/common/money';
import { statementStates, type StatementState } from '../../domain/commissions/statements';
import { Box, Text } from '../ui/ink';
import { UsageError } from '../api';
import type { CommandContext } from '../context';
import { Table } from '../ui/Table';
import { Progress } from '../ui/Progress';
import { EXIT } from '../exitCodes';
import {
  approveCommissionStatementsMutation,
  commissionStatementExportPreviewQuery,
  commissionStatementsQuery,
  exportCommissionStatementsMutation,
} from '../graphql/commissionStatements';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Statements approved per call: a progress step, well under the API's 10,000 ids. */
const CHUNK = 1000;

interface PeriodOptions {
  organization: string;
  from: string;
  to: string;
}

/** `commissions statements list|approve|export` (issue 25, docs/commissionStatements.md#cli). */
export function registerCommissionStatements(commissions: Command, context: CommandContext) {
  const { t: text } = context;
  const statements = commissions.command('statements').description(text('commissions.statements.description'));
  const period = (command: Command) =>
    command
      .requiredOption('--organization <id>', text('commissions.statements.organization'))
      .requiredOption('--from <date>', text('commissions.statements.from'))
      .requiredOption('--to <date>', text('commissions.statements.to'));
  const periodOf = (options: PeriodOptions) => {
    if (!DATE.test(options.from) || !DATE.test(options.to) || options.from >= options.to) throw new UsageError(text('commissions.statements.badPeriod'));
    return { organizationId: options.organization, periodStart: options.from, periodEnd: options.to };
  };

  period(statements.command('list').description(text('commissions.statements.list')))
    .option('--state <state>', text('commissions.statements.state'))
    .option('--page <n>', text('commissions.statements.page'), '1')
    .action(async (options: PeriodOptions & { state?: string; page: string }) => {
      const key = periodOf(options);
      if (options.state && !statementStates.includes(options.state as StatementState))
        throw new UsageError(text('commissions.statements.badState', { states: statementStates.join(', ') }));
      const page = Number(options.page);
      if (!Number.isInteger(page) || page < 1) throw new UsageError(text('commissions.statements.badPage'));
      const { api, output, t } = context();
      const { commissionStatements } = await api.graphql(commissionStatementsQuery, { ...key, state: options.state ?? null, page, pageSize: 50 });
      await output.show(commissionStatements, () => (
        <Box flexDirection="column">
          <Table
            columns={(['state', 'count', 'total'] as const).map((column) => t(`commissions.statements.column.${column}`))}
            rows={commissionStatements.summary.map((entry) => [
              t(`commissions.statements.states.${entry.state as StatementState}`),
              String(entry.count),
              formatMoney(entry.total, MONEY_SCALE.commissionDetail, { grouping: true }),
            ])}
            emptyText={t('common.none')}
          />
          <Table
            columns={(['employee', 'name', 'state', 'total', 'reviewer'] as const).map((column) => t(`commissions.statements.column.${column}`))}
            rows={commissionStatements.items.map((item) => [
              item.employeeId,
              item.employeeName,
              t(`commissions.statements.states.${item.state as StatementState}`),
              formatMoney(item.total, MONEY_SCALE.commissionDetail, { grouping: true }),
              item.reviewerName,
            ])}
            emptyText={t('common.none')}
          />
          <Text>
            {t('commissions.statements.pageOf', { page, pages: Math.max(1, Math.ceil(commissionStatements.total / 50)), total: commissionStatements.total })}
          </Text>
        </Box>
      ));
    });

  period(statements.command('approve').description(text('commissions.statements.approve')))
    .option('--ids <ids>', text('commissions.statements.ids'))
    .option('--reason <text>', text('commissions.statements.reason'), '')
    .action(async (options: PeriodOptions & { ids?: string; reason: string }) => {
      const key = periodOf(options);
      const { api, output, t } = context();
      let ids =
        options.ids
          ?.split(',')
          .map((id) => id.trim())
          .filter(Boolean) ?? [];
      if (ids.length === 0) {
        for (let page = 1; ; page += 1) {
          const { commissionStatements } = await api.graphql(commissionStatementsQuery, { ...key, state: 'inReview', page, pageSize: 200 });
          ids.push(...commissionStatements.items.map((item) => item.id));
          if (commissionStatements.items.length === 0 || ids.length >= commissionStatements.total) break;
        }
      }
      ids = [...new Set(ids)];
      const totals = { approved: 0, skipped: 0 };
      await output.live<number>(
        ({ value }) => <Progress done={value ?? 0} total={ids.length} />,
        async (update) => {
          for (let index = 0; index < ids.length; index += CHUNK) {
            const chunk = ids.slice(index, index + CHUNK);
            const { approveCommissionStatements } = await api.graphql(approveCommissionStatementsMutation, {
              input: { ...key, ids: chunk, reason: options.reason },
            });
            totals.approved += approveCommissionStatements.approved;
            totals.skipped += approveCommissionStatements.skipped;
            update(index + chunk.length);
          }
        },
      );
      if (totals.skipped > 0) process.exitCode = totals.approved > 0 ? EXIT.partial : EXIT.failed;
      await output.show({ ...key, asked: ids.length, ...totals }, () => (
        <Text color={totals.skipped ? 'yellow' : 'green'}>{t('commissions.statements.approved', totals)}</Text>
      ));
    });

  period(statements.command('export').description(text('commissions.statements.export')))
    .option('--out <file>', text('commissions.statements.out'))
    .option('--preview', text('commissions.statements.preview'))
    .action(async (options: PeriodOptions & { out?: string; preview?: boolean }) => {
      const key = periodOf(options);
      const { api, output, t } = context();
      if (options.preview) {
        const { commissionStatementExportPreview: preview } = await api.graphql(commissionStatementExportPreviewQuery, key);
        await output.show(preview, () => (
          <Text>
            {preview.csv}
            {t('commissions.statements.previewed', {
              count: preview.statements,
              total: formatMoney(preview.total, MONEY_SCALE.commissionDetail, { grouping: true }),
            })}
          </Text>
        ));
        return;
      }
      let exported: { exportId: string; statements: number; csv: string } | undefined;
      await output.live<string>(
        () => <Text>{t('commissions.statements.exporting', key)}</Text>,
        async () => {
          exported = (await api.graphql(exportCommissionStatementsMutation, { input: key })).exportCommissionStatements;
        },
      );
      const done = exported!;
      if (options.out) writeFileSync(options.out, done.csv);
      else if (!output.json) output.write(done.csv);
      if (options.out || output.json)
        await output.show(
          { ...key, exportId: done.exportId, statements: done.statements, file: options.out ?? null, ...(options.out ? {} : { csv: done.csv }) },
          () => <Text color="green">{t('commissions.statements.exported', { count: done.statements, file: options.out ?? '' })}</Text>,
        );
    });
}

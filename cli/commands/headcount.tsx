import { Box, Text } from '../ui/ink';
import type { Command } from 'commander';
import type { CommandContext } from '../context';
import { CliError } from '../api';
import { Table } from '../ui/Table';
import { headcountRunCliQuery, startHeadcountCliMutation } from '../graphql/headcount';

/** `headcount compute [--date yyyy-mm-dd] [--json]`: runs the daily headcount process and prints each store. */
export function registerHeadcount(program: Command, context: CommandContext) {
  const headcount = program.command('headcount').description(context.t('headcount.description'));
  headcount
    .command('compute')
    .description(context.t('headcount.compute'))
    .option('--date <date>', context.t('headcount.date'))
    .action(async (options: { date?: string }) => {
      const { api, output, t } = context();
      const { startHeadcount } = await api.graphql(startHeadcountCliMutation, { calculationDate: options.date ?? null });
      let run = (await api.graphql(headcountRunCliQuery, { workflowId: startHeadcount.workflowId })).headcountRun;
      while (run.status === 'running') {
        process.stderr.write(`${t('headcount.progress', { processed: run.processed, total: run.total })}\r`);
        await new Promise((resolve) => setTimeout(resolve, 500));
        run = (await api.graphql(headcountRunCliQuery, { workflowId: startHeadcount.workflowId })).headcountRun;
      }
      if (run.status !== 'completed') throw new CliError(t('headcount.failed', { status: run.status }));
      await output.show(run, () => (
        <Box flexDirection="column">
          <Text color="green">{t('headcount.done', { date: run.calculationDate ?? '', count: run.stores.length })}</Text>
          <Table
            emptyText={t('common.none')}
            columns={[
              t('headcount.column.store'),
              t('headcount.column.required'),
              t('headcount.column.assigned'),
              t('headcount.column.vacancies'),
              t('headcount.column.status'),
            ]}
            rows={run.stores.map((store) => [`${store.warehouseId} ${store.warehouseName}`, store.required, store.assigned, store.vacancies, store.statusName])}
          />
        </Box>
      ));
    });
}

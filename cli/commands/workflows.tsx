import { Box, Text } from '../ui/ink';
import type { Command } from 'commander';
import type { CommandContext } from '../context';
import { CliError } from '../api';
import { Table } from '../ui/Table';
import { labelOf } from '../i18n';
import { cancelWorkflowRunMutation, workflowRunQuery, workflowRunsQuery } from '../graphql/workflows';

/** What a run's JSON fields hold (the JSON scalar: shapes written by workers/gateway). */
interface RunJson {
  failure: { message?: string } | null;
  pendingActivities: { activityType: string; attempt: number }[];
  pendingTimers: { fireAt: number }[];
}

export function registerWorkflows(program: Command, context: CommandContext) {
  const { t: text } = context;
  const workflows = program.command('workflows').description(text('workflows.description'));

  workflows
    .command('list')
    .description(text('workflows.list.description'))
    .option('--type <workflowType>', text('workflows.list.type'))
    .option('--status <status>', text('workflows.list.status'))
    .option('--limit <n>', text('workflows.list.limit'), '50')
    .action(async (options: { type?: string; status?: string; limit: string }) => {
      const { api, output, t } = context();
      const data = await api.graphql(workflowRunsQuery, { workflowType: options.type, status: options.status, limit: Number(options.limit) });
      await output.show(data.workflowRuns, () => (
        <Table
          columns={[
            t('workflows.column.id'),
            t('workflows.column.process'),
            t('workflows.column.status'),
            t('workflows.column.started'),
            t('workflows.column.closed'),
          ]}
          rows={data.workflowRuns.map((run) => [run.workflowId, run.workflowType, labelOf(t, 'workflows.state', run.status), run.startTime, run.closeTime])}
          emptyText={t('common.none')}
        />
      ));
    });

  workflows
    .command('describe')
    .description(text('workflows.describe.description'))
    .argument('<workflowId>')
    .action(async (workflowId: string) => {
      const { api, output, t } = context();
      const data = await api.graphql(workflowRunQuery, { workflowId });
      if (!data.workflowRun) throw new CliError(t('workflows.notFound', { workflowId }));
      const run = { ...data.workflowRun, ...(data.workflowRun as RunJson) };
      await output.show(run, () => (
        <Box flexDirection="column">
          <Text bold>
            {run.workflowType} {run.workflowId} · {labelOf(t, 'workflows.state', run.status)}
          </Text>
          <Text>
            {t('workflows.started', { time: run.startTime })}
            {run.closeTime ? t('workflows.closed', { time: run.closeTime }) : ''}
          </Text>
          {run.failure?.message ? <Text color="red">{t('workflows.failure', { message: run.failure.message })}</Text> : null}
          {run.pendingActivities.length ? (
            <Text>
              {t('workflows.pendingActivities', {
                activities: run.pendingActivities
                  .map((activity) => t('workflows.activityAttempt', { activity: activity.activityType, attempt: activity.attempt }))
                  .join(', '),
              })}
            </Text>
          ) : null}
          {run.pendingTimers.length ? (
            <Text>{t('workflows.pendingTimers', { timers: run.pendingTimers.map((timer) => new Date(timer.fireAt).toISOString()).join(', ') })}</Text>
          ) : null}
          <Text> </Text>
          <Table
            columns={['#', t('workflows.column.time'), t('workflows.column.event')]}
            rows={run.history.map((event) => [event.eventId, event.time, event.type])}
            emptyText={t('common.none')}
          />
        </Box>
      ));
    });

  workflows
    .command('cancel')
    .description(text('workflows.cancel.description'))
    .argument('<workflowId>')
    .action(async (workflowId: string) => {
      const { api, output, t } = context();
      await api.graphql(cancelWorkflowRunMutation, { workflowId });
      await output.show({ workflowId, cancelled: true }, () => <Text color="yellow">{t('workflows.cancelled', { workflowId })}</Text>);
    });
}

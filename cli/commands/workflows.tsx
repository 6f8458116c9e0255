import { Box, Text } from 'ink';
import type { Command } from 'commander';
import type { CommandContext } from '../context';
import { CliError } from '../api';
import { Table } from '../ui/Table';
import { labelOf } from '../i18n';

interface Run {
  workflowId: string;
  workflowType: string;
  status: string;
  startTime: string;
  closeTime: string | null;
}
interface RunDetails extends Run {
  runId: string;
  input: unknown;
  result: unknown;
  failure: { message?: string } | null;
  pendingActivities: { activityType: string; attempt: number }[];
  pendingTimers: { fireAt: number }[];
  history: { eventId: number; time: string; type: string }[];
}

const LIST = /* GraphQL */ `
  query Runs($workflowType: String, $status: String, $limit: Int) {
    workflowRuns(workflowType: $workflowType, status: $status, limit: $limit) { workflowId workflowType status startTime closeTime }
  }
`;
const DESCRIBE = /* GraphQL */ `
  query Run($workflowId: ID!) {
    workflowRun(workflowId: $workflowId) {
      workflowId runId workflowType status startTime closeTime input result failure pendingActivities pendingTimers
      history { eventId time type }
    }
  }
`;
const CANCEL = /* GraphQL */ `
  mutation Cancel($workflowId: ID!) { cancelWorkflowRun(workflowId: $workflowId) }
`;

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
      const data = await api.graphql<{ workflowRuns: Run[] }>(LIST, { workflowType: options.type, status: options.status, limit: Number(options.limit) });
      await output.show(data.workflowRuns, () => (
        <Table
          columns={[t('workflows.column.id'), t('workflows.column.process'), t('workflows.column.status'), t('workflows.column.started'), t('workflows.column.closed')]}
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
      const data = await api.graphql<{ workflowRun: RunDetails | null }>(DESCRIBE, { workflowId });
      const run = data.workflowRun;
      if (!run) throw new CliError(t('workflows.notFound', { workflowId }));
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
                activities: run.pendingActivities.map((activity) => t('workflows.activityAttempt', { activity: activity.activityType, attempt: activity.attempt })).join(', '),
              })}
            </Text>
          ) : null}
          {run.pendingTimers.length ? <Text>{t('workflows.pendingTimers', { timers: run.pendingTimers.map((timer) => new Date(timer.fireAt).toISOString()).join(', ') })}</Text> : null}
          <Text> </Text>
          <Table columns={['#', t('workflows.column.time'), t('workflows.column.event')]} rows={run.history.map((event) => [event.eventId, event.time, event.type])} emptyText={t('common.none')} />
        </Box>
      ));
    });

  workflows
    .command('cancel')
    .description(text('workflows.cancel.description'))
    .argument('<workflowId>')
    .action(async (workflowId: string) => {
      const { api, output, t } = context();
      await api.graphql<{ cancelWorkflowRun: boolean }>(CANCEL, { workflowId });
      await output.show({ workflowId, cancelled: true }, () => <Text color="yellow">{t('workflows.cancelled', { workflowId })}</Text>);
    });
}

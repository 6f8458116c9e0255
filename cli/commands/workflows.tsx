import { Box, Text } from 'ink';
import type { Command } from 'commander';
import type { CommandContext } from '../program';
import { Table } from '../ui/Table';

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
  const workflows = program.command('workflows').description('runs of the long processes (embedded runtime or Temporal)');

  workflows
    .command('list')
    .description('list runs, newest first')
    .option('--type <workflowType>', 'only this process, e.g. erpQuery')
    .option('--status <status>', 'running, completed, failed or cancelled')
    .option('--limit <n>', 'how many', '50')
    .action(async (options: { type?: string; status?: string; limit: string }) => {
      const { api, output } = context();
      const data = await api.graphql<{ workflowRuns: Run[] }>(LIST, { workflowType: options.type, status: options.status, limit: Number(options.limit) });
      await output.show(data.workflowRuns, () => (
        <Table columns={['workflow id', 'process', 'status', 'started', 'closed']} rows={data.workflowRuns.map((run) => [run.workflowId, run.workflowType, run.status, run.startTime, run.closeTime])} />
      ));
    });

  workflows
    .command('describe')
    .description('one run with its history')
    .argument('<workflowId>')
    .action(async (workflowId: string) => {
      const { api, output } = context();
      const data = await api.graphql<{ workflowRun: RunDetails | null }>(DESCRIBE, { workflowId });
      const run = data.workflowRun;
      if (!run) throw new Error(`No run ${workflowId}`);
      await output.show(run, () => (
        <Box flexDirection="column">
          <Text bold>
            {run.workflowType} {run.workflowId} · {run.status}
          </Text>
          <Text>
            started {run.startTime}
            {run.closeTime ? ` · closed ${run.closeTime}` : ''}
          </Text>
          {run.failure?.message ? <Text color="red">failure: {run.failure.message}</Text> : null}
          {run.pendingActivities.length ? <Text>pending activities: {run.pendingActivities.map((activity) => `${activity.activityType} (attempt ${activity.attempt})`).join(', ')}</Text> : null}
          {run.pendingTimers.length ? <Text>pending timers: {run.pendingTimers.map((timer) => new Date(timer.fireAt).toISOString()).join(', ')}</Text> : null}
          <Text> </Text>
          <Table columns={['#', 'time', 'event']} rows={run.history.map((event) => [event.eventId, event.time, event.type])} />
        </Box>
      ));
    });

  workflows
    .command('cancel')
    .description('cancel a running run')
    .argument('<workflowId>')
    .action(async (workflowId: string) => {
      const { api, output } = context();
      await api.graphql<{ cancelWorkflowRun: boolean }>(CANCEL, { workflowId });
      await output.show({ workflowId, cancelled: true }, () => <Text color="yellow">cancellation requested for {workflowId}</Text>);
    });
}

import { Box, Text } from 'ink';
import type { Command } from 'commander';
import type { CommandContext } from '../program';
import { Table } from '../ui/Table';

const STATUS_QUERY = /* GraphQL */ `
  query Status {
    systemStatus {
      ok
      version
      startedAt
      backends { name mode ok detail }
    }
    workflowsOverview { backend running failed completed schedules workers }
  }
`;

interface StatusData {
  workflowsOverview: { backend: string; running: number; failed: number; completed: number; schedules: number; workers: number };
  systemStatus: { ok: boolean; version: string; startedAt: string; backends: { name: string; mode: string; ok: boolean; detail: string | null }[] };
}

export function registerStatus(program: Command, context: CommandContext) {
  program
    .command('status')
    .description('backends (embedded or external), workers and workflow runs')
    .action(async () => {
      const { api, output } = context();
      const data = await api.graphql<StatusData>(STATUS_QUERY);
      const status = data.systemStatus;
      const runs = data.workflowsOverview;
      await output.show({ ...status, workflows: runs }, () => (
        <Box flexDirection="column">
          <Text>
            {status.ok ? <Text color="green">● all backends up</Text> : <Text color="red">● some backends are down</Text>} · version {status.version} · since {status.startedAt}
          </Text>
          <Table columns={['backend', 'mode', 'state', 'detail']} rows={status.backends.map((backend) => [backend.name, backend.mode, backend.ok ? 'up' : 'DOWN', backend.detail])} />
          <Text>
            workers: {runs.backend === 'embedded' ? 'embedded runtime in the API process' : runs.workers > 0 ? `${runs.workers} Temporal worker(s) polling` : <Text color="red">no Temporal worker polling (npm run worker)</Text>} · runs: {runs.running} running, {runs.completed} completed,{' '}
            {runs.failed} failed · {runs.schedules} schedules
          </Text>
        </Box>
      ));
      if (!status.ok) process.exitCode = 2;
    });
}

import { Box, Text } from '../ui/ink';
import type { Command } from 'commander';
import type { CommandContext } from '../context';
import { Table } from '../ui/Table';
import { labelOf } from '../i18n';
import { statusQuery } from '../graphql/system';
import { EXIT } from '../exitCodes';

export function registerStatus(program: Command, context: CommandContext) {
  program
    .command('status')
    .description(context.t('system.description'))
    .action(async () => {
      const { api, output, t } = context();
      const data = await api.graphql(statusQuery);
      const status = data.systemStatus;
      const runs = data.workflowsOverview;
      // JSON is the same in every language: the backends' texts go as codes with their values.
      const neutral = {
        ...status,
        backends: status.backends.map(({ name, ok, modeCode, modeParams, detailCode, detailParams }) => ({
          name,
          ok,
          modeCode,
          modeParams,
          detailCode,
          detailParams,
        })),
        workflows: runs,
      };
      await output.show(neutral, () => (
        <Box flexDirection="column">
          <Text>
            {status.ok ? <Text color="green">{t('system.allUp')}</Text> : <Text color="red">{t('system.someDown')}</Text>}
            {t('system.versionSince', { version: status.version, startedAt: status.startedAt })}
          </Text>
          <Table
            columns={[t('system.column.backend'), t('system.column.mode'), t('system.column.state'), t('system.column.detail')]}
            rows={status.backends.map((backend) => [
              labelOf(t, 'system.backend', backend.name),
              backend.mode,
              backend.ok ? t('system.up') : t('system.down'),
              backend.detail,
            ])}
            emptyText={t('common.none')}
          />
          <Text>
            {t('system.workers')}
            {runs.backend === 'embedded' ? (
              t('system.workersEmbedded')
            ) : runs.workers > 0 ? (
              t('system.workersTemporal', { count: runs.workers })
            ) : (
              <Text color="red">{t('system.noWorker')}</Text>
            )}
            {t('system.runs', { running: runs.running, completed: runs.completed, failed: runs.failed, schedules: runs.schedules })}
          </Text>
        </Box>
      ));
      if (!status.ok) process.exitCode = EXIT.partial;
    });
}

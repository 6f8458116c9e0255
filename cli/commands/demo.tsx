import { Box, Text } from '../ui/ink';
import type { Command } from 'commander';
import type { CommandContext } from '../context';
import { UsageError } from '../api';
import { Table } from '../ui/Table';
import { seedDemoDataMutation } from '../graphql/demo';

/** The JSON `collections` of the answer: what each seeded collection got. */
type SeededCollections = Record<string, { inserted: number; updated: number; unchanged: number }>;

export function registerSeed(program: Command, context: CommandContext) {
  program
    .command('seed')
    .description(context.t('demo.description'))
    .option('--demo', context.t('demo.demo'))
    .option('--reset', context.t('demo.reset'))
    .action(async (options: { demo?: boolean; reset?: boolean }) => {
      const { api, output, t } = context();
      if (!options.demo) throw new UsageError(t('demo.which'));
      const { seedDemoData: result } = await api.graphql(seedDemoDataMutation, { reset: Boolean(options.reset) });
      await output.show(result, () => (
        <Box flexDirection="column">
          <Text color="green">
            {t(result.reset ? 'demo.reloaded' : 'demo.loaded', { version: result.seedVersion, seconds: (result.durationMs / 1000).toFixed(1) })}
          </Text>
          <Table
            emptyText={t('common.none')}
            columns={[t('demo.column.collection'), t('common.inserted'), t('common.updated'), t('common.unchanged')]}
            rows={Object.entries(result.collections as SeededCollections).map(([name, counts]) => [name, counts.inserted, counts.updated, counts.unchanged])}
          />
        </Box>
      ));
    });
}

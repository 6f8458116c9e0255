import { Box, Text } from '../ui/ink';
import type { Command } from 'commander';
import type { CommandContext } from '../context';
import { UsageError } from '../api';
import { Table } from '../ui/Table';
import { seedDemoDataMutation } from '../graphql/seed';

/** The JSON `collections` of the answer: what each seeded collection got. */
type SeededCollections = Record<string, { inserted: number; updated: number; unchanged: number }>;


export function registerSeed(program: Command, context: CommandContext) {
  program
    .command('seed')
    .description(context.t('seed.description'))
    .option('--demo', context.t('seed.demo'))
    .option('--reset', context.t('seed.reset'))
    .action(async (options: { demo?: boolean; reset?: boolean }) => {
      const { api, output, t } = context();
      if (!options.demo) throw new UsageError(t('seed.which'));
      const { seedDemoData: result } = await api.graphql(seedDemoDataMutation, { reset: Boolean(options.reset) });
      await output.show(result, () => (
        <Box flexDirection="column">
          <Text color="green">
            {t(result.reset ? 'seed.reloaded' : 'seed.loaded', { version: result.seedVersion, seconds: (result.durationMs / 1000).toFixed(1) })}
          </Text>
          <Table
            emptyText={t('common.none')}
            columns={[t('seed.column.collection'), t('common.inserted'), t('common.updated'), t('common.unchanged')]}
            rows={Object.entries(result.collections as SeededCollections).map(([name, counts]) => [name, counts.inserted, counts.updated, counts.unchanged])}
          />
        </Box>
      ));
    });
}

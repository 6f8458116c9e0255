import { Box, Text } from 'ink';
import type { Command } from 'commander';
import type { CommandContext } from '../program';
import { CliError } from '../api';
import { Table } from '../ui/Table';

const SEED = /* GraphQL */ `
  mutation Seed($reset: Boolean) { seedDemoData(reset: $reset) { seedVersion reset durationMs collections } }
`;

interface SeedAnswer {
  seedDemoData: { seedVersion: number; reset: boolean; durationMs: number; collections: Record<string, { inserted: number; updated: number; unchanged: number }> };
}

export function registerSeed(program: Command, context: CommandContext) {
  program
    .command('seed')
    .description('load the demo dataset (idempotent); --reset reloads it from scratch')
    .option('--demo', 'the demo dataset (the only dataset there is)')
    .option('--reset', 'delete the seeded collections first (edits to demo records are lost)')
    .action(async (options: { demo?: boolean; reset?: boolean }) => {
      if (!options.demo) throw new CliError('Say which data to load: `seed --demo`.');
      const { api, output } = context();
      const { seedDemoData: result } = await api.graphql<SeedAnswer>(SEED, { reset: Boolean(options.reset) });
      await output.show(result, () => (
        <Box flexDirection="column">
          <Text color="green">
            ✔ demo data v{result.seedVersion} {result.reset ? 'reloaded' : 'loaded'} in {(result.durationMs / 1000).toFixed(1)} s
          </Text>
          <Table
            columns={['collection', 'inserted', 'updated', 'unchanged']}
            rows={Object.entries(result.collections).map(([name, counts]) => [name, counts.inserted, counts.updated, counts.unchanged])}
          />
        </Box>
      ));
    });
}

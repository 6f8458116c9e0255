import { readFileSync, writeFileSync } from 'node:fs';
import { Box, Text } from 'ink';
import type { Command } from 'commander';
import type { CommandContext } from '../program';
import { CliError } from '../api';
import { Table } from '../ui/Table';
import { menuExchangeSchema, type MenuExchange } from '../../domain/menus/exchange';
import { describeIssues } from '../../domain/validation/parse';

interface ImportCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

const IMPORT = /* GraphQL */ `
  mutation ($document: JSON!) {
    importMenus(document: $document) {
      systemMenus { inserted updated unchanged }
      permissionProfiles { inserted updated unchanged }
    }
  }
`;

/** `stdout` receives the exported document as it is (no terminal rendering), so it can be redirected to a file. */
export function registerMenus(program: Command, context: CommandContext, stdout: { write(text: string): unknown } = process.stdout) {
  const menus = program.command('menus').description('system menus and permission profiles as a JSON file');

  menus
    .command('export')
    .description('write every menu and permission profile as JSON (to stdout, or --output)')
    .option('-o, --output <file>', 'file to write')
    .action(async (options: { output?: string }) => {
      const { api, output } = context();
      const { exportMenus } = await api.graphql<{ exportMenus: MenuExchange }>('{ exportMenus }');
      const text = `${JSON.stringify(exportMenus, null, 2)}\n`;
      if (!options.output) {
        stdout.write(text);
        return;
      }
      writeFileSync(options.output, text);
      const summary = { file: options.output, systemMenus: exportMenus.systemMenus.length, permissionProfiles: exportMenus.permissionProfiles.length };
      await output.show(summary, () => (
        <Text color="green">
          ✔ {summary.systemMenus} menus and {summary.permissionProfiles} permission profiles written to {summary.file}
        </Text>
      ));
    });

  menus
    .command('import <file>')
    .description('apply a menus file: missing records are inserted, changed ones updated (idempotent)')
    .action(async (file: string) => {
      let document: unknown;
      try {
        document = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        throw new CliError(`Cannot read ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`);
      }
      const parsed = menuExchangeSchema.safeParse(document);
      if (!parsed.success) throw new CliError(`${file} is not a menus file: ${describeIssues(parsed.error.issues.slice(0, 5))}`);
      const { api, output } = context();
      const { importMenus } = await api.graphql<{ importMenus: { systemMenus: ImportCounts; permissionProfiles: ImportCounts } }>(IMPORT, { document: parsed.data });
      await output.show(importMenus, () => (
        <Box flexDirection="column">
          <Text color="green">✔ {file} applied</Text>
          <Table
            columns={['records', 'inserted', 'updated', 'unchanged']}
            rows={[
              ['systemMenus', importMenus.systemMenus.inserted, importMenus.systemMenus.updated, importMenus.systemMenus.unchanged],
              ['permissionProfiles', importMenus.permissionProfiles.inserted, importMenus.permissionProfiles.updated, importMenus.permissionProfiles.unchanged],
            ]}
          />
        </Box>
      ));
    });
}

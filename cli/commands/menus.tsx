import { readFileSync, writeFileSync } from 'node:fs';
import { Box, Text } from '../ui/ink';
import type { Command } from 'commander';
import type { CommandContext } from '../context';
import { CliError } from '../api';
import { Table } from '../ui/Table';
import type { MenuExchange } from '../../domain/menus/exchange';
import { exportMenusQuery, importMenusMutation } from '../graphql/menus';

export function registerMenus(program: Command, context: CommandContext) {
  const { t: text } = context;
  const menus = program.command('menus').description(text('menus.description'));

  menus
    .command('export')
    .description(text('menus.export.description'))
    .option('-o, --output <file>', text('menus.export.output'))
    .action(async (options: { output?: string }) => {
      const { api, output, t } = context();
      const exportMenus = (await api.graphql(exportMenusQuery)).exportMenus as MenuExchange;
      const text = `${JSON.stringify(exportMenus, null, 2)}\n`;
      if (!options.output) {
        // The document as it is (no terminal rendering), so it can be redirected to a file.
        output.write(text);
        return;
      }
      writeFileSync(options.output, text);
      const summary = { file: options.output, systemMenus: exportMenus.systemMenus.length, permissionProfiles: exportMenus.permissionProfiles.length };
      await output.show(summary, () => (
        <Text color="green">{t('menus.written', { menus: summary.systemMenus, profiles: summary.permissionProfiles, file: summary.file })}</Text>
      ));
    });

  menus
    .command('import <file>')
    .description(text('menus.import.description'))
    .action(async (file: string) => {
      const t = text;
      let document: unknown;
      try {
        document = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        throw new CliError(t('menus.notJson', { file, reason: error instanceof Error ? error.message : String(error) }));
      }
      // zod and the shared schema load here only: they are slow to load and only this command needs them.
      const [{ z }, { menuExchangeSchema }, { describeIssues }] = await Promise.all([
        import('zod'),
        import('../../domain/menus/exchange'),
        import('../../domain/validation/parse'),
      ]);
      // zod's own wording of the problems, in the run's language.
      const parsed = menuExchangeSchema.safeParse(document, { error: (context.language === 'en' ? z.locales.en : z.locales.es)().localeError });
      if (!parsed.success) throw new CliError(t('menus.notMenus', { file, issues: describeIssues(parsed.error.issues.slice(0, 5)) }));
      const { api, output } = context();
      const { importMenus } = await api.graphql(importMenusMutation, { document: parsed.data });
      await output.show(importMenus, () => (
        <Box flexDirection="column">
          <Text color="green">{t('menus.applied', { file })}</Text>
          <Table
            emptyText={t('common.none')}
            columns={[t('menus.column.records'), t('common.inserted'), t('common.updated'), t('common.unchanged')]}
            rows={[
              ['systemMenus', importMenus.systemMenus.inserted, importMenus.systemMenus.updated, importMenus.systemMenus.unchanged],
              ['permissionProfiles', importMenus.permissionProfiles.inserted, importMenus.permissionProfiles.updated, importMenus.permissionProfiles.unchanged],
            ]}
          />
        </Box>
      ));
    });
}

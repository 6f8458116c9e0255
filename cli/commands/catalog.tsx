import { readFileSync } from 'node:fs';
import { Text } from '../ui/ink';
import type { Command } from 'commander';
import type { CommandContext } from '../context';
import { CliError } from '../api';
import type { PostalCodeCatalogueError, PostalCodeRejection } from '../../domain/customers/postalCodes';
import { Progress } from '../ui/Progress';
import { importPostalCodesMutation } from '../graphql/catalog';
import type { Translate } from '../i18n';

const CHUNK = 2000;

/** The parser's reason codes (domain/customers/postalCodes.ts) in the run's language. */
export function postalCodeReason(problem: PostalCodeRejection | PostalCodeCatalogueError, t: Translate): string {
  if (!('line' in problem)) {
    return problem.reason === 'noHeader' ? t('catalog.reason.noHeader') : t('catalog.reason.noColumn', { column: problem.column ?? '' });
  }
  return problem.reason === 'postalCode' ? t('catalog.reason.postalCode', { value: problem.value }) : t('catalog.reason.missingFields');
}

export function registerCatalog(program: Command, context: CommandContext) {
  const catalog = program.command('catalog').description(context.t('catalog.description'));
  catalog
    .command('import-postal-codes')
    .description(context.t('catalog.import.description'))
    .requiredOption('--file <path>', context.t('catalog.import.file'))
    .option('--utf8', context.t('catalog.import.utf8'))
    .option('--local', context.t('catalog.import.local'))
    .action(async (options: { file: string; utf8?: boolean; local?: boolean }) => {
      const t = context.t;
      let text: string;
      try {
        text = readFileSync(options.file, options.utf8 ? 'utf8' : 'latin1');
      } catch (error) {
        throw new CliError(t('common.cannotRead', { file: options.file, reason: (error as Error).message }));
      }
      const { parsePostalCodeCatalogue, PostalCodeCatalogueError } = await import('../../domain/customers/postalCodes');
      let parsed: ReturnType<typeof parsePostalCodeCatalogue>;
      try {
        parsed = parsePostalCodeCatalogue(text);
      } catch (error) {
        if (!(error instanceof PostalCodeCatalogueError)) throw error;
        throw new CliError(t('catalog.notCatalogue', { file: options.file, reason: postalCodeReason(error, t) }));
      }
      const { api, output } = context();
      const totals = { inserted: 0, updated: 0, total: 0 };
      await output.live<number>(
        ({ value }) => <Progress done={value ?? 0} total={parsed.rows.length} />,
        async (update) => {
          for (let index = 0; index < parsed.rows.length; index += CHUNK) {
            const chunk = parsed.rows.slice(index, index + CHUNK);
            const { importPostalCodes } = await api.graphql(importPostalCodesMutation, { rows: chunk, source: options.local ? 'local' : 'official' });
            totals.inserted += importPostalCodes.inserted;
            totals.updated += importPostalCodes.updated;
            totals.total = importPostalCodes.total;
            update(index + chunk.length);
          }
        },
      );
      await output.show({ rows: parsed.rows.length, rejected: parsed.rejected, ...totals }, () => (
        <Text color={parsed.rejected.length ? 'yellow' : 'green'}>
          {t('catalog.done', { rows: parsed.rows.length, ...totals })}
          {parsed.rejected.length
            ? t('catalog.rejected', { count: parsed.rejected.length, line: parsed.rejected[0].line, reason: postalCodeReason(parsed.rejected[0], t) })
            : ''}
        </Text>
      ));
    });
}

import { readFileSync } from 'node:fs';
import { Text } from 'ink';
import type { Command } from 'commander';
import type { CommandContext } from '../program';
import { CliError } from '../api';
import { parsePostalCodeCatalogue } from '../../domain/customers/postalCodes';
import { progressBar } from './customers';
import type { Translate } from '../i18n';

const IMPORT = /* GraphQL */ `
  mutation Import($rows: [PostalCodeInput!]!, $source: String) { importPostalCodes(rows: $rows, source: $source) { inserted updated total } }
`;
const CHUNK = 2000;

/**
 * The parser (domain/customers/postalCodes.ts) words its reasons in English; the CLI says the ones
 * it knows in the run's language and passes any other through as written.
 */
export function postalCodeReason(reason: string, t: Translate): string {
  const postalCode = /^postal code "(.*)"$/.exec(reason);
  if (postalCode) return t('catalog.reason.postalCode', { value: postalCode[1] });
  if (reason === 'missing settlement, state or municipality') return t('catalog.reason.missingFields');
  if (reason.startsWith('no header line')) return t('catalog.reason.noHeader');
  const column = /^the header has no (\w+) column$/.exec(reason);
  if (column) return t('catalog.reason.noColumn', { column: column[1] });
  return reason;
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
      let parsed: ReturnType<typeof parsePostalCodeCatalogue>;
      try {
        parsed = parsePostalCodeCatalogue(text);
      } catch (error) {
        throw new CliError(t('catalog.notCatalogue', { file: options.file, reason: postalCodeReason((error as Error).message, t) }));
      }
      const { api, output } = context();
      const totals = { inserted: 0, updated: 0, total: 0 };
      await output.live<number>(
        ({ value }) => <Text>{progressBar(value ?? 0, parsed.rows.length)}</Text>,
        async (update) => {
          for (let index = 0; index < parsed.rows.length; index += CHUNK) {
            const chunk = parsed.rows.slice(index, index + CHUNK);
            const { importPostalCodes } = await api.graphql<{ importPostalCodes: typeof totals }>(IMPORT, { rows: chunk, source: options.local ? 'local' : 'official' });
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
          {parsed.rejected.length ? t('catalog.rejected', { count: parsed.rejected.length, line: parsed.rejected[0].line, reason: postalCodeReason(parsed.rejected[0].reason, t) }) : ''}
        </Text>
      ));
    });
}

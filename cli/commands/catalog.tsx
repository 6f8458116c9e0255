import { readFileSync } from 'node:fs';
import { Text } from 'ink';
import type { Command } from 'commander';
import type { CommandContext } from '../program';
import { CliError } from '../api';
import { parsePostalCodeCatalogue } from '../../domain/customers/postalCodes';
import { progressBar } from './customers';

const IMPORT = /* GraphQL */ `
  mutation Import($rows: [PostalCodeInput!]!, $source: String) { importPostalCodes(rows: $rows, source: $source) { inserted updated total } }
`;
const CHUNK = 2000;

export function registerCatalog(program: Command, context: CommandContext) {
  const catalog = program.command('catalog').description('catalogues: postal codes');
  catalog
    .command('import-postal-codes')
    .description("import the official postal-code catalogue (SEPOMEX, pipe-separated; the file is read as Latin-1 unless --utf8)")
    .requiredOption('--file <path>', 'CPdescarga.txt')
    .option('--utf8', 'the file is UTF-8')
    .option('--local', 'mark the rows as local additions')
    .action(async (options: { file: string; utf8?: boolean; local?: boolean }) => {
      let text: string;
      try {
        text = readFileSync(options.file, options.utf8 ? 'utf8' : 'latin1');
      } catch (error) {
        throw new CliError(`Cannot read ${options.file}: ${(error as Error).message}`);
      }
      let parsed: ReturnType<typeof parsePostalCodeCatalogue>;
      try {
        parsed = parsePostalCodeCatalogue(text);
      } catch (error) {
        throw new CliError(`${options.file} is not the postal-code catalogue: ${(error as Error).message}`);
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
          {parsed.rows.length} rows: {totals.inserted} new, {totals.updated} changed; catalogue holds {totals.total}
          {parsed.rejected.length ? `; ${parsed.rejected.length} lines rejected (first: line ${parsed.rejected[0].line}, ${parsed.rejected[0].reason})` : ''}
        </Text>
      ));
    });
}

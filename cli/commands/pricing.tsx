import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { Box, Text } from '../ui/ink';
import type { CommandContext } from '../context';
import { UsageError } from '../api';
import { isIsoDay } from '../../domain/common/time';
import { exportPricesMutation } from '../graphql/pricing';

/** `prices export --company --from --to [--file]`: the day's price list, once per company and day (the server refuses a second). */
export function registerPrices(program: Command, context: CommandContext) {
  const { t: text } = context;
  const prices = program.command('prices').description(text('pricing.description'));
  prices
    .command('export')
    .description(text('pricing.export.description'))
    .requiredOption('--company <id>', text('pricing.export.company'))
    .requiredOption('--from <yyyy-mm-dd>', text('pricing.export.from'))
    .requiredOption('--to <yyyy-mm-dd>', text('pricing.export.to'))
    .option('--file <path>', text('pricing.export.file'))
    .action(async (options: { company: string; from: string; to: string; file?: string }) => {
      const { api, output, t } = context();
      const companyId = Number(options.company);
      if (!Number.isInteger(companyId) || companyId <= 0) throw new UsageError(t('pricing.badCompany', { value: options.company }));
      for (const [name, value] of [
        ['from', options.from],
        ['to', options.to],
      ] as const) {
        if (!isIsoDay(value)) throw new UsageError(t('pricing.badDate', { name, value }));
      }
      const { exportPriceList: result } = await api.graphql(exportPricesMutation, { input: { companyId, from: options.from, to: options.to } });
      if (options.file && result.content !== null && result.content !== undefined) writeFileSync(options.file, result.content);
      const { content: _content, ...summary } = result;
      await output.show({ ...summary, file: options.file ?? null }, () => (
        <Box flexDirection="column">
          <Text color="green">
            {t('pricing.done', { file: result.fileName, lines: result.lineCount, customers: result.customerCount, day: result.day, session: result.sessionId })}
          </Text>
          {options.file ? <Text>{t('pricing.written', { path: options.file })}</Text> : null}
          <Text>{t('pricing.next', { day: result.nextExportDay })}</Text>
        </Box>
      ));
    });
}

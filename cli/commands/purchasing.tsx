import type { Command } from 'commander';
import { Box, Spinner, Text } from '../ui/ink';
import type { CommandContext } from '../context';
import type { Translate } from '../i18n';
import { CliError, UsageError } from '../api';
import { Table } from '../ui/Table';
import { formatMoney, MONEY_SCALE } from '../../domain/common/money';
import { isIsoDay } from '../../domain/common/time';
import { defaultEndDate } from '../../domain/purchasing/dates';
import { cliPurchaseOrderProgressQuery, cliSendPurchaseOrderMutation, cliVerifyPurchaseOrderMutation, purchasePlanQuery } from '../graphql/purchasing';

interface SelectionOptions {
  company: string;
  provider: string;
  from: string;
  to?: string;
  stores?: string;
  projection?: string;
}

function selectionOf(options: SelectionOptions, t: Translate) {
  for (const [name, value] of [
    ['from', options.from],
    ['to', options.to ?? options.from],
  ] as const) {
    if (!isIsoDay(value)) throw new UsageError(t('purchasing.badDate', { name, value }));
  }
  const projection = Number(options.projection ?? '0');
  if (![0, 1, 2, 3].includes(projection)) throw new UsageError(t('purchasing.badProjection', { value: options.projection ?? '' }));
  return {
    companyId: options.company.padStart(2, '0'),
    providerId: options.provider,
    from: options.from,
    to: options.to ?? defaultEndDate(options.from),
    storeIds: options.stores
      ? options.stores
          .split(',')
          .map((store) => store.trim().toUpperCase())
          .filter(Boolean)
      : [],
    projection,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `purchases plan` and `purchases send`: the Purchase Orders screen from the terminal. */
export function registerPurchases(program: Command, context: CommandContext) {
  const { t: text } = context;
  const purchases = program.command('purchases').description(text('purchasing.description'));
  const common = (command: Command) =>
    command
      .requiredOption('--company <id>', text('purchasing.company'))
      .requiredOption('--provider <id>', text('purchasing.provider'))
      .requiredOption('--from <yyyy-mm-dd>', text('purchasing.from'))
      .option('--to <yyyy-mm-dd>', text('purchasing.to'))
      .option('--stores <a,b>', text('purchasing.stores'))
      .option('--projection <0-3>', text('purchasing.projection'), '0');

  common(purchases.command('plan').description(text('purchasing.plan.description'))).action(async (options: SelectionOptions) => {
    const { api, output, t } = context();
    const selection = selectionOf(options, t);
    const { purchaseGrid } = await api.graphql(purchasePlanQuery, { selection });
    await output.show(purchaseGrid, () => (
      <Box flexDirection="column">
        <Table
          columns={['store', 'sku', 'description', 'pcs/pkg', 'packages', 'p10', 'p50', 'p90', 'min', 'stock', 'price', 'total']}
          rows={purchaseGrid.rows.map((row) => [
            row.storeId,
            row.sku,
            row.description.slice(0, 40),
            row.piecesPerPackage,
            row.packages,
            row.p10,
            row.p50,
            row.p90,
            row.minProduct,
            row.stock,
            formatMoney(row.price, MONEY_SCALE.amount),
            formatMoney(row.total, MONEY_SCALE.amount),
          ])}
          emptyText={t('purchasing.noRows')}
        />
        <Text bold>{t('purchasing.totals', { rows: purchaseGrid.rows.length, total: formatMoney(purchaseGrid.totals.total, MONEY_SCALE.amount) })}</Text>
      </Box>
    ));
  });

  common(purchases.command('send').description(text('purchasing.send.description')))
    .option('--consolidated', text('purchasing.consolidated'), false)
    .action(async (options: SelectionOptions & { consolidated: boolean }) => {
      const { api, output, t } = context();
      const order = { selection: selectionOf(options, t), consolidated: options.consolidated, lines: [] };
      const { verifyPurchaseOrder: verified } = await api.graphql(cliVerifyPurchaseOrderMutation, { order });
      await api.graphql(cliSendPurchaseOrderMutation, { folio: verified.folio, order });
      let step = 'pdf';
      let failure: string | null = null;
      await output.live<string>(
        ({ value }) => <Spinner label={t('purchasing.progress', { folio: verified.folio, step: value ?? 'pdf' })} />,
        async (update) => {
          for (;;) {
            const { purchaseOrderProgress } = await api.graphql(cliPurchaseOrderProgressQuery, { erpCompanyId: verified.erpCompanyId, folio: verified.folio });
            step = purchaseOrderProgress.step;
            failure = purchaseOrderProgress.failure ?? null;
            update(step);
            if (step === 'done' || step === 'failed') return;
            await sleep(500);
          }
        },
      );
      if (step === 'failed') throw new CliError(t('purchasing.failed', { folio: verified.folio, failure: failure ?? '' }));
      await output.show({ folio: verified.folio, lines: verified.lines.length, total: verified.totals.total, step }, () => (
        <Text color="green">
          {t('purchasing.sent', {
            folio: verified.folio,
            lines: verified.lines.length,
            total: formatMoney(verified.totals.total, MONEY_SCALE.storeEmailTotal),
          })}
        </Text>
      ));
    });
}

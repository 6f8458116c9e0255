import { Box, Spinner, Text } from '../ui/ink';
import type { Command } from 'commander';
import type { CommandContext } from '../context';
import { CliError } from '../api';
import { Table } from '../ui/Table';
import { cliEmptyContainerDay, cliEmptyContainerScreen, cliStartXadisTransmission, cliXadisTransmission } from '../graphql/xadis';
import type { CliXadisTransmissionQuery } from '../graphql/generated/graphql';

type Transmission = CliXadisTransmissionQuery['xadisTransmission'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `xadis send --from --to`: starts a transmission and shows batches per kind until it ends; non-zero exit unless sent. */
export function registerXadis(program: Command, context: CommandContext) {
  const { t: text } = context;
  const xadis = program.command('xadis').description(text('xadis.description'));
  xadis
    .command('send')
    .description(text('xadis.send.description'))
    .option('--from <date>', text('xadis.send.from'))
    .option('--to <date>', text('xadis.send.to'))
    .action(async (options: { from?: string; to?: string }) => {
      const { api, output, t } = context();
      const { startXadisTransmission } = await api.graphql(cliStartXadisTransmission, { from: options.from ?? null, to: options.to ?? null });
      let final: Transmission | undefined;
      await output.live<Transmission>(
        ({ value }) => (
          <Spinner
            label={t('xadis.progress', {
              id: startXadisTransmission.id,
              state: value?.state ?? 'login',
              sales: `${value?.sales.batchesSent ?? 0}/${value?.sales.batches ?? 0}`,
              inventory: `${value?.inventory.batchesSent ?? 0}/${value?.inventory.batches ?? 0}`,
            })}
          />
        ),
        async (update) => {
          for (;;) {
            const { xadisTransmission } = await api.graphql(cliXadisTransmission, { id: startXadisTransmission.id });
            update(xadisTransmission);
            if (xadisTransmission.status !== 'running') {
              final = xadisTransmission;
              return;
            }
            await sleep(500);
          }
        },
      );
      if (!final) throw new CliError(t('xadis.unknown'));
      const done = final;
      await output.show(done, () => (
        <Box flexDirection="column">
          <Text color={done.status === 'sent' ? 'green' : 'red'}>{t(`xadis.status.${done.status as 'sent'}`)}</Text>
          <Table
            columns={[t('xadis.kind'), t('xadis.records'), t('xadis.batches'), t('xadis.validated'), t('xadis.inserted'), t('xadis.errors'), t('xadis.failed')]}
            rows={(['sales', 'inventory'] as const).map((kind) =>
              [
                t(`xadis.${kind}`),
                done[kind].records,
                `${done[kind].batchesSent}/${done[kind].batches}`,
                done[kind].validated,
                done[kind].inserted,
                done[kind].errors,
                done[kind].failedBatches,
              ].map(String),
            )}
            emptyText=""
          />
          {done.emailSubject ? <Text>{t('xadis.email', { subject: done.emailSubject })}</Text> : null}
          {done.message ? <Text dimColor>{done.message}</Text> : null}
        </Box>
      ));
      if (done.status !== 'sent') throw new CliError(t(`xadis.status.${done.status as 'sent'}`));
    });
}

/** `empty-containers report [--date]`: the window's report (state, ERP total, box total, difference, status), a past day's too ('no report' when none). */
export function registerEmptyContainers(program: Command, context: CommandContext) {
  const { t: text } = context;
  const command = program.command('empty-containers').description(text('xadis.empty.description'));
  command
    .command('report')
    .description(text('xadis.empty.report'))
    .option('--date <yyyy-mm-dd>', text('xadis.empty.date'))
    .action(async (options: { date?: string }) => {
      const { api, output, t } = context();
      const { emptyContainerScreen: screen } = await api.graphql(cliEmptyContainerScreen);
      if (options.date && options.date !== screen.day) {
        // A past day: its window's report as saved (or its stock and 'no report'), and its boxes per SKU.
        const { emptyContainerDay: day } = await api.graphql(cliEmptyContainerDay, { day: options.date });
        await output.show(day, () => (
          <Box flexDirection="column">
            <Table
              columns={[
                t('xadis.empty.day'),
                t('xadis.empty.state'),
                t('xadis.empty.erpTotal'),
                t('xadis.empty.boxTotal'),
                t('xadis.empty.difference'),
                t('xadis.empty.status'),
              ]}
              rows={[
                [
                  day.day,
                  String(day.state),
                  day.erpTotal === null || day.erpTotal === undefined ? '—' : String(day.erpTotal),
                  String(day.boxTotal),
                  String(day.difference),
                  t(`xadis.empty.statuses.${day.status as 'sent'}`),
                ],
              ]}
              emptyText=""
            />
            {day.status === 'missing' ? <Text>{t('xadis.empty.noReport')}</Text> : null}
            {day.emptyContainers.length > 0 ? (
              <Table
                columns={['SKU', t('xadis.empty.boxes'), t('xadis.empty.shipping')]}
                rows={day.emptyContainers.map((line) => [line.sku, String(line.quantity), day.shippingDate ?? ''])}
                emptyText=""
              />
            ) : null}
          </Box>
        ));
        return;
      }
      const boxTotal = screen.report?.boxTotal ?? 0;
      const summary = {
        day: screen.day,
        state: screen.state,
        erpTotal: screen.erpTotal,
        boxTotal,
        difference: boxTotal - (screen.erpTotal ?? 0),
        status: screen.report ? (screen.report.closed ? 'sent' : 'draft') : 'missing',
        shippingDate: screen.report?.shippingDate ?? null,
      };
      await output.show(summary, () => (
        <Table
          columns={[
            t('xadis.empty.day'),
            t('xadis.empty.state'),
            t('xadis.empty.erpTotal'),
            t('xadis.empty.boxTotal'),
            t('xadis.empty.difference'),
            t('xadis.empty.status'),
          ]}
          rows={[
            [
              summary.day,
              String(summary.state),
              summary.erpTotal === null ? '—' : String(summary.erpTotal),
              String(boxTotal),
              String(summary.difference),
              t(`xadis.empty.statuses.${summary.status as 'sent'}`),
            ],
          ]}
          emptyText=""
        />
      ));
    });
}

import { Text } from '../ui/ink';
import type { Command } from 'commander';
import type { CommandContext } from '../context';
import { UsageError } from '../api';
import { filterFromOptions, type FilterOptions } from './customers';
import { Progress } from '../ui/Progress';
import { auditableCustomersQuery, decideAuditsMutation, pendingAuditsQuery } from '../graphql/audits';
import { EXIT } from '../exitCodes';

const CHUNK = 100;

interface Totals {
  decided: number;
  alreadyResolved: number;
  notFound: number;
  failed: number;
}

export function registerAudits(program: Command, context: CommandContext) {
  const { t: text } = context;
  const audits = program.command('audits').description(text('audits.description'));
  audits
    .command('resolve')
    .description(text('audits.resolve.description'))
    .option('--authorize', text('audits.option.authorize'))
    .option('--blacklist', text('audits.option.blacklist'))
    .option('--ids <auditIds>', text('audits.option.ids'))
    .option('--pending', text('audits.option.pending'))
    .option('--type <customerTypeId>', text('audits.option.type'))
    .option('--since <yyyy-mm-dd>', text('audits.option.since'))
    .option('--search <text>', text('audits.option.search'))
    .option('--set-type <customerTypeId>', text('audits.option.setType'))
    .option('--dry-run', text('audits.option.dryRun'))
    .action(
      async (options: FilterOptions & { authorize?: boolean; blacklist?: boolean; ids?: string; pending?: boolean; setType?: string; dryRun?: boolean }) => {
        if (Boolean(options.authorize) === Boolean(options.blacklist)) throw new UsageError(text('audits.chooseDecision'));
        if (Boolean(options.ids) === Boolean(options.pending)) throw new UsageError(text('audits.whichAudits'));
        const { api, output, t } = context();
        let auditIds =
          options.ids
            ?.split(',')
            .map((id) => id.trim())
            .filter(Boolean) ?? [];
        if (options.pending) {
          const filter = { ...filterFromOptions({ type: options.type, since: options.since, search: options.search }, t), class: 'auditable' };
          const customerIds: string[] = [];
          for (let page = 0; ; page += 1) {
            const { customers } = await api.graphql(auditableCustomersQuery, { filter, page });
            customerIds.push(...customers.rows.map((row) => row.id));
            if (customers.rows.length === 0 || customerIds.length >= customers.total) break;
          }
          for (let index = 0; index < customerIds.length; index += 1000) {
            const { customerSelection } = await api.graphql(pendingAuditsQuery, { ids: customerIds.slice(index, index + 1000) });
            auditIds.push(...customerSelection.pendingAuditIds);
          }
        }
        auditIds = [...new Set(auditIds)];
        const decision = options.authorize ? 'authorize' : 'blacklist';
        const decisionName = t(`audits.decision.${decision}`);
        if (options.dryRun) {
          await output.show({ dryRun: true, decision, audits: auditIds.length }, () => (
            <Text color="yellow">{t('audits.dryRun', { decision: decisionName, count: auditIds.length })}</Text>
          ));
          return;
        }
        const totals: Totals = { decided: 0, alreadyResolved: 0, notFound: 0, failed: 0 };
        await output.live<number>(
          ({ value }) => <Progress done={value ?? 0} total={auditIds.length} />,
          async (update) => {
            for (let index = 0; index < auditIds.length; index += CHUNK) {
              const chunk = auditIds.slice(index, index + CHUNK);
              const { decideAudits } = await api.graphql(decideAuditsMutation, {
                input: { auditIds: chunk, decision, customerTypeId: options.setType ?? null },
              });
              for (const key of Object.keys(totals) as (keyof Totals)[]) totals[key] += decideAudits[key];
              update(index + chunk.length);
            }
          },
        );
        if (totals.failed > 0) process.exitCode = totals.failed < auditIds.length ? EXIT.partial : EXIT.failed;
        await output.show({ decision, audits: auditIds.length, ...totals }, () => (
          <Text color={totals.failed ? 'red' : 'green'}>{t('audits.done', { decision: decisionName, ...totals })}</Text>
        ));
      },
    );
}

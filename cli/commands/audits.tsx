import { Text } from 'ink';
import type { Command } from 'commander';
import type { CommandContext } from '../program';
import { CliError } from '../api';
import { filterFromOptions, progressBar, type FilterOptions } from './customers';

const AUDITABLE = /* GraphQL */ `
  query Auditable($filter: CustomerFilterInput, $page: Int) { customers(filter: $filter, page: $page, pageSize: 0) { total rows { id } } }
`;
const SELECTION = /* GraphQL */ `query Selection($ids: [ID!]!) { customerSelection(customerIds: $ids) { pendingAuditIds } }`;
const DECIDE = /* GraphQL */ `
  mutation Decide($input: AuditMassDecisionInput!) { decideAudits(input: $input) { decided alreadyResolved notFound failed } }
`;
const CHUNK = 100;

interface Totals {
  decided: number;
  alreadyResolved: number;
  notFound: number;
  failed: number;
}

export function registerAudits(program: Command, context: CommandContext) {
  const audits = program.command('audits').description('customer audits');
  audits
    .command('resolve')
    .description('Authorize Registry or Send to Blacklist for many audits (each is resolved once)')
    .option('--authorize', 'Authorize Registry')
    .option('--blacklist', 'Send to Blacklist')
    .option('--ids <auditIds>', 'comma-separated audit ids')
    .option('--pending', 'every pending audit of the auditable customers (narrow with --type, --since, --search)')
    .option('--type <customerTypeId>', 'with --pending: only this customer type')
    .option('--since <yyyy-mm-dd>', 'with --pending: changed on or after this day')
    .option('--search <text>', 'with --pending: a code, a phone, an e-mail or part of the name')
    .option('--set-type <customerTypeId>', 'with --authorize: the type authorized customers get')
    .option('--dry-run', 'count the audits and stop')
    .action(async (options: FilterOptions & { authorize?: boolean; blacklist?: boolean; ids?: string; pending?: boolean; setType?: string; dryRun?: boolean }) => {
      if (Boolean(options.authorize) === Boolean(options.blacklist)) throw new CliError('Choose one of --authorize or --blacklist');
      if (Boolean(options.ids) === Boolean(options.pending)) throw new CliError('Say which audits: --ids <ids> or --pending');
      const { api, output } = context();
      let auditIds = options.ids?.split(',').map((id) => id.trim()).filter(Boolean) ?? [];
      if (options.pending) {
        const filter = { ...filterFromOptions({ type: options.type, since: options.since, search: options.search }), class: 'auditable' };
        const customerIds: string[] = [];
        for (let page = 0; ; page += 1) {
          const { customers } = await api.graphql<{ customers: { total: number; rows: { id: string }[] } }>(AUDITABLE, { filter, page });
          customerIds.push(...customers.rows.map((row) => row.id));
          if (customers.rows.length === 0 || customerIds.length >= customers.total) break;
        }
        for (let index = 0; index < customerIds.length; index += 1000) {
          const { customerSelection } = await api.graphql<{ customerSelection: { pendingAuditIds: string[] } }>(SELECTION, { ids: customerIds.slice(index, index + 1000) });
          auditIds.push(...customerSelection.pendingAuditIds);
        }
      }
      auditIds = [...new Set(auditIds)];
      const decision = options.authorize ? 'authorize' : 'blacklist';
      if (options.dryRun) {
        await output.show({ dryRun: true, decision, audits: auditIds.length }, () => <Text color="yellow">dry run: {decision} would resolve {auditIds.length} audits</Text>);
        return;
      }
      const totals: Totals = { decided: 0, alreadyResolved: 0, notFound: 0, failed: 0 };
      await output.live<number>(
        ({ value }) => <Text>{progressBar(value ?? 0, auditIds.length)}</Text>,
        async (update) => {
          for (let index = 0; index < auditIds.length; index += CHUNK) {
            const chunk = auditIds.slice(index, index + CHUNK);
            const { decideAudits } = await api.graphql<{ decideAudits: Totals }>(DECIDE, { input: { auditIds: chunk, decision, customerTypeId: options.setType ?? null } });
            for (const key of Object.keys(totals) as (keyof Totals)[]) totals[key] += decideAudits[key];
            update(index + chunk.length);
          }
        },
      );
      if (totals.failed > 0) process.exitCode = 1;
      await output.show({ decision, audits: auditIds.length, ...totals }, () => (
        <Text color={totals.failed ? 'red' : 'green'}>
          {decision}: {totals.decided} resolved, {totals.alreadyResolved} already resolved, {totals.notFound} not found, {totals.failed} failed
        </Text>
      ));
    });
}

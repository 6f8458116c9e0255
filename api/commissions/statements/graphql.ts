import type { GraphqlModule } from '../../graphql/schema';
import { requirePrincipal, type RequestContext } from '../../context';
import { parseOrThrow } from '../../../domain/validation/parse';
import { AppError } from '../../../domain/errors/catalogue';
import { allowedActions, isClawback, type StatementAction } from '../../../domain/commissions/statements';
import { fromStored, moneyText, sumMoney } from '../../../domain/common/money';
import type { CommissionStatement, StatementRecord } from '../../../db/models/commissions';
import { WorkflowGatewayError } from '../../../workers/gateway';
import { gatewayOf } from '../../workflows/graphql';
import { statementsChangedSignal } from '../../../workflows/commissions/commissionStatements';
import { viaGateway } from '../../workflows/errors';
import { loadCommissionAccess, requireOrganization, requireStatementArea, requireWholeCompany, type CommissionAccess } from '../access';
import { adjustSchema, approveSchema, disputeSchema, emailSchema, whatIfSchema, pageSchema, periodSchema, resolveSchema, settingsSchema } from './schemas';
import { emailStatement, statementPdfFile } from './documents';
import { statementWhatIf, statementWhatIfInputs } from './whatIf';
import { statementSortSchema } from '../../../domain/commissions/statementSort';
import { statementTypeDefs } from './typeDefs';
import * as service from './service';
import * as settings from './settings';

/**
 * Commission statements over GraphQL (issue 25, docs/commissionStatements.md). Access is the
 * commissions module's own (the position's PermissionProfile): Statements read to see, Statements
 * write to adjust and dispute, StatementApprovals write to approve, export and generate; only
 * the companies the position lists and, when its profile lists `statementAreas`, only the statements
 * of those areas' employees (generating, exporting and the settings then refused: they cover the whole company).
 */
async function accessOf(ctx: RequestContext): Promise<CommissionAccess> {
  const access = await loadCommissionAccess(requirePrincipal(ctx));
  if (!access) throw new AppError('NOT_AUTHENTICATED');
  return access;
}

type Need = 'read' | 'write' | 'approve';

async function allow(ctx: RequestContext, need: Need, organizationId: string): Promise<CommissionAccess> {
  const access = await accessOf(ctx);
  if (need === 'read' && !access.can('Statements', 'read')) throw new AppError('COMMISSION_READ_FORBIDDEN', { module: 'Statements' });
  if (need === 'write' && !access.can('Statements', 'write')) throw new AppError('COMMISSION_WRITE_FORBIDDEN', { module: 'Statements' });
  if (need === 'approve' && !access.can('StatementApprovals', 'write')) throw new AppError('COMMISSION_STATEMENT_APPROVE_FORBIDDEN');
  requireOrganization(access, organizationId);
  return access;
}

/** The areas whose statements the caller sees, or null for all of them. */
const areasOf = (access: CommissionAccess) => (access.statementAreas === 'all' ? null : [...access.statementAreas]);

/** A statement the caller may act on (its company listed for the position, its employee's area reviewed by it). */
async function statementFor(ctx: RequestContext, need: Need, id: string): Promise<CommissionStatement> {
  const statement = await service.statementDetail(id);
  requireStatementArea(await allow(ctx, need, statement.organizationId), statement);
  return statement;
}

const actor = (ctx: RequestContext) => {
  const principal = requirePrincipal(ctx);
  return { name: principal.kind === 'operator' ? 'operator' : principal.userName };
};

/**
 * Tells the period's process that statements changed. The decision is already committed: a process
 * that ended or a runtime that is absent only delays what follows until the process's next pass.
 */
function notifier(ctx: RequestContext): service.NotifyBatch {
  return async (batchId: string, action: StatementAction, statements: number) => {
    const gateway = ctx.deps.services.workflows;
    if (!gateway) return;
    try {
      await gateway.signal(batchId, statementsChangedSignal, { action, statements });
    } catch (error) {
      if (error instanceof WorkflowGatewayError && ['WorkflowNotFound', 'WorkflowNotRunning'].includes(error.code)) return;
      ctx.deps.logger?.warn({ err: error, batchId }, 'statement change not signalled');
    }
  };
}

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);
/** A date the model requires (every adjustment, dispute and event has one). */
const isoAt = (date: Date) => new Date(date).toISOString();

function statementView(statement: CommissionStatement, access: CommissionAccess | null) {
  const lines = statement.lines.map((line) => ({
    ...line,
    clawback: isClawback(line.result),
    exceptionName: line.exception?.name ?? null,
    exceptionDetails: line.exception?.details ?? null,
    steps: (line.evaluationLog ?? []).map((entry) => ({
      name: entry.details.name,
      value: entry.details.value === null || entry.details.value === undefined ? null : String(entry.details.value),
      arguments: entry.details.arguments ?? null,
    })),
  }));
  const offered = allowedActions(statement.state).filter((action) => {
    if (!access) return false;
    if (action === 'approve' || action === 'export') return access.can('StatementApprovals', 'write');
    return access.can('Statements', 'write');
  });
  return {
    ...statement,
    lines,
    commissionsTotal: moneyText(sumMoney(statement.lines.flatMap((line) => (line.result === null ? [] : [line.result])))),
    adjustmentsTotal: moneyText(sumMoney(statement.adjustments.map((adjustment) => adjustment.amount))),
    adjustments: statement.adjustments.map((adjustment) => ({ ...adjustment, at: isoAt(adjustment.at), clawback: isClawback(adjustment.amount) })),
    disputes: statement.disputes.map((dispute) => ({
      ...dispute,
      at: isoAt(dispute.at),
      resolution: dispute.resolution?.choice ?? null,
      resolvedBy: dispute.resolution?.by ?? null,
      resolvedAt: iso(dispute.resolution?.at),
      resolutionReason: dispute.resolution?.reason ?? null,
    })),
    events: statement.events.map((item) => ({ ...item, at: isoAt(item.at) })),
    actions: offered,
    total: fromStored(statement.total),
  };
}

/** A row of the list: the page's projection holds every field a row shows (service.statementPage). */
const rowView = (projected: Partial<Omit<StatementRecord, 'adjustments'>> & { adjustments?: readonly unknown[] }) => {
  const statement = projected as Omit<StatementRecord, 'adjustments'> & { adjustments?: readonly unknown[] };
  return {
    ...statement,
    reviewerName: statement.reviewer?.name ?? '',
    adjustmentCount: statement.adjustments?.length ?? 0,
    total: fromStored(statement.total),
  };
};

export const statementsModule: GraphqlModule = {
  typeDefs: statementTypeDefs,
  resolvers: {
    Query: {
      commissionStatements: async (_parent, args, ctx: RequestContext) => {
        const period = parseOrThrow(periodSchema, args, ctx.language);
        const paging = parseOrThrow(pageSchema, args, ctx.language);
        const sort = parseOrThrow(statementSortSchema, { sort: args.sort, direction: args.direction }, ctx.language);
        const areaIds = areasOf(await allow(ctx, 'read', period.organizationId));
        const [page, summary] = await Promise.all([
          service.statementPage({
            ...period,
            areaIds,
            state: paging.state,
            search: paging.search,
            page: paging.page ?? 1,
            pageSize: paging.pageSize ?? 50,
            sort,
          }),
          service.periodSummary(period, areaIds),
        ]);
        return { ...page, items: page.items.map(rowView), summary };
      },
      commissionStatement: async (_parent, args, ctx: RequestContext) => {
        const statement = await statementFor(ctx, 'read', args.id);
        return statementView(statement, await accessOf(ctx));
      },
      commissionStatementPeriods: async (_parent, args, ctx: RequestContext) => {
        await allow(ctx, 'read', args.organizationId);
        return settings.statementPeriods(args.organizationId);
      },
      commissionStatementExportPreview: async (_parent, args, ctx: RequestContext) => {
        const period = parseOrThrow(periodSchema, args, ctx.language);
        requireWholeCompany(await allow(ctx, 'approve', period.organizationId));
        const preview = await service.exportPreview(period);
        return {
          statements: preview.statements.length,
          total: moneyText(sumMoney(preview.statements.map((statement) => statement.total))),
          rows: preview.statements.map(rowView),
          csv: preview.csv,
        };
      },
      commissionStatementSettings: async (_parent, args, ctx: RequestContext) => {
        await allow(ctx, 'read', args.organizationId);
        return settings.statementSettings(args.organizationId);
      },
      commissionStatementWhatIfInputs: async (_parent, args, ctx: RequestContext) =>
        statementWhatIfInputs(await statementFor(ctx, 'read', args.id), args.reportId),
      commissionStatementWhatIf: async (_parent, args, ctx: RequestContext) => {
        const input = parseOrThrow(whatIfSchema, args.input, ctx.language, 'COMMISSION_STATEMENT_INVALID');
        const statement = await statementFor(ctx, 'read', input.id);
        const change =
          input.kind === 'parameter'
            ? { kind: 'parameter' as const, id: input.inputId, value: input.value }
            : { kind: 'variable' as const, id: input.inputId, tag: input.tag ?? '', value: input.value };
        return statementWhatIf(statement, input.reportId, change);
      },
      commissionStatementPdf: async (_parent, args, ctx: RequestContext) => statementPdfFile(await statementFor(ctx, 'read', args.id), ctx.language),
    },
    Mutation: {
      startCommissionStatements: async (_parent, args, ctx: RequestContext) => {
        const period = parseOrThrow(periodSchema, args.input, ctx.language);
        requireWholeCompany(await allow(ctx, 'approve', period.organizationId));
        await service.checkPeriod(period, Date.now());
        const workflowId = service.batchIdOf(period);
        const gateway = gatewayOf(ctx);
        await viaGateway(workflowId, () => gateway.start('commissionStatements', period, { workflowId }));
        return { ...period, statements: 0, workflowId };
      },
      approveCommissionStatements: async (_parent, args, ctx: RequestContext) => {
        const period = parseOrThrow(periodSchema, args.input, ctx.language);
        const input = parseOrThrow(approveSchema, args.input, ctx.language);
        const areaIds = areasOf(await allow(ctx, 'approve', period.organizationId));
        const ids = input.ids && input.ids.length > 0 ? input.ids : null;
        // Ids are taken within the period and areas the caller may approve: another company's or area's id is not found there.
        return service.approveStatements({ ids, period, areaIds, reason: input.reason ?? '' }, actor(ctx), new Date(), notifier(ctx));
      },
      disputeCommissionStatement: async (_parent, args, ctx: RequestContext) => {
        const input = parseOrThrow(disputeSchema, args.input, ctx.language);
        await statementFor(ctx, 'write', input.id);
        const statement = await service.disputeStatement(
          { id: input.id, comment: input.comment, onBehalfOfEmployee: input.onBehalfOfEmployee ?? false },
          actor(ctx),
          new Date(),
          notifier(ctx),
        );
        return statementView(statement, await accessOf(ctx));
      },
      resolveCommissionStatementDispute: async (_parent, args, ctx: RequestContext) => {
        const input = parseOrThrow(resolveSchema, args.input, ctx.language);
        await statementFor(ctx, 'write', input.id);
        const statement = await service.resolveDispute(input, actor(ctx), new Date(), notifier(ctx));
        return statementView(statement, await accessOf(ctx));
      },
      adjustCommissionStatement: async (_parent, args, ctx: RequestContext) => {
        const input = parseOrThrow(adjustSchema, args.input, ctx.language, 'COMMISSION_STATEMENT_INVALID');
        await statementFor(ctx, 'write', input.id);
        return service.adjustStatement(input, actor(ctx), new Date(), notifier(ctx));
      },
      exportCommissionStatements: async (_parent, args, ctx: RequestContext) => {
        const period = parseOrThrow(periodSchema, args.input, ctx.language);
        requireWholeCompany(await allow(ctx, 'approve', period.organizationId));
        return service.exportStatements(period, actor(ctx), new Date(), notifier(ctx));
      },
      emailCommissionStatement: async (_parent, args, ctx: RequestContext) => {
        const input = parseOrThrow(emailSchema, args.input, ctx.language, 'COMMISSION_STATEMENT_INVALID');
        const statement = await statementFor(ctx, 'read', input.id);
        return emailStatement(statement, input.to, actor(ctx).name, ctx.deps.services.mailer, ctx.language);
      },
      saveCommissionStatementSettings: async (_parent, args, ctx: RequestContext) => {
        const input = parseOrThrow(settingsSchema, args.input, ctx.language);
        requireWholeCompany(await allow(ctx, 'approve', input.organizationId));
        return settings.saveStatementSettings(input);
      },
    },
  },
};

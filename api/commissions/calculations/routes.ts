import { calculationStartAnswer, calculationStateAnswer } from '../../../domain/commissions/answers';
import { commissionRunSchema } from '../../../domain/commissions/calculationRun';
import { AppError } from '../../../domain/errors/catalogue';
import { inCompany, requireModule, requireOrganization } from '../access';
import type { CommissionsContext } from '../context';
import { param, type RouteTable } from '../routeTable';
import { findCommission } from '../variableCommissions/service';
import { calculationState, findCalculation, startCalculation } from './service';

// The body's schema is shared with the editor's Correr dialog (domain/commissions/calculationRun.ts).
const calculateInput = commissionRunSchema;

/** Calculation runs of a commission, requested or scheduled (module VariableCommissions). */
export function calculationRoutes(table: RouteTable, context: CommissionsContext): void {
  table.add(
    {
      method: 'post',
      path: '/variable-commission/calculate',
      module: 'VariableCommissions',
      summary: 'Schedule a calculation run (workflow commissionCalculation) over [start_date, start_date + period)',
      body: calculateInput,
      response: calculationStartAnswer,
      status: 202,
    },
    async (req, res, input) => {
      const run = input();
      const commission = await inCompany(req, 'VariableCommissions', 'write', await findCommission(run.variable_commission_id));
      const workflowId = await startCalculation(context.workflows(), context.logger, commission, run.start_date, run.employee_id);
      res.status(202).json({ data: { workflow_id: workflowId, status: 'scheduled' } });
    },
  );
  table.add(
    {
      method: 'get',
      path: '/variable-commission/calculate/:workflowId',
      module: 'VariableCommissions',
      summary: 'State and progress of a calculation run',
      response: calculationStateAnswer,
    },
    async (req, res) => {
      const access = await requireModule(req, 'VariableCommissions', 'read');
      const workflowId = param(req, 'workflowId');
      const calculation = await findCalculation(context.workflows(), workflowId);
      // The run's commission says which company it belongs to, and the caller must see it; a run
      // of a deleted commission has no company left to check: only the operator sees it.
      if (calculation.organizationId === null && access.organizations !== 'all') throw new AppError('WORKFLOW_NOT_FOUND', { id: workflowId });
      if (calculation.organizationId !== null) requireOrganization(access, calculation.organizationId);
      res.json({ data: await calculationState(context.workflows(), calculation) });
    },
  );
}

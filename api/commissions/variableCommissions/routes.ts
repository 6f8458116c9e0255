import type { Request } from 'express';
import { z } from 'zod';
import { commissionAnswer, commissionListAnswer, type CommissionRecord } from '../../../domain/commissions/answers';
import { frequencies, periodDays } from '../../../domain/commissions/period';
import type { VariableCommission } from '../../../db/models/commissions';
import { areaFor, inCompany, movedArea, type AccessMode } from '../access';
import type { CommissionsContext } from '../context';
import { booleanField, dateField, formulaFields, jsonField, movedToField, nameField } from '../fields';
import { param, type RouteTable } from '../routeTable';
import { createCommission, deleteCommission, findCommission, listCommissions, updateCommission } from './service';

/** A period is a frequency name, {frequency, multiple}, or a number of days (JSON number or form text). */
const periodInput = z
  .preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : jsonField(value)),
    z.union([
      z.number().int().positive(),
      z.enum(frequencies),
      z.object({
        frequency: z.enum(frequencies),
        multiple: z.preprocess((value) => (typeof value === 'string' ? Number(value) : value), z.number().int().min(1).max(10)).default(1),
      }),
    ]),
  )
  .describe(
    'diario | semana | quincenal | mensual, {frequency, multiple 1-10}, or a number of days (7 = semana x1, 14 = semana x2, 29-31 = mensual x1...); on edit the loaded period_span_days keeps the current period',
  );
/** The first run date (`start_date`, or `run_date`): not before today; tomorrow when none. */
const runDateInput = z.union([z.literal(''), dateField]).optional();
const commissionFields = { period: periodInput, active: booleanField.default(true), start_date: runDateInput, run_date: runDateInput };
const commissionInput = z.object({ name: nameField(1), ...commissionFields, ...formulaFields });
const commissionEdit = z.object({
  name: nameField(1).optional(),
  period: periodInput.optional(),
  active: booleanField.optional(),
  start_date: runDateInput,
  run_date: runDateInput,
  hierarchical_node_id: movedToField,
  ...formulaFields,
});

/** A commission in the shape of spec 003 section 7.2. */
function commissionJson(commission: VariableCommission): CommissionRecord {
  return {
    id: commission.id,
    name: commission.name,
    active: commission.active,
    run_date: commission.runDate,
    period: { frequency: commission.frequency, multiple: commission.multiple },
    period_span_days: periodDays(commission.frequency, commission.multiple, commission.runDate),
    expression: commission.expression,
    html_reference: commission.htmlReference,
    parameter_id: commission.parameterIds,
    indicator_id: commission.indicatorIds,
    function_id: commission.functionIds,
    hierarchical_node: { id: commission.areaId, organization_id: commission.organizationId },
  };
}

const commissionFor = async (req: Request, mode: AccessMode, id: string) => inCompany(req, 'VariableCommissions', mode, await findCommission(id));

/** Variable commissions of a position and their schedules (module VariableCommissions). */
export function variableCommissionRoutes(table: RouteTable, context: CommissionsContext): void {
  table.add(
    {
      method: 'get',
      path: '/area/:id/variable-commission',
      module: 'VariableCommissions',
      summary: "A position's commissions",
      response: commissionListAnswer,
    },
    async (req, res) => {
      const area = await areaFor(req, 'VariableCommissions', 'read', param(req, 'id'));
      const rows = await listCommissions(area);
      res.json({
        variable_commission: rows.map((commission) => ({ id: commission.id, name: commission.name, run_date: commission.runDate, active: commission.active })),
      });
    },
  );
  table.create(
    {
      path: '/area/:id/variable-commission',
      module: 'VariableCommissions',
      summary: 'Create a commission (indicators, parameters, functions, previous steps); active ones are scheduled',
      body: commissionInput,
      response: commissionAnswer,
    },
    async (req, input) => {
      const area = await areaFor(req, 'VariableCommissions', 'write', param(req, 'id'));
      const { name, period, active, start_date, run_date, ...formula } = input();
      const commission = await createCommission(context.workflows(), area, { name, period, active, runDate: start_date ?? run_date, formula });
      return { variable_commission: commissionJson(commission) };
    },
  );
  table.add(
    { method: 'get', path: '/variable-commission/:id', module: 'VariableCommissions', summary: 'One commission', response: commissionAnswer },
    async (req, res) => {
      res.json({ variable_commission: commissionJson(await commissionFor(req, 'read', param(req, 'id'))) });
    },
  );
  table.update(
    {
      path: '/variable-commission/:id',
      module: 'VariableCommissions',
      summary: 'Edit a commission (deactivating deletes its schedule)',
      body: commissionEdit,
      response: commissionAnswer,
    },
    async (req, input) => {
      const commission = await commissionFor(req, 'write', param(req, 'id'));
      const { name, period, active, start_date, run_date, hierarchical_node_id, ...formula } = input();
      const place = await movedArea(req, 'VariableCommissions', commission, hierarchical_node_id);
      const next = await updateCommission(context.workflows(), commission, { name, period, active, runDate: start_date ?? run_date, formula }, place);
      return { variable_commission: commissionJson(next) };
    },
  );
  table.delete(
    {
      path: '/variable-commission/:id',
      module: 'VariableCommissions',
      summary: 'Delete a commission and its schedule',
    },
    async (req) => {
      const commission = await commissionFor(req, 'write', param(req, 'id'));
      await deleteCommission(context.workflows(), commission);
      return commission.id;
    },
  );
}

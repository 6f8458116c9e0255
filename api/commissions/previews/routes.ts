import { z } from 'zod';
import { previewAnswer } from '../../../domain/commissions/answers';
import { frequencies } from '../../../domain/commissions/period';
import { singleLineText } from '../../../domain/common/text';
import { areaFor } from '../access';
import { dateField, formulaFields, json } from '../fields';
import type { RouteTable } from '../routeTable';
import { previewFormula } from './service';

const previewInput = z.object({
  type: z.enum(['indicator', 'commission']).describe('the editor: an indicator or a variable commission'),
  hierarchical_node_id: singleLineText().min(1).max(200).describe('the position the formula belongs to (its company is where inputs are looked up)'),
  employee_id: singleLineText().min(1).max(200).describe('the employee to evaluate for'),
  start_date: dateField.describe('the first day of the period'),
  period: json(z.object({ frequency: z.enum(frequencies), multiple: z.coerce.number().int().min(1).max(10).default(1) }))
    .default({ frequency: 'mensual', multiple: 1 })
    .describe('the period from start_date (default mensual x1)'),
  ...formulaFields,
});

/**
 * The editor's preview (beyond the original): the value of every step for one employee and
 * period, computed by the calculation engine itself; nothing is stored. Read on the editor's module.
 */
export function previewRoutes(table: RouteTable): void {
  table.add(
    {
      method: 'post',
      path: '/preview',
      module: 'Indicators or VariableCommissions (by type)',
      summary:
        "A formula being edited, evaluated for one employee and period by the calculation engine (each step's value, the result, the evaluation log; an error names its step and item)",
      body: previewInput,
      response: previewAnswer,
    },
    async (req, res, input) => {
      const type = (req.body as { type?: unknown } | undefined)?.type === 'commission' ? 'VariableCommissions' : 'Indicators';
      const areaId = (req.body as { hierarchical_node_id?: unknown } | undefined)?.hierarchical_node_id;
      if (typeof areaId !== 'string') input();
      const area = await areaFor(req, type, 'read', typeof areaId === 'string' ? areaId : '');
      const body = input();
      const answer = await previewFormula(area, {
        screen: body.type,
        htmlReference: body.html_reference,
        expression: body.expression,
        employeeId: body.employee_id,
        startDate: body.start_date,
        period: body.period,
      });
      res.json({ data: answer });
    },
  );
}

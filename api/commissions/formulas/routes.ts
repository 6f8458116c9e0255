import { z } from 'zod';
import { codeScanAnswer } from '../../../domain/commissions/answers';
import { scanExpression } from '../../../domain/commissions/compiler';
import { AppError } from '../../../domain/errors/catalogue';
import { accessOf } from '../access';
import { json } from '../fields';
import type { RouteTable } from '../routeTable';

const scanInput = z.object({
  expression: z.string().min(1).max(100_000),
  type: z.enum(['indicator', 'commission', 'function']).default('indicator'),
  arguments: json(z.array(z.string()).max(50)).optional(),
});

/** The formula compiler's check, for the editors (read on Indicators, Functions or VariableCommissions). */
export function formulaRoutes(table: RouteTable): void {
  table.add(
    {
      method: 'post',
      path: '/compiler/code-scan',
      module: 'Indicators, Functions or VariableCommissions',
      summary: 'Is an expression valid (with the line, column and reason when not)',
      body: scanInput,
      response: codeScanAnswer,
    },
    async (req, res, input) => {
      const access = await accessOf(req);
      if (!(['Indicators', 'Functions', 'VariableCommissions'] as const).some((module) => access.can(module, 'read'))) {
        throw new AppError('COMMISSION_READ_FORBIDDEN', { module: 'Indicators/Functions/VariableCommissions' });
      }
      const scan = input();
      const scanned = scanExpression(scan.expression, { screen: scan.type, functionArguments: scan.arguments });
      if (scanned.valid) res.json({ data: true, steps: scanned.steps });
      else res.json({ data: false, error: { reason: scanned.reason, message: scanned.message, line: scanned.line, column: scanned.column } });
    },
  );
}

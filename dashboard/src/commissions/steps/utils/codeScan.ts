import type { FormulaScreen } from '../../../../../domain/commissions/steps';
import type { codeScanAnswer } from '../../../../../domain/commissions/answers';
import { commissionsRequest } from '../../utils/rest';
import type { Answer } from '../../utils/types';

/** The compiler's check before saving ('Probar'): a truthy `data` means the construction is correct. */
export function codeScan(expression: string, type: FormulaScreen, args?: string[]) {
  return commissionsRequest<Answer<typeof codeScanAnswer>>('POST', '/compiler/code-scan', { expression, type, ...(args ? { arguments: args } : {}) });
}

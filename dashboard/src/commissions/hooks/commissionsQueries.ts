import type { employeeAnswer } from '../../../../domain/commissions/answers';
import { commissionsRequest, segment } from '../utils/rest';
import type { Answer } from '../utils/types';

/** Every query of the module starts with this key, so a change refreshes what it touches. */
export const commissionsKey = ['commissions'] as const;

/** Looks one employee up (subordinates: 'Subordinado no encontrado' when absent). */
export function lookUpEmployee(id: string): Promise<Answer<typeof employeeAnswer>> {
  return commissionsRequest<Answer<typeof employeeAnswer>>('GET', `/employee/${segment(id)}`);
}

import { useMutation } from '@tanstack/react-query';
import type { previewAnswer, PreviewResult } from '../../../../../domain/commissions/answers';
import type { GraphqlRequestError } from '../../../graphql';
import { commissionsRequest } from '../../utils/rest';
import type { Answer } from '../../utils/types';

export interface PreviewInput {
  type: 'indicator' | 'commission';
  hierarchical_node_id: string;
  employee_id: string;
  start_date: string;
  period?: { frequency: string; multiple: number };
  html_reference: string;
}

/** The preview's answer: the server's schema type (domain/commissions/answers.ts). */
export type PreviewAnswer = PreviewResult;

/** The server's preview: every step's value for one employee and period, by the calculation engine. */
export function usePreview() {
  return useMutation<PreviewAnswer, GraphqlRequestError, PreviewInput>({
    mutationFn: async (input) => (await commissionsRequest<Answer<typeof previewAnswer>>('POST', '/preview', input)).data,
  });
}

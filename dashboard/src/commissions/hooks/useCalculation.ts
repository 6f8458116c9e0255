import { useQuery } from '@tanstack/react-query';
import type { calculationStateAnswer } from '../../../../domain/commissions/answers';
import { type GraphqlRequestError } from '../../graphql';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { commissionsRequest, segment } from '../utils/rest';
import type { Answer, CalculationState } from '../utils/types';
import { commissionsKey } from './commissionsQueries';

/** A calculation run's state, read again as its process moves (live, docs/live.md). */
export function useCalculation(workflowId: string | null) {
  useLiveTopics(['commissionCalculations'], [[...commissionsKey, 'calculation', workflowId]], workflowId !== null);
  return useQuery<CalculationState, GraphqlRequestError>({
    queryKey: [...commissionsKey, 'calculation', workflowId],
    queryFn: async ({ signal }) =>
      (
        await commissionsRequest<Answer<typeof calculationStateAnswer>>('GET', `/variable-commission/calculate/${segment(workflowId as string)}`, undefined, {
          signal,
        })
      ).data,
    enabled: workflowId !== null,
  });
}

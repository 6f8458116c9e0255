import { useQuery } from '@tanstack/react-query';
import type { calculationStateAnswer } from '../../../../domain/commissions/answers';
import { type GraphqlRequestError } from '../../graphql';
import { commissionsRequest, segment } from '../utils/rest';
import type { Answer, CalculationState } from '../utils/types';
import { commissionsKey } from './commissionsQueries';

/** A calculation run's state, polled every second until it ends. */
export function useCalculation(workflowId: string | null) {
  return useQuery<CalculationState, GraphqlRequestError>({
    queryKey: [...commissionsKey, 'calculation', workflowId],
    queryFn: async ({ signal }) => (await commissionsRequest<Answer<typeof calculationStateAnswer>>('GET', `/variable-commission/calculate/${segment(workflowId as string)}`, undefined, { signal })).data,
    enabled: workflowId !== null,
    refetchInterval: (query) => (query.state.data && !['running', 'scheduled', 'pending'].includes(query.state.data.status.toLowerCase()) ? false : 1000),
  });
}

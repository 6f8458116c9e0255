import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery } from '../../graphql';
import { purchasingOptionsQuery } from '../graphql/queries';
import { purchasingQueryKey } from './purchasingQueryKey';

export function usePurchasingOptions(companyId: string | null) {
  return useGqlQuery([...purchasingQueryKey, 'options', companyId], purchasingOptionsQuery, { companyId }, { placeholderData: keepPreviousData });
}

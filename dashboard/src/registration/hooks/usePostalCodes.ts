import { useGqlQuery } from '../../graphql';
import { postalCodesQuery } from '../graphql/queries';

/** The catalogue rows of a complete (5-digit) postal code; nothing is asked before. */
export function usePostalCodes(postalCode: string) {
  const complete = /^\d{5}$/.test(postalCode);
  return useGqlQuery(
    ['registration', 'postalCodes', postalCode],
    postalCodesQuery,
    { postalCode },
    {
      enabled: complete,
      staleTime: Infinity,
    },
  );
}

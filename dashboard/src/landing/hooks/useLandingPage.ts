import { useGqlQuery } from '../../graphql';
import { landingPageQuery } from '../graphql/queries';

/** The landing page's settings (the countdown target), asked once per visit. */
export function useLandingPage() {
  return useGqlQuery(['landing', 'landingPage'], landingPageQuery, undefined, { staleTime: Infinity });
}

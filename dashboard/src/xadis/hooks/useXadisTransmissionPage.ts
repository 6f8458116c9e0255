import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery, type SortDirection, type XadisTransmissionSort } from '../../graphql';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { xadisTransmissionPageQuery } from '../graphql/queries';
import { xadisQueryKey } from './xadisQueryKey';

/** The page of the history the table shows: its status and requester filters, page and sort (the server's keys). */
export interface XadisTransmissionPageAsked {
  status?: string | null;
  requestedBy?: string | null;
  page: number;
  pageSize: number;
  sort?: XadisTransmissionSort;
  direction?: SortDirection;
}

/** One page of the transmissions and the one running, read again as a transmission's process moves or a batch is written (live). */
export function useXadisTransmissionPage(asked: XadisTransmissionPageAsked) {
  useLiveTopics(['xadisTransmissions'], [[...xadisQueryKey, 'transmissions']]);
  return useGqlQuery([...xadisQueryKey, 'transmissions', asked], xadisTransmissionPageQuery, { ...asked }, { placeholderData: keepPreviousData });
}

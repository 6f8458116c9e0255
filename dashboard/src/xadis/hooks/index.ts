import { useQueryClient } from '@tanstack/react-query';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { useGqlMutation, useGqlQuery } from '../../graphql';
import {
  cancelXadisTransmissionMutation,
  emptyContainerHistoryQuery,
  emptyContainerScreenQuery,
  saveEmptyContainerReportMutation,
  saveXadisSettingsMutation,
  startXadisTransmissionMutation,
  xadisSettingsQuery,
  xadisTransmissionsQuery,
} from '../graphql/queries';

export const xadisQueryKey = ['xadis'] as const;

/** Refetched when a colleague saves the day's boxes (live, docs/live.md). */
export function useEmptyContainerScreen() {
  useLiveTopics(['emptyContainers'], [[...xadisQueryKey, 'emptyContainer'], [...xadisQueryKey, 'history']]);
  return useGqlQuery([...xadisQueryKey, 'emptyContainer'], emptyContainerScreenQuery);
}

export function useSaveEmptyContainerReport() {
  const client = useQueryClient();
  return useGqlMutation(saveEmptyContainerReportMutation, {
    onSuccess: (answer) => client.setQueryData([...xadisQueryKey, 'emptyContainer'], { emptyContainerScreen: answer.saveEmptyContainerReport }),
  });
}

export function useEmptyContainerHistory(from: string, to: string, enabled: boolean) {
  return useGqlQuery([...xadisQueryKey, 'history', from, to], emptyContainerHistoryQuery, { from, to }, { enabled });
}

/** The transmissions; every second while one runs (the live progress comes from the workflow's query). */
export function useXadisTransmissions() {
  return useGqlQuery([...xadisQueryKey, 'transmissions'], xadisTransmissionsQuery, undefined, {
    refetchInterval: (query) => (query.state.data?.xadisTransmissions.some((row) => row.status === 'running') ? 1000 : false),
  });
}

export function useStartXadisTransmission() {
  const client = useQueryClient();
  return useGqlMutation(startXadisTransmissionMutation, { onSuccess: () => client.invalidateQueries({ queryKey: [...xadisQueryKey, 'transmissions'] }) });
}

export function useCancelXadisTransmission() {
  const client = useQueryClient();
  return useGqlMutation(cancelXadisTransmissionMutation, { onSuccess: () => client.invalidateQueries({ queryKey: [...xadisQueryKey, 'transmissions'] }) });
}

/** The recipient lists, the daily switch and the configured warehouse code (administrators). */
export function useXadisSettings(enabled: boolean) {
  return useGqlQuery([...xadisQueryKey, 'settings'], xadisSettingsQuery, undefined, { enabled });
}

export function useSaveXadisSettings() {
  const client = useQueryClient();
  return useGqlMutation(saveXadisSettingsMutation, {
    onSuccess: (answer) => client.setQueryData([...xadisQueryKey, 'settings'], { xadisSettings: answer.saveXadisSettings }),
  });
}

import { Button, HTMLSelect } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeadcountHistoryQuery } from '../../graphql';
import { StatusTag } from '../components/StatusTag';
import { offeredOptions } from '../utils';

export type HeadcountLog = HeadcountHistoryQuery['headcountHistory'][number];
type Option = { value: string; label: string; active: boolean };
export interface LogChoice {
  incidentObservationId?: string | null;
  incidentPlanActionId?: string | null;
}

const column = createColumnHelper<HeadcountLog>();

/** A store's evaluations' columns: the cut-offs sorted, their status and vacancies, and the observation and plan chosen for those with vacancies. */
export function useHistoryColumns(
  observations: Option[],
  plans: Option[],
  open: string | null,
  onToggle: (log: HeadcountLog) => void,
  onSave: (id: string, change: LogChoice) => void,
) {
  const { t } = useTranslation('headcount');
  return useMemo(
    () => [
      column.display({
        id: 'expand',
        header: '',
        enableHiding: false,
        cell: ({ row: { original: log } }) => (
          <Button
            variant="minimal"
            size="small"
            icon={open === log.id ? 'chevron-down' : 'chevron-right'}
            aria-label={t('history.expand', { date: log.calculationDate })}
            aria-expanded={open === log.id}
            onClick={() => onToggle(log)}
          />
        ),
      }),
      column.accessor('sinceDate', { id: 'since', header: t('history.since') }),
      column.accessor('calculationDate', { id: 'cutoff', header: t('history.cutoff') }),
      column.accessor('statusName', {
        id: 'status',
        header: t('history.status'),
        meta: { exportValue: (log) => (log.statusName ? t(`status.${log.statusName as 'high'}`) : t('notReady')) },
        cell: ({ getValue }) => <StatusTag statusName={getValue()} />,
      }),
      column.accessor('vacantCounter', { id: 'vacants', header: t('history.vacants'), meta: { numeric: true } }),
      column.display({
        id: 'observation',
        header: t('history.observation'),
        cell: ({ row: { original: log } }) =>
          log.vacantCounter > 0 ? (
            <HTMLSelect
              aria-label={t('history.observationOf', { date: log.calculationDate })}
              value={log.incidentObservationId ?? ''}
              onChange={(event) => onSave(log.id, { incidentObservationId: event.currentTarget.value || null })}
            >
              <option value="">{t('history.choose')}</option>
              {offeredOptions(observations, log.incidentObservationId).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </HTMLSelect>
          ) : null,
      }),
      column.display({
        id: 'plan',
        header: t('history.plan'),
        cell: ({ row: { original: log } }) =>
          log.vacantCounter > 0 ? (
            <HTMLSelect
              aria-label={t('history.planOf', { date: log.calculationDate })}
              value={log.incidentPlanActionId ?? ''}
              onChange={(event) => onSave(log.id, { incidentPlanActionId: event.currentTarget.value || null })}
            >
              <option value="">{t('history.choose')}</option>
              {offeredOptions(plans, log.incidentPlanActionId).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </HTMLSelect>
          ) : null,
      }),
    ],
    [t, observations, plans, open, onToggle, onSave],
  );
}

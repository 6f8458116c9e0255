import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ChangeHistoryPanel } from '../../history/components';
import { useCommissionsMutation, useParameter } from '../hooks';
import { segment } from '../utils/rest';
import type { ParameterValue } from '../utils/types';
import { CommissionsPage } from './CommissionsPage';
import { ConfirmDelete, ListState } from './common';
import { useBanner } from '../hooks';
import { ValueInputs } from './ValueInputs';
import { ValuesTable } from './ValuesTable';

/** parametros/detalle/{parameterId}/{parameterName}: the dated values; AGREGAR VALOR (a date already there is replaced) and removal with Parameters write. */
export function ParameterDetailScreen() {
  const { t } = useTranslation('commissions');
  const { parameterId = '', parameterName = '' } = useParams();
  const parameter = useParameter(parameterId);
  const banner = useBanner();
  const [removing, setRemoving] = useState<string | null>(null);
  const add = useCommissionsMutation((value: ParameterValue) => ({
    method: 'POST',
    path: `/parameter/${segment(parameterId)}/values`,
    body: { values: [value] },
  }));
  const remove = useCommissionsMutation((date: string) => ({ method: 'DELETE', path: `/parameter/${segment(parameterId)}/uploaded-at/${segment(date)}` }));
  return (
    <CommissionsPage
      title={parameterName}
      crumbs={[{ text: t('cards.parameters.title'), to: 'parametros' }, { text: t('lists.list') }, { text: parameterName }]}
      module="Parameters"
    >
      {(grants) => (
        <>
          {banner.element}
          {grants.can('Parameters', 'write') ? (
            <ValueInputs
              addText={t('parameters.addValue')}
              busy={add.isPending}
              onAdd={async (value) => {
                await add.mutateAsync(value);
                banner.success(t('notices.created'));
              }}
            />
          ) : null}
          <ListState
            loading={parameter.isPending}
            error={parameter.error}
            empty={(parameter.parameter?.values ?? []).length === 0}
            onRetry={() => void parameter.refetch()}
          >
            <ValuesTable values={parameter.parameter?.values ?? []} canWrite={grants.can('Parameters', 'write')} onRemove={setRemoving} />
          </ListState>
          <ConfirmDelete
            isOpen={removing !== null}
            question={t('confirmDeleteElement')}
            busy={remove.isPending}
            onCancel={() => setRemoving(null)}
            onConfirm={() =>
              remove.mutate(removing ?? '', {
                onSuccess: () => banner.success(t('notices.deleted')),
                onError: banner.failure,
                onSettled: () => setRemoving(null),
              })
            }
          />
          <ChangeHistoryPanel recordType="CommissionParameter" recordId={parameterId} />
        </>
      )}
    </CommissionsPage>
  );
}

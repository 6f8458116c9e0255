import { Button, Intent } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useCommissionsMutation, useVariableTags } from '../hooks';
import { commissionsPath, part } from '../utils/paths';
import { segment } from '../utils/rest';
import type { VariableTag } from '../utils/types';
import { CommissionsPage } from './CommissionsPage';
import { DataTable } from '../../ui/components';
import { ConfirmDelete } from './common';
import { useBanner, useDelayedAction, VALUE_TABLE_ACTION_DELAY_MS } from '../hooks';

const column = createColumnHelper<VariableTag>();

/** variables/detalle/{variableId}/{variableName}: the variable's tags (tag and date); CREAR TAG and delete with write; 'Editar Valores' per tag. */
export function VariableDetailScreen() {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const { variableId = '', variableName = '' } = useParams();
  const tags = useVariableTags(variableId);
  const banner = useBanner();
  const [deleting, setDeleting] = useState<VariableTag | null>(null);
  const delayed = useDelayedAction(VALUE_TABLE_ACTION_DELAY_MS);
  const remove = useCommissionsMutation((id: string) => ({ method: 'DELETE', path: `/variable-value/${segment(id)}` }));
  const tagPath = (tagId?: string) => `variables/detalle-valor-tag${tagId ? `/${part(tagId)}` : ''}?variable=${part(variableId)}&name=${part(variableName)}`;
  return (
    <CommissionsPage
      title={variableName}
      crumbs={[{ text: t('cards.variables.title'), to: 'variables' }, { text: t('lists.list') }, { text: variableName }]}
      module="Variables"
    >
      {(grants) => (
        <>
          {banner.element}
          {grants.can('Variables', 'write') ? (
            <div className="commissions-toolbar">
              <Button intent="primary" icon="add" text={t('tags.create')} onClick={() => void navigate(commissionsPath(tagPath()))} />
            </div>
          ) : null}
          <DataTable
            tableId="commission-variable-tags"
            label={t('tags.title')}
            columns={[
              column.accessor('tag', { id: 'tag', header: t('tags.tag'), meta: { filter: { kind: 'text' } } }),
              column.accessor('date', { id: 'date', header: t('tags.date'), meta: { filter: { kind: 'text' } } }),
              column.display({
                id: 'actions',
                header: t('lists.actions'),
                enableHiding: false,
                cell: ({ row: { original: row } }) => (
                  <span className="commissions-actions">
                    <Button
                      size="small"
                      variant="minimal"
                      icon="edit"
                      text={grants.can('Variables', 'write') ? t('tags.editValues') : t('actions.viewValues')}
                      onClick={() => void navigate(commissionsPath(tagPath(row.id)))}
                    />
                    {grants.can('Variables', 'write') ? (
                      <Button
                        size="small"
                        variant="minimal"
                        intent={Intent.DANGER}
                        icon="trash"
                        text={t('actions.delete')}
                        aria-label={`${t('actions.delete')} ${row.tag} ${row.date}`}
                        {...delayed.button(row.id, () => setDeleting(row))}
                      />
                    ) : null}
                  </span>
                ),
              }),
            ]}
            rows={tags.rows}
            getRowId={(row) => row.id}
            error={tags.error}
            onRetry={() => void tags.refetch()}
            emptyText={t('tags.none')}
            onOpen={(row) => void navigate(commissionsPath(tagPath(row.id)))}
          />
          <ConfirmDelete
            isOpen={deleting !== null}
            question={t('confirmDeleteElement')}
            busy={remove.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() =>
              remove.mutate(deleting?.id ?? '', {
                onSuccess: () => banner.success(t('notices.deleted')),
                onError: banner.failure,
                onSettled: () => setDeleting(null),
              })
            }
          />
        </>
      )}
    </CommissionsPage>
  );
}

import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useCommissionsMutation, useVariables } from '../hooks';
import { commissionsPath, part } from '../utils/paths';
import { segment } from '../utils/rest';
import type { Variable } from '../utils/types';
import { CommissionsPage } from './CommissionsPage';
import { ConfirmDelete, ListState, NamedTable, NameDialog, useBanner, useNamedCrud, VALUE_TABLE_ACTION_DELAY_MS } from './common';

/** variables/lista/{dataSourceId}: CREAR VARIABLE; names with edit and delete (Variables write); 'Ver Valores' for everyone. */
export function VariablesScreen() {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const { dataSourceId = '' } = useParams();
  const variables = useVariables(dataSourceId);
  const crud = useNamedCrud<Variable>();
  const banner = useBanner();
  const create = useCommissionsMutation((name: string) => ({ method: 'POST', path: `/data-source/${segment(dataSourceId)}/variable`, body: { name } }));
  const rename = useCommissionsMutation(({ id, name }: { id: string; name: string }) => ({ method: 'PATCH', path: `/variable/${segment(id)}`, body: { name } }));
  const remove = useCommissionsMutation((id: string) => ({ method: 'DELETE', path: `/variable/${segment(id)}` }));
  return (
    <CommissionsPage title={t('variables.title')} crumbs={[{ text: t('cards.variables.title'), to: 'variables' }, { text: t('lists.list') }]} module="Variables">
      {(grants) => (
        <>
          {banner.element}
          {grants.can('Variables', 'write') ? (
            <div className="commissions-toolbar">
              <Button intent="primary" icon="add" text={t('variables.create')} onClick={() => crud.setCreating(true)} />
            </div>
          ) : null}
          <ListState loading={variables.isPending} error={variables.error} empty={(variables.rows ?? []).length === 0} onRetry={() => void variables.refetch()}>
            <NamedTable
              label={t('variables.title')}
              rows={variables.rows ?? []}
              canWrite={grants.can('Variables', 'write')}
              columns={[{ title: t('variables.tags'), cell: (row) => row.tags.join(', ') }]}
              view={(row) => <Button size="small" variant="minimal" icon="eye-open" text={t('actions.viewValues')} onClick={() => void navigate(commissionsPath(`variables/detalle/${part(row.id)}/${part(row.name)}`))} />}
              onRename={crud.setRenaming}
              onDelete={crud.setDeleting}
              actionDelayMs={VALUE_TABLE_ACTION_DELAY_MS}
            />
          </ListState>
          <NameDialog isOpen={crud.creating} title={t('variables.create')} label={t('lists.name')} min={2} busy={create.isPending} onClose={() => crud.setCreating(false)} onSave={(name) => create.mutate(name, { onSuccess: () => (crud.setCreating(false), banner.success(t('notices.created'))), onError: banner.failure })} />
          <NameDialog
            isOpen={crud.renaming !== null}
            title={t('variables.rename')}
            label={t('lists.name')}
            initial={crud.renaming?.name}
            min={2}
            busy={rename.isPending}
            onClose={() => crud.setRenaming(null)}
            onSave={(name) => rename.mutate({ id: crud.renaming?.id ?? '', name }, { onSuccess: () => (crud.setRenaming(null), banner.success(t('notices.updated'))), onError: banner.failure })}
          />
          <ConfirmDelete
            isOpen={crud.deleting !== null}
            question={t('variables.deleteQuestion', { name: crud.deleting?.name ?? '' })}
            busy={remove.isPending}
            onCancel={() => crud.setDeleting(null)}
            onConfirm={() => remove.mutate(crud.deleting?.id ?? '', { onSuccess: () => banner.success(t('notices.deleted')), onError: banner.failure, onSettled: () => crud.setDeleting(null) })}
          />
        </>
      )}
    </CommissionsPage>
  );
}

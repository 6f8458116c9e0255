import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useAreas, useCommissionsMutation, useOrganizations } from '../hooks';
import { commissionsPath, part } from '../utils/paths';
import { segment } from '../utils/rest';
import type { Area } from '../utils/types';
import { CommissionsPage } from './CommissionsPage';
import { ConfirmDelete, ListState, NamedTable, NameDialog, useBanner, useNamedCrud } from './common';

/** areas/lista/{organizationId}: a company's positions, with create / rename / delete for Employees write; each opens its employees. */
export function AreasScreen() {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const { organizationId = '' } = useParams();
  const organizations = useOrganizations();
  const organization = organizations.rows?.find((row) => row.id === organizationId);
  const areas = useAreas(organizationId);
  const crud = useNamedCrud<Area>();
  const banner = useBanner();
  const create = useCommissionsMutation((name: string) => ({ method: 'POST', path: `/organization/${segment(organizationId)}/area`, body: { name } }));
  const rename = useCommissionsMutation(({ id, name }: { id: string; name: string }) => ({ method: 'PATCH', path: `/area/${segment(id)}`, body: { name } }));
  const remove = useCommissionsMutation((id: string) => ({ method: 'DELETE', path: `/area/${segment(id)}` }));
  return (
    <CommissionsPage title={t('areas.title', { organization: organization?.name ?? organizationId })} crumbs={[{ text: t('cards.areas.title'), to: 'areas' }, { text: t('lists.list') }, { text: organization?.name ?? organizationId }]} module="Employees">
      {(grants) => (
        <>
          {banner.element}
          {grants.can('Employees', 'write') ? (
            <div className="commissions-toolbar">
              <Button intent="primary" icon="add" text={t('areas.create')} onClick={() => crud.setCreating(true)} />
            </div>
          ) : null}
          <ListState loading={areas.isPending} error={areas.error} empty={(areas.rows ?? []).length === 0} onRetry={() => void areas.refetch()}>
            <NamedTable
              label={t('cards.areas.title')}
              rows={areas.rows ?? []}
              canWrite={grants.can('Employees', 'write')}
              view={(row) => <Button size="small" variant="minimal" icon="people" text={t('areas.employees')} onClick={() => void navigate(commissionsPath(`empleados/lista/${part(row.id)}/${part(row.name)}`))} />}
              onRename={crud.setRenaming}
              onDelete={crud.setDeleting}
            />
          </ListState>
          <NameDialog isOpen={crud.creating} title={t('areas.create')} label={t('lists.name')} min={2} busy={create.isPending} onClose={() => crud.setCreating(false)} onSave={(name) => create.mutate(name, { onSuccess: () => (crud.setCreating(false), banner.success(t('notices.created'))), onError: banner.failure })} />
          <NameDialog
            isOpen={crud.renaming !== null}
            title={t('areas.rename')}
            label={t('lists.name')}
            initial={crud.renaming?.name}
            min={2}
            busy={rename.isPending}
            onClose={() => crud.setRenaming(null)}
            onSave={(name) => rename.mutate({ id: crud.renaming?.id ?? '', name }, { onSuccess: () => (crud.setRenaming(null), banner.success(t('notices.updated'))), onError: banner.failure })}
          />
          <ConfirmDelete
            isOpen={crud.deleting !== null}
            question={t('areas.deleteQuestion', { name: crud.deleting?.name ?? '' })}
            busy={remove.isPending}
            onCancel={() => crud.setDeleting(null)}
            onConfirm={() => remove.mutate(crud.deleting?.id ?? '', { onSuccess: () => banner.success(t('notices.deleted')), onError: banner.failure, onSettled: () => crud.setDeleting(null) })}
          />
        </>
      )}
    </CommissionsPage>
  );
}

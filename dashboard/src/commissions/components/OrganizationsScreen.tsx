import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useCommissionsMutation, useOrganizations } from '../hooks';
import { segment } from '../utils/rest';
import type { Organization } from '../utils/types';
import { CommissionsPage } from './CommissionsPage';
import { ConfirmDelete, ListState, NamedTable, NameDialog, useBanner, useNamedCrud } from './common';

/** empresas: the companies the position lists, with create / rename / delete for Business write. */
export function OrganizationsScreen() {
  const { t } = useTranslation('commissions');
  const organizations = useOrganizations();
  const crud = useNamedCrud<Organization>();
  const banner = useBanner();
  const create = useCommissionsMutation((name: string) => ({ method: 'POST', path: '/organization', body: { name } }));
  const rename = useCommissionsMutation(({ id, name }: { id: string; name: string }) => ({ method: 'PATCH', path: `/organization/${segment(id)}`, body: { name } }));
  const remove = useCommissionsMutation((id: string) => ({ method: 'DELETE', path: `/organization/${segment(id)}` }));
  return (
    <CommissionsPage title={t('business.title')} crumbs={[{ text: t('cards.business.title') }, { text: t('lists.list') }]} module="Business">
      {(grants) => (
        <>
          {banner.element}
          {grants.can('Business', 'write') ? (
            <div className="commissions-toolbar">
              <Button intent="primary" icon="add" text={t('business.create')} onClick={() => crud.setCreating(true)} />
            </div>
          ) : null}
          <ListState loading={organizations.isPending} error={organizations.error} empty={(organizations.rows ?? []).length === 0} emptyText={t('selectors.empty')} onRetry={() => void organizations.refetch()}>
            <NamedTable label={t('business.title')} rows={organizations.rows ?? []} canWrite={grants.can('Business', 'write')} columns={[{ title: t('business.id'), cell: (row) => row.id }]} onRename={crud.setRenaming} onDelete={crud.setDeleting} />
          </ListState>
          <NameDialog
            isOpen={crud.creating}
            title={t('business.create')}
            label={t('lists.name')}
            min={2}
            busy={create.isPending}
            onClose={() => crud.setCreating(false)}
            onSave={(name) => create.mutate(name, { onSuccess: () => (crud.setCreating(false), banner.success(t('notices.created'))), onError: banner.failure })}
          />
          <NameDialog
            isOpen={crud.renaming !== null}
            title={t('business.rename')}
            label={t('lists.name')}
            initial={crud.renaming?.name}
            min={2}
            busy={rename.isPending}
            onClose={() => crud.setRenaming(null)}
            onSave={(name) => rename.mutate({ id: crud.renaming?.id ?? '', name }, { onSuccess: () => (crud.setRenaming(null), banner.success(t('notices.updated'))), onError: banner.failure })}
          />
          <ConfirmDelete
            isOpen={crud.deleting !== null}
            question={t('business.deleteQuestion', { name: crud.deleting?.name ?? '' })}
            busy={remove.isPending}
            onCancel={() => crud.setDeleting(null)}
            onConfirm={() => remove.mutate(crud.deleting?.id ?? '', { onSuccess: () => banner.success(t('notices.deleted')), onError: banner.failure, onSettled: () => crud.setDeleting(null) })}
          />
        </>
      )}
    </CommissionsPage>
  );
}

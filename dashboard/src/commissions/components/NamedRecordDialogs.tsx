import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommissionsMutation } from '../hooks';
import { ConfirmDelete } from './ConfirmDelete';
import { NameDialog } from './NameDialog';

/** The dialogs' state of a named list (useNamedCrud in hooks/useNamedCrud.ts). */
export interface NamedCrudState<T> {
  creating: boolean;
  setCreating: (creating: boolean) => void;
  renaming: T | null;
  setRenaming: (row: T | null) => void;
  deleting: T | null;
  setDeleting: (row: T | null) => void;
}

export interface NamedRecordDialogsProps<T extends { id: string; name: string }> {
  crud: NamedCrudState<T>;
  banner: { success: (message: string) => void; failure: (error: unknown) => void };
  /** Minimum characters of the name (spec 003 section 5). */
  min: number;
  createTitle: string;
  renameTitle: string;
  deleteQuestion: (name: string) => string;
  /** Where a new record is POSTed (`/organization/{id}/area`...). */
  createPath: string;
  /** Where a record is PATCHed (renamed) and DELETEd (`/area/{id}`...). */
  recordPath: (id: string) => string;
  /** The create body when it carries more than the name (a parameter's first values). */
  createBody?: (name: string) => unknown;
  /** Further fields of the create dialog, and whether they are complete. */
  createChildren?: ReactNode;
  createExtraValid?: boolean;
}

/**
 * Create, rename and delete of a named record (companies, positions, data sources, variables,
 * parameters): the two name dialogs and the delete confirmation, their calls, the banner on success.
 * A refused name shows in the dialog, under the field the server names; a refused delete in the banner.
 */
export function NamedRecordDialogs<T extends { id: string; name: string }>({
  crud,
  banner,
  min,
  createTitle,
  renameTitle,
  deleteQuestion,
  createPath,
  recordPath,
  createBody = (name) => ({ name }),
  createChildren,
  createExtraValid,
}: NamedRecordDialogsProps<T>) {
  const { t } = useTranslation('commissions');
  const create = useCommissionsMutation((name: string) => ({ method: 'POST', path: createPath, body: createBody(name) }));
  const rename = useCommissionsMutation(({ id, name }: { id: string; name: string }) => ({ method: 'PATCH', path: recordPath(id), body: { name } }));
  const remove = useCommissionsMutation((id: string) => ({ method: 'DELETE', path: recordPath(id) }));
  return (
    <>
      <NameDialog
        isOpen={crud.creating}
        title={createTitle}
        label={t('lists.name')}
        min={min}
        extraValid={createExtraValid}
        busy={create.isPending}
        onClose={() => crud.setCreating(false)}
        onSave={async (name) => {
          await create.mutateAsync(name);
          crud.setCreating(false);
          banner.success(t('notices.created'));
        }}
      >
        {createChildren}
      </NameDialog>
      <NameDialog
        isOpen={crud.renaming !== null}
        title={renameTitle}
        label={t('lists.name')}
        initial={crud.renaming?.name}
        min={min}
        busy={rename.isPending}
        onClose={() => crud.setRenaming(null)}
        onSave={async (name) => {
          await rename.mutateAsync({ id: crud.renaming?.id ?? '', name });
          crud.setRenaming(null);
          banner.success(t('notices.updated'));
        }}
      />
      <ConfirmDelete
        isOpen={crud.deleting !== null}
        question={deleteQuestion(crud.deleting?.name ?? '')}
        busy={remove.isPending}
        onCancel={() => crud.setDeleting(null)}
        onConfirm={() =>
          remove.mutate(crud.deleting?.id ?? '', {
            onSuccess: () => banner.success(t('notices.deleted')),
            onError: banner.failure,
            onSettled: () => crud.setDeleting(null),
          })
        }
      />
    </>
  );
}

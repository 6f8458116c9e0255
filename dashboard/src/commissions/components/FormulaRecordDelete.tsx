import { useTranslation } from 'react-i18next';
import { showToast } from '../../ui/toaster';
import { useCommissionsMutation } from '../hooks';
import { NOTICE_MS } from '../steps/components';
import { ConfirmDelete } from './ConfirmDelete';

export interface FormulaRecordDeleteProps {
  /** Which record's notices (editor.notices.{kind}.*) the dialog and toasts read. */
  kind: 'function' | 'indicator' | 'commission';
  /** The record being deleted, null while the dialog is closed. */
  deleting: { id: string; name: string } | null;
  onClose: () => void;
  /** Where the record is DELETEd (`/indicator/{id}`...). */
  recordPath: (id: string) => string;
}

/** The delete confirmation of a formula record (helper function, indicator, variable commission), the call and its toast, shared by the three lists. */
export function FormulaRecordDelete({ kind, deleting, onClose, recordPath }: FormulaRecordDeleteProps) {
  const { t } = useTranslation('commissions');
  const remove = useCommissionsMutation<{ id: string; name: string }>(({ id }) => ({ method: 'DELETE', path: recordPath(id) }));
  return (
    <ConfirmDelete
      isOpen={deleting !== null}
      question={t(`editor.notices.${kind}.deleteQuestion`)}
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!deleting) return;
        remove.mutate(deleting, {
          onSuccess: () => void showToast({ message: t(`editor.notices.${kind}.deleted`, { name: deleting.name }), intent: 'success', timeout: NOTICE_MS }),
          onError: () => void showToast({ message: t(`editor.notices.${kind}.deleteFailed`), intent: 'danger', timeout: NOTICE_MS }),
          onSettled: onClose,
        });
      }}
    />
  );
}

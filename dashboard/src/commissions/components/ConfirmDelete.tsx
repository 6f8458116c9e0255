import { Alert, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmDeleteProps {
  isOpen: boolean;
  question: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** '¿Deseas eliminar ...?' with Cancelar and Si (spec 003 section 4). */
export function ConfirmDelete({ isOpen, question, busy, onConfirm, onCancel }: ConfirmDeleteProps) {
  const { t } = useTranslation('commissions');
  return (
    <Alert
      isOpen={isOpen}
      intent={Intent.DANGER}
      icon="trash"
      cancelButtonText={t('actions.cancel')}
      confirmButtonText={t('actions.yes')}
      loading={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{question}</p>
    </Alert>
  );
}

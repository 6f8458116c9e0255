import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatementSettingsDialog } from './StatementSettingsDialog';

export interface StatementSettingsButtonProps {
  organizationId: string;
}

/** "Configuración" on the statements screen (positions that may approve): opens the company's statement settings. */
export function StatementSettingsButton({ organizationId }: StatementSettingsButtonProps) {
  const { t } = useTranslation('commissions');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon="cog" text={t('statements.settings.open')} onClick={() => setOpen(true)} />
      <StatementSettingsDialog organizationId={organizationId} isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
}

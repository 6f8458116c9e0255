import { Button, Dialog, DialogBody } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeHistoryPanel } from './ChangeHistoryPanel';

export interface ChangeHistoryButtonProps {
  recordType: string;
  recordId: string | number;
  /** How the screen names the record ("Zona Centro", "CC"): the button's label and the dialog's title. */
  recordName: string;
}

/**
 * For screens that list records without a page of their own (menus, positions, customer types):
 * a small history button on a record's row that opens its change history in a dialog.
 */
export function ChangeHistoryButton({ recordType, recordId, recordName }: ChangeHistoryButtonProps) {
  const { t } = useTranslation('history');
  const [open, setOpen] = useState(false);
  const label = t('panel.titleOf', { name: recordName });
  return (
    <>
      <Button variant="minimal" size="small" icon="history" aria-label={label} title={label} onClick={() => setOpen(true)} />
      {open ? (
        <Dialog isOpen onClose={() => setOpen(false)} title={recordName} icon="history" className="history-dialog">
          <DialogBody>
            <ChangeHistoryPanel recordType={recordType} recordId={recordId} defaultOpen className="history-dialog__panel" />
          </DialogBody>
        </Dialog>
      ) : null}
    </>
  );
}

import type { CSSProperties, FormEvent, ReactNode } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, type IconName, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { FormProblem } from './FormProblem';

/** What the frame reads of useZodForm's answer: the form's own problem and whether the submit is off. */
export interface FormDialogForm {
  formError: string | undefined;
  submitDisabled: boolean;
}

export interface FormDialogProps {
  title: string;
  icon?: IconName;
  style?: CSSProperties;
  /** The dialog's own class (its width, as `workplans__dialog`). */
  className?: string;
  /** A dialog kept mounted by its screen opens and closes with this; open by default. */
  isOpen?: boolean;
  onClose: () => void;
  /** useZodForm's `submit(...)`. */
  onSubmit: (event?: FormEvent) => void;
  /** The form (useZodForm): its `formError` shows last in the body, its `submitDisabled` turns the submit off. */
  form: FormDialogForm;
  /** A problem of the dialog's own in place of the form's. */
  problem?: string;
  /** Cancel's text when not the common 'Cancelar'. */
  cancelText?: string;
  submitText: string;
  /** The submit button's icon (as 'play' for a run). */
  submitIcon?: IconName;
  /** The submit button's intent: primary unless the action undoes something (danger). */
  submitIntent?: Intent;
  /** The mutation runs: the submit button spins. */
  saving: boolean;
  /** Something besides the form's rules holds the submit back (as a step not done yet). */
  blocked?: boolean;
  /** The form's fields. */
  children: ReactNode;
  /** Shown under the form's problem: the record's change history (ChangeHistoryPanel). */
  history?: ReactNode;
}

/**
 * A form in a dialog (docs/forms.md): the fields, the form's own problem (FormProblem) last in the
 * body, then Cancel and the submit button, which the form's rules turn off and the save spins.
 */
export function FormDialog({
  title,
  icon,
  style,
  className,
  isOpen = true,
  onClose,
  onSubmit,
  form,
  problem,
  cancelText,
  submitText,
  submitIcon,
  submitIntent = 'primary',
  saving,
  blocked = false,
  children,
  history,
}: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title} icon={icon} style={style} className={className}>
      <form noValidate onSubmit={onSubmit}>
        <DialogBody>
          {children}
          <FormProblem problem={problem ?? form.formError} />
          {history}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={cancelText ?? t('actions.cancel')} onClick={onClose} />
              <Button type="submit" intent={submitIntent} icon={submitIcon} text={submitText} loading={saving} disabled={blocked || form.submitDisabled} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

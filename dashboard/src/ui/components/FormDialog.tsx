import type { CSSProperties, FormEvent, ReactNode } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, type IconName, type Intent } from '@blueprintjs/core';
import { FormProblem } from './FormProblem';

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
  /** useZodForm's `formError`: shown last in the body. */
  problem: string | undefined;
  cancelText: string;
  submitText: string;
  /** The submit button's icon (as 'play' for a run). */
  submitIcon?: IconName;
  /** The submit button's intent: primary unless the action undoes something (danger). */
  submitIntent?: Intent;
  /** The mutation runs: the submit button spins. */
  saving: boolean;
  /** useZodForm's `submitDisabled`. */
  disabled: boolean;
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
  problem,
  cancelText,
  submitText,
  submitIcon,
  submitIntent = 'primary',
  saving,
  disabled,
  children,
  history,
}: FormDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title} icon={icon} style={style} className={className}>
      <form noValidate onSubmit={onSubmit}>
        <DialogBody>
          {children}
          <FormProblem problem={problem} />
          {history}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={cancelText} onClick={onClose} />
              <Button type="submit" intent={submitIntent} icon={submitIcon} text={submitText} loading={saving} disabled={disabled} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

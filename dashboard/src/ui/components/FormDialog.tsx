import type { CSSProperties, FormEvent, ReactNode } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, type IconName } from '@blueprintjs/core';
import { FormProblem } from './FormProblem';

export interface FormDialogProps {
  title: string;
  icon?: IconName;
  style?: CSSProperties;
  onClose: () => void;
  /** useZodForm's `submit(...)`. */
  onSubmit: (event?: FormEvent) => void;
  /** useZodForm's `formError`: shown last in the body. */
  problem: string | undefined;
  cancelText: string;
  submitText: string;
  /** The mutation runs: the submit button spins. */
  saving: boolean;
  /** useZodForm's `submitDisabled`. */
  disabled: boolean;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A form in a dialog (docs/forms.md): the fields, the form's own problem (FormProblem) last in the
 * body, then Cancel and the submit button, which the form's rules turn off and the save spins.
 */
export function FormDialog({ title, icon, style, onClose, onSubmit, problem, cancelText, submitText, saving, disabled, children }: FormDialogProps) {
  return (
    <Dialog isOpen onClose={onClose} title={title} icon={icon} style={style}>
      <form noValidate onSubmit={onSubmit}>
        <DialogBody>
          {children}
          <FormProblem problem={problem} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={cancelText} onClick={onClose} />
              <Button type="submit" intent="primary" text={submitText} loading={saving} disabled={disabled} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

import { Button, DialogFooter } from '@blueprintjs/core';

export interface FormDialogFooterProps {
  cancelText: string;
  submitText: string;
  onCancel: () => void;
  /** The mutation runs: the submit button spins. */
  saving: boolean;
  /** useZodForm's `submitDisabled`. */
  disabled: boolean;
}

/**
 * A form dialog's buttons (docs/forms.md): Cancel and the submit button, which the form's rules turn
 * off. Goes inside the `<form>`, after `DialogBody` (whose last child is the `FormProblem`).
 */
export function FormDialogFooter({ cancelText, submitText, onCancel, saving, disabled }: FormDialogFooterProps) {
  return (
    <DialogFooter
      actions={
        <>
          <Button text={cancelText} onClick={onCancel} />
          <Button type="submit" intent="primary" text={submitText} loading={saving} disabled={disabled} />
        </>
      }
    />
  );
}

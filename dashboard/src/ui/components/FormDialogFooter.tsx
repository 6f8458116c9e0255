import { Button, Callout, DialogFooter } from '@blueprintjs/core';

export interface FormDialogFooterProps {
  /** The form-level message (useZodForm's `formError`): a refusal that names no field. */
  formError?: string | null;
  cancelText: string;
  submitText: string;
  onCancel: () => void;
  /** The mutation runs: the submit button spins. */
  saving: boolean;
  /** useZodForm's `submitDisabled`. */
  disabled: boolean;
}

/**
 * The end of a dialog's form (docs/forms.md): the form-level problem in a Callout, then Cancel and
 * the submit button, which the form's rules turn off. Goes inside the `<form>`, after `DialogBody`.
 */
export function FormDialogFooter({ formError, cancelText, submitText, onCancel, saving, disabled }: FormDialogFooterProps) {
  return (
    <>
      {formError ? (
        <Callout intent="danger" role="alert" className="form-dialog-footer__problem">
          {formError}
        </Callout>
      ) : null}
      <DialogFooter
        actions={
          <>
            <Button text={cancelText} onClick={onCancel} />
            <Button type="submit" intent="primary" text={submitText} loading={saving} disabled={disabled} />
          </>
        }
      />
    </>
  );
}

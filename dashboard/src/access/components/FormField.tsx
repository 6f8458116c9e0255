import { FormGroup, InputGroup, type InputGroupProps } from '@blueprintjs/core';

export interface FormFieldProps extends Omit<InputGroupProps, 'id' | 'intent' | 'value' | 'onValueChange'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The rule the value breaks, already translated; shown once typed, or once `showProblem` is set (the field left, a send tried). */
  problem?: string;
  showProblem: boolean;
  helperText?: string;
}

/** A labelled input whose helper text turns into the broken rule once the user has typed, left the field or tried to send (useSignInFlow's `field`). */
export function FormField({ id, label, value, onValueChange, problem, showProblem, helperText, ...input }: FormFieldProps) {
  const visibleProblem = showProblem || value !== '' ? problem : undefined;
  return (
    <FormGroup label={label} labelFor={id} intent={visibleProblem ? 'danger' : 'none'} helperText={visibleProblem ?? helperText}>
      <InputGroup {...input} id={id} value={value} intent={visibleProblem ? 'danger' : 'none'} onValueChange={onValueChange} />
    </FormGroup>
  );
}

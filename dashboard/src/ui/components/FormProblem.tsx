import { Callout } from '@blueprintjs/core';

export interface FormProblemProps {
  /** The form-level problem of the last save (useZodForm's `formError`); nothing is shown without one. */
  problem: string | undefined;
}

/** A form's own problem, the one no field holds, as an alert above the form's buttons. */
export function FormProblem({ problem }: FormProblemProps) {
  return problem ? (
    <Callout intent="danger" role="alert">
      {problem}
    </Callout>
  ) : null;
}

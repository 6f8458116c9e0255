import { Tag } from '@blueprintjs/core';

export interface ChosenTagProps {
  label: string;
  value: string;
}

/** What was chosen in the previous step ('Empresa seleccionada: …'), above a selector's list. */
export function ChosenTag({ label, value }: ChosenTagProps) {
  return (
    <p className="commissions-selector__chosen">
      {label} <Tag minimal>{value}</Tag>
    </p>
  );
}

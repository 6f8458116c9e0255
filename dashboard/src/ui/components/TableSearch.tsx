import { InputGroup, Spinner } from '@blueprintjs/core';

export interface TableSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** The placeholder and the box's accessible name. */
  label: string;
  /** A spinner at the end while the list is asked again. */
  busy?: boolean;
  className?: string;
}

/** A list's search box in the data table's toolbar: filters as the user types (the list asks once typing pauses). */
export function TableSearch({ value, onChange, label, busy, className }: TableSearchProps) {
  return (
    <InputGroup
      type="search"
      leftIcon="search"
      placeholder={label}
      aria-label={label}
      value={value}
      className={className}
      rightElement={busy ? <Spinner size={16} /> : undefined}
      onValueChange={onChange}
    />
  );
}

import { InputGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { parsePackagesInput } from '../../../../domain/purchasing/rules';
import type { GridRow } from '../utils/grid';

interface PackagesInputProps {
  row: GridRow;
  text: string | undefined;
  onChange: (text: string) => void;
}

/** A row's packages as the buyer edits them, marked invalid until they are a number of packages. */
export function PackagesInput({ row, text, onChange }: PackagesInputProps) {
  const { t } = useTranslation('purchasing');
  const value = text ?? String(row.packages);
  const invalid = parsePackagesInput(value) === null;
  return (
    <InputGroup
      small
      className="purchasing-grid__packages"
      value={value}
      intent={invalid ? Intent.DANGER : Intent.NONE}
      title={invalid ? t('packagesInvalid') : undefined}
      aria-label={`${t('columns.packages')} ${row.sku} ${row.storeId}`}
      aria-invalid={invalid}
      inputMode="numeric"
      onValueChange={onChange}
    />
  );
}

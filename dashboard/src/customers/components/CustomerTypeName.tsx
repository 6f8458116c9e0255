import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type CustomerTypeRow } from '../utils/customerTypeRow';
import { CustomerTypeRenameForm } from './CustomerTypeRenameForm';

export interface CustomerTypeNameProps {
  row: CustomerTypeRow;
}

/** A type's name, with 'Renombrar' turning it into a field saved with the version the screen read (CustomerTypeRenameForm). */
export function CustomerTypeName({ row }: CustomerTypeNameProps) {
  const { t } = useTranslation('customers');
  const [editing, setEditing] = useState(false);
  if (editing) return <CustomerTypeRenameForm row={row} onClose={() => setEditing(false)} />;
  return (
    <span className="customer-types__name">
      {row.customerTypeName}
      <Button variant="minimal" size="small" icon="edit" aria-label={t('types.renameOf', { name: row.customerTypeName })} onClick={() => setEditing(true)} />
    </span>
  );
}

import { Button, HTMLTable, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ParameterValue } from '../utils/types';
import { useDelayedAction, VALUE_TABLE_ACTION_DELAY_MS } from './common';

interface ValuesTableProps {
  values: readonly ParameterValue[];
  canWrite: boolean;
  onRemove?: (date: string) => void;
}

export function ValuesTable({ values, canWrite, onRemove }: ValuesTableProps) {
  const { t } = useTranslation('commissions');
  const delayed = useDelayedAction(VALUE_TABLE_ACTION_DELAY_MS);
  return (
    <HTMLTable striped compact className="commissions-table" aria-label={t('parameters.values')}>
      <thead>
        <tr>
          <th>{t('parameters.date')}</th>
          <th className="commissions-number">{t('parameters.value')}</th>
          {canWrite && onRemove ? <th>{t('lists.actions')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {values.map((value) => (
          <tr key={value.uploaded_at}>
            <td>{value.uploaded_at}</td>
            <td className="commissions-number">{value.value}</td>
            {canWrite && onRemove ? (
              <td>
                <Button size="small" variant="minimal" intent={Intent.DANGER} icon="trash" aria-label={`${t('actions.delete')} ${value.uploaded_at}`} {...delayed.button(value.uploaded_at, () => onRemove(value.uploaded_at))} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

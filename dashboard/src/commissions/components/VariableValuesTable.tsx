import { Button, HTMLTable, Intent, NonIdealState } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageControls, useClientPaging, useDelayedAction, VALUE_TABLE_ACTION_DELAY_MS } from './common';

interface VariableValuesTableProps {
  values: Record<string, number>;
  canWrite: boolean;
  onRemove: (employeeId: string) => void;
}

export function VariableValuesTable({ values, canWrite, onRemove }: VariableValuesTableProps) {
  const { t } = useTranslation('commissions');
  const delayed = useDelayedAction(VALUE_TABLE_ACTION_DELAY_MS);
  const entries = useMemo(() => Object.entries(values).sort(([a], [b]) => a.localeCompare(b)), [values]);
  // A tag holds a value per employee (hundreds): paged as the employees table is.
  const paging = useClientPaging(entries, null);
  if (entries.length === 0) return <NonIdealState icon="th-disconnect" title={t('tags.noValues')} />;
  return (
    <>
      <PageControls paging={paging} />
      <HTMLTable striped compact className="commissions-table" aria-label={t('tags.values')}>
        <thead>
          <tr>
            <th>{t('tags.employee')}</th>
            <th className="commissions-number">{t('tags.value')}</th>
            {canWrite ? <th>{t('lists.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {paging.shown.map(([employeeId, value]) => (
            <tr key={employeeId}>
              <td>{employeeId}</td>
              <td className="commissions-number">{value}</td>
              {canWrite ? (
                <td>
                  <Button size="small" variant="minimal" intent={Intent.DANGER} icon="trash" aria-label={`${t('actions.delete')} ${employeeId}`} {...delayed.button(employeeId, () => onRemove(employeeId))} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}

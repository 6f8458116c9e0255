import { HTMLTable, Icon } from '@blueprintjs/core';
import { type HistoryTexts } from '../hooks';
import { shortenValue } from '../utils';
import './history.css';

export interface FieldChangesTableProps {
  recordType: string;
  changes: ReadonlyArray<{ field: string; before: unknown; after: unknown }>;
  texts: HistoryTexts;
  /** Names the table for screen readers ("Cambios de Zona 3"). */
  label: string;
}

/** Each changed field of one entry: its label, the value before → the value after. */
export function FieldChangesTable({ recordType, changes, texts, label }: FieldChangesTableProps) {
  const { t } = texts;
  if (changes.length === 0) return <p className="history-fields__none">{t('entry.noFields')}</p>;
  return (
    <HTMLTable compact className="history-fields" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t('entry.field')}</th>
          <th scope="col">{t('entry.before')}</th>
          <th scope="col" aria-hidden="true" className="history-fields__arrow" />
          <th scope="col">{t('entry.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => {
          const before = texts.value(change.before);
          const after = texts.value(change.after);
          return (
            <tr key={change.field}>
              <th scope="row" title={change.field}>
                {texts.field(change.field, recordType)}
              </th>
              <td className="history-fields__before" title={before}>
                {shortenValue(before)}
              </td>
              <td className="history-fields__arrow" aria-hidden="true">
                <Icon icon="arrow-right" size={12} />
              </td>
              <td className="history-fields__after" title={after}>
                {shortenValue(after)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}

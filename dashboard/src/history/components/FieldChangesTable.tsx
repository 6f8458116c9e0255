import { Button, HTMLTable, Icon } from '@blueprintjs/core';
import { useState } from 'react';
import { type HistoryTexts } from '../hooks';
import { shortenValue } from '../utils';
import './history.css';

/** A long list of fields (a record created) shows this many until asked for the rest. */
export const FIELDS_SHOWN = 8;

export interface FieldChangesTableProps {
  recordType: string;
  /** create shows only the values set, delete only the values removed, update both with an arrow. */
  operation: string;
  changes: ReadonlyArray<{ field: string; before: unknown; after: unknown }>;
  texts: HistoryTexts;
  /** Names the table for screen readers ("Cambios de Zona 3"). */
  label: string;
}

/** Each changed field of one entry: its label, the value before → the value after. */
export function FieldChangesTable({ recordType, operation, changes, texts, label }: FieldChangesTableProps) {
  const { t } = texts;
  const [all, setAll] = useState(false);
  if (changes.length === 0) return <p className="history-fields__none">{t('entry.noFields')}</p>;
  const both = operation !== 'create' && operation !== 'delete';
  const shown = all ? changes : changes.slice(0, FIELDS_SHOWN);
  const hidden = changes.length - shown.length;
  return (
    <>
      <HTMLTable compact className="history-fields" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('entry.field')}</th>
            {both ? (
              <>
                <th scope="col">{t('entry.before')}</th>
                <th scope="col" aria-hidden="true" className="history-fields__arrow" />
                <th scope="col">{t('entry.after')}</th>
              </>
            ) : (
              <th scope="col">{operation === 'delete' ? t('entry.before') : t('entry.value')}</th>
            )}
          </tr>
        </thead>
        <tbody>
          {shown.map((change) => {
            const before = texts.value(change.before);
            const after = texts.value(change.after);
            return (
              <tr key={change.field}>
                <th scope="row" title={change.field}>
                  {texts.field(change.field, recordType)}
                </th>
                {operation !== 'create' ? (
                  <td className="history-fields__before" title={before}>
                    {shortenValue(before)}
                  </td>
                ) : null}
                {both ? (
                  <td className="history-fields__arrow" aria-hidden="true">
                    <Icon icon="arrow-right" size={12} />
                  </td>
                ) : null}
                {operation !== 'delete' ? (
                  <td className="history-fields__after" title={after}>
                    {shortenValue(after)}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      {changes.length > FIELDS_SHOWN ? (
        <Button
          variant="minimal"
          size="small"
          icon={all ? 'chevron-up' : 'chevron-down'}
          text={all ? t('entry.fewerFields') : t('entry.allFields', { count: hidden })}
          onClick={() => setAll((current) => !current)}
        />
      ) : null}
    </>
  );
}

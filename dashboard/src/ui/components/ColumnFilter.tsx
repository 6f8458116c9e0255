import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { type Column } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColumnFilterKind } from '../utils/tableColumns';

export interface ColumnFilterProps<Row> {
  column: Column<Row, unknown>;
  filter: ColumnFilterKind;
  /** The heading, for the control's accessible name. */
  label: string;
}

/** Typing waits this long before the filter applies, so a server list asks once per word, not per key. */
const TYPING_PAUSE_MS = 300;

/** The filter under one column's heading: a text box or a choice. */
export function ColumnFilter<Row>({ column, filter, label }: ColumnFilterProps<Row>) {
  const { t } = useTranslation();
  const applied = (column.getFilterValue() as string | undefined) ?? '';
  const [text, setText] = useState(applied);
  useEffect(() => setText(applied), [applied]);
  useEffect(() => {
    if (text === applied) return undefined;
    const timer = setTimeout(() => column.setFilterValue(text || undefined), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, applied, column]);
  const name = t('table.filterBy', { column: label });
  if (filter.kind === 'select') {
    return (
      <HTMLSelect
        fill
        minimal
        aria-label={name}
        value={applied}
        onChange={(event) => column.setFilterValue(event.target.value || undefined)}
        options={[{ value: '', label: t('table.any') }, ...filter.options]}
      />
    );
  }
  return <InputGroup small type="search" aria-label={name} placeholder={t('table.filter')} value={text} onChange={(event) => setText(event.target.value)} />;
}

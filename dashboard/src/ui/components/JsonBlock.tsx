import { Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatJson } from '../utils/json';
import './ui.css';

export interface JsonBlockProps {
  value: unknown;
}

/** A value as indented JSON in a Blueprint code block; "—" for nothing. */
export function JsonBlock({ value }: JsonBlockProps) {
  const { t } = useTranslation();
  if (value === null || value === undefined) return <span className={Classes.TEXT_MUTED}>{t('empty.value')}</span>;
  return <pre className={`${Classes.CODE_BLOCK} json-block`}>{formatJson(value)}</pre>;
}

import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import './ui.css';

/** Shown where the signed-in user's position lacks the permission a screen or panel needs. */
export function ForbiddenState() {
  const { t } = useTranslation();
  return <NonIdealState className="query-problem" icon="lock" title={t('forbidden.title')} description={t('forbidden.description')} />;
}

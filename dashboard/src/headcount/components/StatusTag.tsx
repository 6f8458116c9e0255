import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { statusColors } from '../utils';

type Status = 'high' | 'medium' | 'low';

export interface StatusTagProps {
  statusName: string | null | undefined;
}

/** A store's status in its colour, or 'Status not ready yet' before its first calculation. */
export function StatusTag({ statusName }: StatusTagProps) {
  const { t } = useTranslation('headcount');
  if (!statusName) return <span className="headcount__not-ready">{t('notReady')}</span>;
  const color = statusColors[statusName as Status];
  return (
    <Tag round style={{ background: color, color: statusName === 'medium' ? '#1c2127' : '#fff' }}>
      {t(`status.${statusName as Status}`)}
    </Tag>
  );
}

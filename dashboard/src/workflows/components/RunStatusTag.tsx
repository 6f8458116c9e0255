import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { isRunStatus, runStatusIntent } from '../utils/runs';

export interface RunStatusTagProps {
  status: string;
}

/** A run's state as a coloured tag in the interface language. */
export function RunStatusTag({ status }: RunStatusTagProps) {
  const { t } = useTranslation('workflows');
  return (
    <Tag intent={runStatusIntent(status)} minimal={status !== 'running'} icon={status === 'running' ? 'play' : undefined}>
      {isRunStatus(status) ? t(`status.${status}`) : status}
    </Tag>
  );
}

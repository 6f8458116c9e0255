import { Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useLiveStatus } from '../hooks/useLiveStatus';

const intents = { connecting: Intent.NONE, live: Intent.SUCCESS, reconnecting: Intent.WARNING, resumed: Intent.PRIMARY } as const;

/** Says whether the screen updates by itself, and when a lost connection came back (docs/live.md). */
export function LiveStatusTag() {
  const { t } = useTranslation('live');
  const status = useLiveStatus();
  return (
    <Tag minimal intent={intents[status]} data-live-status={status} role="status">
      {t(status)}
    </Tag>
  );
}

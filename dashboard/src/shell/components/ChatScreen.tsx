import { useTranslation } from 'react-i18next';
import { ScreenHeading } from '../../ui/components';

/** /prometheus/chat: heading only, as spec 000 section 2 describes it. */
export function ChatScreen() {
  const { t } = useTranslation('shell');
  return <ScreenHeading title={t('screens.chat.title')} />;
}

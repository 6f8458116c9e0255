import { useTranslation } from 'react-i18next';
import { useMe } from '../../access/hooks';
import { ScreenHeading } from '../../ui/components';

/** /prometheus: the signed-in user's start screen. */
export function HomeScreen() {
  const { t } = useTranslation('shell');
  const me = useMe();
  return (
    <>
      <ScreenHeading title={t('screens.home.title')} />
      {me.data?.me ? <p>{t('screens.home.welcome', { name: me.data.me.fullName })}</p> : null}
    </>
  );
}

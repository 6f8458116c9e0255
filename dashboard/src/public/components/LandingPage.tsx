import { Card, H1 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../ui/hooks';
import { landingCountdownTarget } from '../utils/countdown';
import { Countdown } from './Countdown';
import { SubscribeForm } from './SubscribeForm';

/** Home of the public site: brand, slogans, the promotions countdown and the subscription. */
export function LandingPage() {
  const { t } = useTranslation('public');
  const slogans = t('landing.slogans', { returnObjects: true });
  useDocumentTitle();
  return (
    <div className="landing">
      <section className="landing__hero">
        <H1 className="landing__title">{t('landing.title')}</H1>
        <ul className="landing__slogans">
          {slogans.map((slogan) => (
            <li key={slogan}>{slogan}</li>
          ))}
        </ul>
      </section>
      <Card className="landing__panel" elevation={1}>
        <Countdown target={landingCountdownTarget} />
        <SubscribeForm />
      </Card>
    </div>
  );
}

import { Card, H1 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
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
        {/* Spec 000 section 2: a word of the title leads to the customer self-registration. */}
        <H1 className="landing__title">
          {t('landing.titleBefore')}
          <Link to="/customerRegistration" className="landing__title-link" title={t('landing.titleLinkHint')}>
            {t('landing.titleLink')}
          </Link>
          {t('landing.titleAfter')}
        </H1>
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

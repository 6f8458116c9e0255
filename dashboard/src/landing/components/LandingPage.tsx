import { Card, H1 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { useLandingPage } from '../hooks/useLandingPage';
import { Countdown } from './Countdown';
import { SubscribeForm } from './SubscribeForm';

/** Home of the public site: brand, slogans, the promotions countdown and the subscription. */
export function LandingPage() {
  const { t } = useTranslation('landing');
  const slogans = t('landing.slogans', { returnObjects: true });
  useDocumentTitle();
  // The target comes from the server's configuration (LANDING_COUNTDOWN_TARGET); until it answers,
  // or if it cannot, the panel shows the subscription alone.
  const settings = useLandingPage();
  const target = settings.data ? new Date(settings.data.landingPage.countdownTarget) : null;
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
        {target && !Number.isNaN(target.getTime()) ? <Countdown target={target} /> : null}
        <SubscribeForm />
      </Card>
    </div>
  );
}

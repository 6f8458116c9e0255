import { Callout, Card, H4 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/useCountdown';

export interface CountdownProps {
  /** The moment the countdown reaches zero. */
  target: Date;
}

/** Days, hours, minutes and seconds left, ticking every second; an announcement once reached. */
export function Countdown({ target }: CountdownProps) {
  const { t } = useTranslation('landing');
  const parts = useCountdown(target);
  if (parts.reached) {
    return (
      <Callout intent="primary" icon="calendar" className="countdown countdown--reached" role="status">
        {t('landing.countdown.reached')}
      </Callout>
    );
  }
  const units = [
    { key: 'days', value: parts.days },
    { key: 'hours', value: parts.hours },
    { key: 'minutes', value: parts.minutes },
    { key: 'seconds', value: parts.seconds },
  ] as const;
  return (
    <section className="countdown" aria-live="off">
      <H4>{t('landing.countdown.title')}</H4>
      <div className="countdown__units">
        {units.map((unit) => (
          <Card key={unit.key} className="countdown__unit" compact>
            <span className="countdown__value">{String(unit.value).padStart(2, '0')}</span>
            <span className="countdown__label">{t(`landing.countdown.${unit.key}`)}</span>
          </Card>
        ))}
      </div>
    </section>
  );
}

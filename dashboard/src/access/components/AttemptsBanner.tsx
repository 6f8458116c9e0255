import { Callout, ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type SignInAttemptsFragment as SignInAttempts } from '../../graphql';

export interface AttemptsBannerProps {
  attempts: SignInAttempts;
}

/**
 * Spec 000 section 4: after a failure the banner shows the attempts left out of 3 and a bar of
 * attempts used / 3; at the limit it says so. The numbers are the server's, which keeps the count.
 */
export function AttemptsBanner({ attempts }: AttemptsBannerProps) {
  const { t } = useTranslation('access');
  if (attempts.attemptsUsed === 0 && !attempts.locked) return null;
  const limitReached = attempts.locked || attempts.attemptsRemaining === 0;
  return (
    <Callout
      className="sign-in__attempts"
      intent={limitReached ? 'danger' : 'warning'}
      icon={limitReached ? 'lock' : 'warning-sign'}
      title={limitReached ? t('attempts.limit') : t('attempts.title')}
      role="status"
      aria-label={t('attempts.label')}
    >
      <p>{t('attempts.remaining', { remaining: attempts.attemptsRemaining, max: attempts.maxAttempts })}</p>
      <ProgressBar
        animate={false}
        stripes={false}
        intent={limitReached ? 'danger' : 'warning'}
        value={Math.min(1, attempts.attemptsUsed / attempts.maxAttempts)}
      />
    </Callout>
  );
}

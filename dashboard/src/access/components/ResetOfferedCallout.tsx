import { Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SignInFlow } from '../hooks/useSignInFlow';

export interface ResetOfferedCalloutProps {
  flow: SignInFlow;
}

/** What replaces the sign-in form at 2 failures and at the limit (spec 000 section 4): the password reset. */
export function ResetOfferedCallout({ flow }: ResetOfferedCalloutProps) {
  const { t } = useTranslation('access');
  return (
    <Callout intent="primary" icon="key" title={t('reset.offeredTitle')}>
      <p>{t('reset.offered')}</p>
      <Button intent="primary" icon="reset" text={t('links.resetPassword')} onClick={() => flow.switchMode('forgotRequest')} />
    </Callout>
  );
}

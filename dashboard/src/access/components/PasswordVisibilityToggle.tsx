import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SignInFlow } from '../hooks/useSignInFlow';

export interface PasswordVisibilityToggleProps {
  flow: SignInFlow;
}

/** The eye at the end of a password field: shows or hides every password of the sign-in screen. */
export function PasswordVisibilityToggle({ flow }: PasswordVisibilityToggleProps) {
  const { t } = useTranslation('access');
  return (
    <Button
      variant="minimal"
      icon={flow.passwordVisible ? 'eye-off' : 'eye-open'}
      aria-label={flow.passwordVisible ? t('signIn.hidePassword') : t('signIn.showPassword')}
      onClick={flow.togglePasswordVisible}
    />
  );
}

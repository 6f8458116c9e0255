import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LoadingScreen } from '../../ui/components/LoadingScreen';
import { showErrorToast } from '../../ui/toaster';
import { useSignOut } from '../hooks/useSignOut';

/** /userSignOut: ends the session at once and returns to the sign-in screen. */
export function SignOutScreen() {
  const { t } = useTranslation('access');
  const navigate = useNavigate();
  const { mutate } = useSignOut();
  // The route may render twice (StrictMode in development); the session is closed once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(
      {},
      {
        onError: (error) => {
          void showErrorToast(error);
        },
        onSettled: () => navigate('/userSignIn', { replace: true }),
      },
    );
  }, [mutate, navigate]);

  return <LoadingScreen message={t('signOut.inProgress')} />;
}

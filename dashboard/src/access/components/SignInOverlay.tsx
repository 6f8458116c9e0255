import { Classes, Overlay2, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface SignInOverlayProps {
  isOpen: boolean;
  phase: 'validating' | 'profile';
}

/** Loading overlay with the logo: 'validating' while the credentials are checked, 'profile' while the profile data (the user's menus) loads. */
export function SignInOverlay({ isOpen, phase }: SignInOverlayProps) {
  const { t } = useTranslation('access');
  return (
    <Overlay2 isOpen={isOpen} canEscapeKeyClose={false} canOutsideClickClose={false} hasBackdrop usePortal>
      <div className="sign-in-overlay">
        <div className={`sign-in-overlay__panel ${Classes.DARK}`} role="status" aria-live="polite">
          <img src="/favicon.svg" alt="" width={64} height={64} />
          <Spinner size={32} />
          <span>{phase === 'validating' ? t('signIn.validating') : t('signIn.profileWait')}</span>
        </div>
      </div>
    </Overlay2>
  );
}

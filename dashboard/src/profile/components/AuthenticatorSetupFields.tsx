import { Code, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { digitsOnly } from '../utils/phone';
import './profile.css';

export interface AuthenticatorSetupData {
  secret: string;
  qrCodeDataUrl: string;
}

export interface AuthenticatorSetupFieldsProps {
  setup: AuthenticatorSetupData;
  code: string;
  onCodeChange: (code: string) => void;
  disabled?: boolean;
  inputId?: string;
  /** The code's problem, already in the user's language. */
  problem?: string;
  onBlur?: () => void;
}

/**
 * The pieces of an authenticator setup: the server's QR code and secret to add to the app, and the
 * box for its first code. Used by the profile's dialog and by the sign-in MFA-setup challenge.
 */
export function AuthenticatorSetupFields({ setup, code, onCodeChange, disabled, inputId = 'totp-code', problem, onBlur }: AuthenticatorSetupFieldsProps) {
  const { t } = useTranslation('profile');
  return (
    <div className="profile__totp">
      <p>{t('authenticator.scan')}</p>
      <img src={setup.qrCodeDataUrl} alt={t('authenticator.qr')} width={200} height={200} />
      <p>
        {t('authenticator.secret')} <Code data-testid="totp-secret">{setup.secret}</Code>
      </p>
      <FormGroup label={t('authenticator.code')} labelFor={inputId} intent={problem ? 'danger' : 'none'} helperText={problem}>
        <InputGroup
          id={inputId}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          disabled={disabled}
          intent={problem ? 'danger' : 'none'}
          onBlur={onBlur}
          onValueChange={(value) => onCodeChange(digitsOnly(value, 6))}
        />
      </FormGroup>
    </div>
  );
}

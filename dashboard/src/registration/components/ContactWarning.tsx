import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { registrationEmailPattern } from '../../../../domain/customers/registrationRules';
import { useSettledValue } from '../../ui/hooks/useSettledValue';
import { useContactTaken } from '../hooks';

export interface ContactWarningProps {
  phone?: string;
  email?: string;
}

/**
 * "Going beyond" of issue 4: while the visitor types, the server says whether a customer already
 * has this phone or e-mail (a yes or no, nothing about that customer), after 600 ms of quiet.
 */
export function ContactWarning({ phone, email }: ContactWarningProps) {
  const { t } = useTranslation('registration');
  const settledPhone = useSettledValue(phone && /^\d{10}$/.test(phone) ? phone : undefined, 600);
  const settledEmail = useSettledValue(email && registrationEmailPattern.test(email.trim()) ? email.trim() : undefined, 600);
  const check = useContactTaken(settledPhone ? { phone: settledPhone } : settledEmail ? { email: settledEmail } : {});
  const current = settledPhone ? settledPhone === phone : settledEmail ? settledEmail === email?.trim() : false;
  if (!current || !check.data?.customerContactTaken) return null;
  return (
    <Callout intent="warning" icon="warning-sign" compact title={t('duplicate.title')} className="registration__duplicate">
      {settledPhone ? t('duplicate.phone', { phone: settledPhone }) : t('duplicate.email', { email: settledEmail })}
    </Callout>
  );
}

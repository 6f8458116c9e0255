import { Alert, Button, ControlGroup, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profilePhoneTypes, profileUpdateSchema } from '../../../../domain/access/profile';
import { catalogueLanguage, checkForm } from '../../ui/utils';
import { showErrorToast, showToast } from '../../ui/toaster';
import { useUpdateProfile } from '../hooks';
import { type ProfileFragment as Profile, type ProfileUpdateInput } from '../../graphql';
import { digitsOnly, formatProfilePhone } from '../utils/phone';

/** At most three phones per profile (the server's limit, PHONES_TOO_MANY). */
const maxPhones = 3;

interface PhoneRow {
  phoneType: string;
  phone: string;
}

/** What changed against the stored profile; only that is sent (Save needs at least one change). */
function changes(profile: Profile, nickname: string, phones: PhoneRow[], pin: string, password: string, confirmation: string): ProfileUpdateInput {
  const input: ProfileUpdateInput = {};
  if (nickname.trim() !== (profile.nickname ?? '')) input.nickname = nickname;
  const stored = profile.phones.map((phone) => ({ phoneType: phone.phoneType, phone: phone.display }));
  if (JSON.stringify(phones) !== JSON.stringify(stored)) input.phones = phones;
  if (pin !== '') input.pin = pin;
  if (password !== '' || confirmation !== '') input.newPassword = { password, confirmation };
  return input;
}

/** Profile dialog of spec 000 section 2: nickname, phones (2-3-3-4 with a type), numeric PIN, new password. */
export function ProfileDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const { t, i18n } = useTranslation('profile');
  const update = useUpdateProfile(profile.attendantId);
  const [nickname, setNickname] = useState(profile.nickname ?? '');
  const [phones, setPhones] = useState<PhoneRow[]>(profile.phones.map((phone) => ({ phoneType: phone.phoneType, phone: phone.display })));
  const [pin, setPin] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  // The phone row waiting for "¿Seguro que quieres eliminar esta fila?" (spec 000 section 8).
  const [removing, setRemoving] = useState<number | null>(null);
  const input = changes(profile, nickname, phones, pin, password, confirmation);
  const changed = Object.keys(input).length > 0;
  const check = checkForm(profileUpdateSchema, input, catalogueLanguage(i18n.resolvedLanguage));
  const problem = (path: string) => (changed ? check.problems[path] : undefined);

  function setPhone(index: number, row: Partial<PhoneRow>) {
    setPhones((current) => current.map((phone, at) => (at === index ? { ...phone, ...row } : phone)));
  }

  /** A row with a number asks first; an empty row (just added) goes at once: there is nothing to lose. */
  function askToRemove(index: number) {
    if (digitsOnly(phones[index]?.phone ?? '') === '') removePhone(index);
    else setRemoving(index);
  }

  function removePhone(index: number) {
    setPhones((current) => current.filter((_, at) => at !== index));
    setRemoving(null);
  }

  function save() {
    if (!changed || !check.value) return;
    update.mutate(
      { attendantId: profile.attendantId, input },
      {
        onSuccess: () => {
          void showToast({ message: t('edit.updated'), intent: 'success', icon: 'tick' });
          onClose();
        },
        onError: (error) => void showErrorToast(error),
      },
    );
  }

  return (
    <Dialog isOpen onClose={onClose} title={t('edit.title')} icon="edit" style={{ width: 560 }}>
      <DialogBody>
        <FormGroup label={t('edit.nickname')} labelFor="profile-nickname" intent={problem('nickname') ? 'danger' : 'none'} helperText={problem('nickname')}>
          <InputGroup id="profile-nickname" value={nickname} onValueChange={setNickname} />
        </FormGroup>
        <FormGroup label={t('edit.phones')} helperText={t('edit.phoneHelp')}>
          {phones.map((row, index) => {
            const phoneProblem = problem(`phones.${index}.phone`) ?? problem(`phones.${index}.phoneType`);
            return (
              <FormGroup key={index} intent={phoneProblem ? 'danger' : 'none'} helperText={phoneProblem} className="profile__phone-row">
                <ControlGroup>
                  <HTMLSelect
                    aria-label={t('edit.phoneType', { index: index + 1 })}
                    value={row.phoneType}
                    onChange={(event) => setPhone(index, { phoneType: event.currentTarget.value })}
                    options={profilePhoneTypes.map((type) => ({ value: type, label: t(`phoneTypes.${type}`) }))}
                  />
                  <InputGroup
                    fill
                    aria-label={t('edit.phone', { index: index + 1 })}
                    inputMode="numeric"
                    placeholder="52 921 123 4567"
                    value={row.phone}
                    intent={phoneProblem ? 'danger' : 'none'}
                    onValueChange={(value) => setPhone(index, { phone: formatProfilePhone(value) })}
                  />
                  <Button icon="trash" aria-label={t('edit.removePhone', { index: index + 1 })} onClick={() => askToRemove(index)} />
                </ControlGroup>
              </FormGroup>
            );
          })}
          <Button
            icon="add"
            size="small"
            text={t('edit.addPhone')}
            disabled={phones.length >= maxPhones}
            onClick={() => setPhones((current) => [...current, { phoneType: 'mobile', phone: '' }])}
          />
        </FormGroup>
        <FormGroup label={t('edit.pin')} labelFor="profile-pin" intent={problem('pin') ? 'danger' : 'none'} helperText={problem('pin') ?? t('edit.pinHelp')}>
          <InputGroup id="profile-pin" type="password" inputMode="numeric" autoComplete="off" value={pin} onValueChange={(value) => setPin(digitsOnly(value))} />
        </FormGroup>
        <FormGroup label={t('edit.newPassword')} labelFor="profile-password" intent={problem('newPassword.password') ? 'danger' : 'none'} helperText={problem('newPassword.password')}>
          <InputGroup id="profile-password" type="password" autoComplete="new-password" value={password} onValueChange={setPassword} />
        </FormGroup>
        <FormGroup
          label={t('edit.confirmation')}
          labelFor="profile-confirmation"
          intent={problem('newPassword.confirmation') ? 'danger' : 'none'}
          helperText={problem('newPassword.confirmation')}
        >
          <InputGroup id="profile-confirmation" type="password" autoComplete="new-password" value={confirmation} onValueChange={setConfirmation} />
        </FormGroup>
      </DialogBody>
      <Alert
        isOpen={removing !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t('edit.removeConfirm')}
        cancelButtonText={t('actions.cancel')}
        onConfirm={() => removing !== null && removePhone(removing)}
        onCancel={() => setRemoving(null)}
      >
        <p>{t('edit.removeQuestion')}</p>
      </Alert>
      <DialogFooter
        actions={
          <>
            <Button text={t('actions.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('actions.save')} loading={update.isPending} disabled={!changed || !check.value} onClick={save} />
          </>
        }
      />
    </Dialog>
  );
}

import { Alert, Button, ControlGroup, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profilePhoneTypes, profileUpdateSchema } from '../../../../domain/access/profile';
import { FormDialog } from '../../ui/components';
import { useZodForm } from '../../ui/hooks';
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

/** The dialog's fields, shaped as the update the schema checks (its problems land on the same paths). */
interface ProfileFields {
  nickname: string;
  phones: PhoneRow[];
  pin: string;
  newPassword: { password: string; confirmation: string };
}

const storedPhones = (profile: Profile): PhoneRow[] => profile.phones.map((phone) => ({ phoneType: phone.phoneType, phone: phone.display }));

/** What changed against the stored profile; only that is sent (Save needs at least one change). */
function changes(profile: Profile, { nickname, phones, pin, newPassword }: ProfileFields): ProfileUpdateInput {
  const input: ProfileUpdateInput = {};
  if (nickname.trim() !== (profile.nickname ?? '')) input.nickname = nickname;
  if (JSON.stringify(phones) !== JSON.stringify(storedPhones(profile))) input.phones = phones;
  if (pin !== '') input.pin = pin;
  if (newPassword.password !== '' || newPassword.confirmation !== '') input.newPassword = newPassword;
  return input;
}

export interface ProfileDialogProps {
  profile: Profile;
  onClose: () => void;
}

/** Profile dialog of spec 000 section 2: nickname, phones (2-3-3-4 with a type), numeric PIN, new password. */
export function ProfileDialog({ profile, onClose }: ProfileDialogProps) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile(profile.attendantId);
  const form = useZodForm<typeof profileUpdateSchema, ProfileFields>(profileUpdateSchema, {
    defaultValues: { nickname: profile.nickname ?? '', phones: storedPhones(profile), pin: '', newPassword: { password: '', confirmation: '' } },
    toInput: (values) => changes(profile, values),
    // Each change is checked as it is typed: Save stays off while a phone or the confirmation is wrong.
    mode: 'onChange',
    saving: update.isPending,
  });
  const phones = form.watch('phones');
  // The phone row waiting for "¿Seguro que quieres eliminar esta fila?" (spec 000 section 8).
  const [removing, setRemoving] = useState<number | null>(null);
  const change = (name: 'pin' | 'phones', value: string | PhoneRow[]) => form.setValue(name, value as never, { shouldDirty: true, shouldValidate: true });

  function setPhone(index: number, row: Partial<PhoneRow>) {
    change(
      'phones',
      phones.map((phone, at) => (at === index ? { ...phone, ...row } : phone)),
    );
  }

  /** A row with a number asks first; an empty row (just added) goes at once: there is nothing to lose. */
  function askToRemove(index: number) {
    if (digitsOnly(phones[index]?.phone ?? '') === '') removePhone(index);
    else setRemoving(index);
  }

  function removePhone(index: number) {
    change(
      'phones',
      phones.filter((_, at) => at !== index),
    );
    setRemoving(null);
  }

  const save = form.submit(() =>
    update.mutate(
      { attendantId: profile.attendantId, input: changes(profile, form.getValues()) },
      {
        onSuccess: () => {
          void showToast({ message: t('edit.updated'), intent: 'success', icon: 'tick' });
          onClose();
        },
        onError: (error) => {
          form.setServerError(error);
          void showErrorToast(error);
        },
      },
    ),
  );

  return (
    <FormDialog
      title={t('edit.title')}
      icon="edit"
      style={{ width: 560 }}
      onClose={onClose}
      onSubmit={save}
      form={form}
      submitText={t('actions.save')}
      saving={update.isPending}
    >
      <FormGroup label={t('edit.nickname')} {...form.group('nickname')}>
        <InputGroup {...form.input('nickname')} />
      </FormGroup>
      <FormGroup label={t('edit.phones')} helperText={t('edit.phoneHelp')}>
        {phones.map((row, index) => {
          const phoneProblem = form.problem(`phones.${index}.phone`) ?? form.problem(`phones.${index}.phoneType`);
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
          onClick={() => change('phones', [...phones, { phoneType: 'mobile', phone: '' }])}
        />
      </FormGroup>
      <FormGroup label={t('edit.pin')} {...form.group('pin', t('edit.pinHelp'))}>
        <InputGroup
          id={form.group('pin').labelFor}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={form.watch('pin')}
          intent={form.group('pin').intent}
          onValueChange={(value) => change('pin', digitsOnly(value))}
        />
      </FormGroup>
      <FormGroup label={t('edit.newPassword')} {...form.group('newPassword.password')}>
        <InputGroup {...form.input('newPassword.password')} type="password" autoComplete="new-password" />
      </FormGroup>
      <FormGroup label={t('edit.confirmation')} {...form.group('newPassword.confirmation')}>
        <InputGroup {...form.input('newPassword.confirmation')} type="password" autoComplete="new-password" />
      </FormGroup>
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
    </FormDialog>
  );
}

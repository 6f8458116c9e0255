import { Button, FileInput, FormGroup, ProgressBar } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../ui/utils/languages';
import { showErrorToast } from '../../ui/toaster';
import { loadRegistrationChecks, useInePhotoUpload } from '../hooks';
import { type InePhoto } from '../utils/form';

/** The server's limit (api/registration/inePhoto.ts); checked here too so a large file is not sent at all. */
const INE_PHOTO_MAX_MEGABYTES = 5;

export interface InePhotoPickerProps {
  photo: InePhoto | null;
  onChange: (photo: InePhoto | null) => void;
}

/** The optional INE photo of step 1: uploaded as soon as it is chosen, with a preview and a remove button. */
export function InePhotoPicker({ photo, onChange }: InePhotoPickerProps) {
  const { t, i18n } = useTranslation('registration');
  const [percent, setPercent] = useState(0);
  const upload = useInePhotoUpload(setPercent);
  const inputRef = useRef<HTMLInputElement>(null);
  // The preview's blob: URL lives as long as the photo is chosen (the step may unmount meanwhile).
  const replace = (next: InePhoto | null) => {
    if (photo) URL.revokeObjectURL(photo.previewUrl);
    onChange(next);
  };

  const choose = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    if (file.size > INE_PHOTO_MAX_MEGABYTES * 1024 * 1024) {
      const language = toLanguage(i18n.resolvedLanguage);
      void loadRegistrationChecks().then(({ registrationErrorMessage }) =>
        showErrorToast(new Error(registrationErrorMessage('CUSTOMER_INE_PHOTO_TOO_LARGE', language, { megabytes: INE_PHOTO_MAX_MEGABYTES }))),
      );
      return;
    }
    setPercent(0);
    upload.mutate(file, {
      onSuccess: ({ token }) => replace({ token, fileName: file.name, previewUrl: URL.createObjectURL(file) }),
      onError: (error) => showErrorToast(error),
    });
  };

  return (
    <FormGroup
      className="registration-ine"
      label={t('inePhoto.label')}
      labelFor="registration-ine-photo"
      labelInfo={t('fields.optional')}
      helperText={t('inePhoto.help')}
    >
      <div className="registration-ine__row">
        <FileInput
          fill
          disabled={upload.isPending}
          text={photo ? photo.fileName : t('inePhoto.choose')}
          hasSelection={Boolean(photo)}
          buttonText={t('inePhoto.browse')}
          inputProps={{ id: 'registration-ine-photo', accept: 'image/jpeg,image/png', ref: inputRef }}
          onInputChange={(event) => choose(event.currentTarget.files?.[0])}
        />
        {photo ? <Button icon="trash" aria-label={t('inePhoto.remove')} onClick={() => replace(null)} /> : null}
      </div>
      {upload.isPending ? (
        <div className="registration-ine__progress" role="status">
          <ProgressBar intent="primary" value={percent / 100} animate stripes />
          <span>{t('inePhoto.uploading', { percent })}</span>
        </div>
      ) : null}
      {photo ? (
        <figure className="registration-ine__preview">
          <img src={photo.previewUrl} alt={t('inePhoto.preview')} />
          <figcaption>{t('inePhoto.ready', { name: photo.fileName })}</figcaption>
        </figure>
      ) : null}
    </FormGroup>
  );
}

import { Button, Dialog, DialogBody, DialogFooter, FileInput, FormGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showToast } from '../../ui/toaster';
import { usePhotoUpload, useUpdateProfile } from '../hooks';
import { sameOriginFileUrl } from '../utils/fileUrl';

export interface PhotoDialogProps {
  attendantId: string;
  isOpen: boolean;
  onClose: () => void;
}

/** Photo dialog: the image goes to protected storage first; Save is enabled once a key came back. */
export function PhotoDialog({ attendantId, isOpen, onClose }: PhotoDialogProps) {
  const { t } = useTranslation('profile');
  const upload = usePhotoUpload();
  const update = useUpdateProfile(attendantId);
  const [fileName, setFileName] = useState('');
  const [key, setKey] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  function close() {
    setFileName('');
    setKey(null);
    setPreview(null);
    upload.reset();
    onClose();
  }

  function choose(file: File | undefined) {
    if (!file) return;
    setFileName(file.name);
    setKey(null);
    upload.mutate(file, {
      onSuccess: (answer) => {
        setKey(answer.key);
        setPreview(answer.url ? sameOriginFileUrl(answer.url, window.location.origin) : null);
        void showToast({ message: t('photo.uploaded'), intent: 'success', icon: 'tick' });
      },
      onError: (error) => void showErrorToast(error),
    });
  }

  function save() {
    if (!key) return;
    update.mutate(
      { attendantId, input: { profilePhoto: key } },
      {
        onSuccess: () => {
          void showToast({ message: t('edit.updated'), intent: 'success', icon: 'tick' });
          close();
        },
        onError: (error) => void showErrorToast(error),
      },
    );
  }

  return (
    <Dialog isOpen={isOpen} onClose={close} title={t('photo.title')} icon="camera">
      <DialogBody>
        <FormGroup label={t('photo.file')} labelFor="profile-photo-file" helperText={t('photo.rules')}>
          <FileInput
            fill
            text={fileName || t('photo.choose')}
            buttonText={t('photo.browse')}
            disabled={upload.isPending || update.isPending}
            inputProps={{ id: 'profile-photo-file', accept: 'image/png,image/jpeg,image/webp' }}
            onInputChange={(event) => choose((event.target as HTMLInputElement).files?.[0])}
          />
        </FormGroup>
        {preview ? <img className="profile__preview" src={preview} alt={t('photo.preview')} /> : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('actions.cancel')} onClick={close} />
            <Button intent="primary" text={t('actions.save')} loading={upload.isPending || update.isPending} disabled={!key} onClick={save} />
          </>
        }
      />
    </Dialog>
  );
}

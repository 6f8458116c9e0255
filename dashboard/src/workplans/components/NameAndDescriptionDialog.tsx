import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from './RichTextEditor';

export interface NameAndDescription {
  name: string;
  description: unknown;
}

/** What a save found wrong, per field; empty when the values were sent. */
export type NameAndDescriptionProblems = Partial<Record<keyof NameAndDescription, string>>;

interface NameAndDescriptionDialogProps {
  /** Prefix of the fields' ids (`<idPrefix>-name`, `<idPrefix>-description`). */
  idPrefix: string;
  title: string;
  nameLabel: string;
  descriptionLabel: string;
  initial: NameAndDescription;
  pending: boolean;
  /** Checks the values with the area's schema and sends them; answers the problems found. */
  onSave: (values: NameAndDescription) => NameAndDescriptionProblems;
  onClose: () => void;
}

/**
 * The add and edit dialog of a plan or a section: a required name and a rich-text description.
 * The caller checks the values with its schema and sends them; the problems it answers are shown
 * under their fields.
 */
export function NameAndDescriptionDialog({ idPrefix, title, nameLabel, descriptionLabel, initial, pending, onSave, onClose }: NameAndDescriptionDialogProps) {
  const { t } = useTranslation('workplans');
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState<unknown>(initial.description);
  const [problems, setProblems] = useState<NameAndDescriptionProblems>({});
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    setProblems(onSave({ name, description }));
  };
  return (
    <Dialog isOpen onClose={onClose} title={title} className="workplans__dialog">
      <form onSubmit={save} noValidate>
        <DialogBody>
          <FormGroup label={nameLabel} labelInfo={t('required')} labelFor={`${idPrefix}-name`} intent={problems.name ? Intent.DANGER : Intent.NONE} helperText={problems.name}>
            <InputGroup id={`${idPrefix}-name`} value={name} maxLength={120} autoFocus onValueChange={setName} />
          </FormGroup>
          <FormGroup label={descriptionLabel} labelFor={`${idPrefix}-description`} intent={problems.description ? Intent.DANGER : Intent.NONE} helperText={problems.description}>
            <RichTextEditor id={`${idPrefix}-description`} label={descriptionLabel} value={description} onChange={setDescription} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('cancel')} onClick={onClose} />
              <Button type="submit" intent={Intent.PRIMARY} text={t('save')} loading={pending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

import { Classes, FormGroup, HTMLSelect, InputGroup, NumericInput } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { activityFieldsSchema } from '../../../../domain/workplans/schemas';
import { frequencyTypes } from '../../../../domain/workplans/temporality';
import type { WorkplanActivityRowFragment } from '../../graphql';
import { DateField, FormDialog } from '../../ui/components';
import { useZodForm } from '../../ui/hooks';
import { useCreateWorkplanActivity, useUpdateWorkplanActivity } from '../hooks';
import { activityForm, activityValues, emptyActivity, type ActivityForm } from '../utils/forms';
import { noticeSave } from '../utils/notices';
import { RichTextEditor } from './RichTextEditor';

export interface ActivityFormDialogProps {
  sectionId: string;
  activity: WorkplanActivityRowFragment | 'new';
  onClose: () => void;
}

/** Activity form (add or edit): dates (dd/mm/aaaa in Spanish), temporality (cron, frequency, frequency type) and score. */
export function ActivityFormDialog({ sectionId, activity, onClose }: ActivityFormDialogProps) {
  const { t } = useTranslation('workplans');
  const create = useCreateWorkplanActivity();
  const update = useUpdateWorkplanActivity();
  const editing = activity !== 'new';
  const form = useZodForm<typeof activityFieldsSchema, ActivityForm>(activityFieldsSchema, {
    defaultValues: editing ? activityForm(activity) : emptyActivity(),
    toInput: activityValues,
    saving: create.isPending || update.isPending,
    allowPristine: !editing,
  });
  const save = form.submit((fields) =>
    (editing
      ? noticeSave(
          update.mutateAsync({ input: { ...fields, id: activity.id, _version: activity._version } }),
          t('activities.updated'),
          t('activities.updateError'),
          onClose,
        )
      : noticeSave(create.mutateAsync({ input: { ...fields, workplanSectionId: sectionId } }), t('activities.added'), t('activities.addError'), onClose)
    ).catch((error: unknown) => form.setServerError(error)),
  );
  return (
    <FormDialog
      title={editing ? t('activities.editTitle') : t('activities.addTitle')}
      className="workplans__dialog workplans__dialog--wide"
      onClose={onClose}
      onSubmit={save}
      form={form}
      submitText={t('save')}
      saving={create.isPending || update.isPending}
    >
      <FormGroup label={t('activities.name')} labelInfo={t('required')} {...form.group('activityName')}>
        <InputGroup {...form.input('activityName')} maxLength={120} autoFocus />
      </FormGroup>
      <div className="workplans__grid">
        <FormGroup label={t('activities.release')} {...form.group('marketReleaseDate')}>
          <DateField {...form.date('marketReleaseDate')} fill />
        </FormGroup>
        <FormGroup label={t('activities.final')} {...form.group('marketFinalDate')}>
          <DateField {...form.date('marketFinalDate')} fill />
        </FormGroup>
        <FormGroup label={t('activities.cron')} {...form.group('temporality.cron')}>
          <InputGroup {...form.input('temporality.cron')} placeholder="0 9 * * 1" />
        </FormGroup>
        <FormGroup label={t('activities.frequency')} {...form.group('temporality.frecuency')}>
          <NumericInput {...form.numeric('temporality.frecuency')} min={1} max={366} fill />
        </FormGroup>
        <FormGroup label={t('activities.frequencyType')} {...form.group('temporality.frecuencyType')}>
          <HTMLSelect {...form.select('temporality.frecuencyType')} fill>
            {frequencyTypes.map((type) => (
              <option key={type} value={type}>
                {t(`frequencyTypes.${type}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('activities.score')} {...form.group('score')}>
          <NumericInput {...form.numeric('score')} min={0} max={100} fill />
        </FormGroup>
      </div>
      <p className={Classes.TEXT_MUTED}>{t('activities.cronHint')}</p>
      <FormGroup label={t('activities.description')} {...form.group('description')}>
        <RichTextEditor
          id={form.group('description').labelFor}
          label={t('activities.description')}
          value={form.watch('description')}
          onChange={(description) => form.setValue('description', description, { shouldDirty: true })}
        />
      </FormGroup>
    </FormDialog>
  );
}

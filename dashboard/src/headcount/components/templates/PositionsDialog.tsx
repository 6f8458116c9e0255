import { useState } from 'react';
import { Alert, Button, Callout, Checkbox, Classes, Dialog, DialogBody, DialogFooter, FormGroup, HTMLTable, Intent } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { teamPositionSchema, type TeamPositionInput } from '../../../../../domain/headcount/rules';
import { showErrorToast, showToast } from '../../../ui/toaster';
import { catalogueLanguage } from '../../../ui/utils';
import { useDeleteTeamPosition, useSaveTeamPosition, useTemplateOptions } from '../../hooks';
import { fieldProblem, requiredPlaces } from '../../utils';
import type { TemplateRow } from './types';

type PositionFields = z.input<typeof teamPositionSchema>;
type TeamPositionRow = TemplateRow['positions'][number];

const blank: PositionFields = { positionId: '', quantity: 1, required: true, observation: '' };

/**
 * Edit Position (full screen): the template's team positions, a form to add one or change the one
 * picked, and delete with a confirmation. Every change carries the template's _version.
 */
export function PositionsDialog({ template, onClose }: { template: TemplateRow; onClose: () => void }) {
  const { t, i18n } = useTranslation('headcount');
  const language = catalogueLanguage(i18n.resolvedLanguage);
  const options = useTemplateOptions();
  const save = useSaveTeamPosition();
  const remove = useDeleteTeamPosition();
  const [editing, setEditing] = useState<TeamPositionRow | null>(null);
  const [deleting, setDeleting] = useState<TeamPositionRow | null>(null);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const form = useForm<PositionFields, unknown, TeamPositionInput>({ resolver: zodResolver(teamPositionSchema), defaultValues: blank });
  const { register, handleSubmit, formState, control, reset } = form;
  const problem = (field: keyof PositionFields) => fieldProblem(formState.errors[field]?.message, language);
  const startEditing = (position: TeamPositionRow | null) => {
    setEditing(position);
    setServerProblem(null);
    reset(position ? { positionId: position.positionId, quantity: position.quantity, required: position.required, observation: position.observation } : blank);
  };
  const submit = handleSubmit((input) => {
    setServerProblem(null);
    save.mutate(
      { id: template.id, _version: template._version, teamPositionId: editing?.teamPositionId ?? null, input },
      {
        onSuccess: () => (void showToast({ message: t(editing ? 'templates.positions.changed' : 'templates.positions.added'), intent: 'success', icon: 'tick' }), startEditing(null)),
        onError: (error) => setServerProblem(error.message),
      },
    );
  });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: template.id, _version: template._version, teamPositionId: deleting.teamPositionId },
      {
        onSuccess: () => (void showToast({ message: t('templates.positions.deleted'), intent: 'success', icon: 'tick' }), setDeleting(null), editing?.teamPositionId === deleting.teamPositionId && startEditing(null)),
        onError: (error) => (setDeleting(null), showErrorToast(error)),
      },
    );
  };
  const positions = options.data?.headcountPositions ?? [];
  return (
    <Dialog isOpen onClose={onClose} title={t('templates.positions.title', { name: template.workTeamTemplate })} className="templates__dialog templates__dialog--full">
      <DialogBody>
        <div className="templates__positions">
          <form className="templates__position-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t(editing ? 'templates.positions.update' : 'templates.positions.add')}>
            {serverProblem && (
              <Callout intent={Intent.DANGER} icon="error" className="templates__problem">
                {serverProblem}
              </Callout>
            )}
            <FormGroup label={t('templates.positions.position')} labelFor="team-position" intent={problem('positionId') ? Intent.DANGER : Intent.NONE} helperText={problem('positionId')}>
              <div className={Classes.HTML_SELECT + ' ' + Classes.FILL}>
                <select id="team-position" {...register('positionId')}>
                  <option value="">{t('templates.positions.choose')}</option>
                  {positions.map((position) => (
                    <option key={position.positionId} value={position.positionId}>
                      {position.label}
                    </option>
                  ))}
                </select>
              </div>
            </FormGroup>
            <FormGroup label={t('templates.positions.quantity')} labelFor="team-quantity" intent={problem('quantity') ? Intent.DANGER : Intent.NONE} helperText={problem('quantity')}>
              <input id="team-quantity" type="number" step="1" className={Classes.INPUT + ' ' + Classes.FILL} {...register('quantity', { valueAsNumber: true })} />
            </FormGroup>
            <Controller control={control} name="required" render={({ field }) => <Checkbox label={t('templates.positions.required')} checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} />} />
            <FormGroup label={t('templates.positions.observation')} labelFor="team-observation" intent={problem('observation') ? Intent.DANGER : Intent.NONE} helperText={problem('observation')}>
              <textarea id="team-observation" className={Classes.INPUT + ' ' + Classes.FILL} rows={3} maxLength={500} {...register('observation')} />
            </FormGroup>
            <div className="templates__buttons">
              <Button type="submit" intent={Intent.PRIMARY} icon={editing ? 'floppy-disk' : 'add'} text={t(editing ? 'templates.positions.update' : 'templates.positions.add')} loading={save.isPending} />
              {editing && <Button text={t('templates.positions.cancelEdit')} onClick={() => startEditing(null)} />}
            </div>
          </form>
          <div>
            <p>
              <strong>{t('templates.positions.total', { count: requiredPlaces(template.positions) })}</strong>
            </p>
            <HTMLTable compact striped className="templates__table">
              <thead>
                <tr>
                  <th>{t('templates.positions.position')}</th>
                  <th>{t('templates.positions.quantity')}</th>
                  <th>{t('templates.positions.required')}</th>
                  <th>{t('templates.positions.observation')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {template.positions.length === 0 ? (
                  <tr>
                    <td colSpan={5}>{t('templates.positions.none')}</td>
                  </tr>
                ) : (
                  template.positions.map((position) => {
                    const name = positions.find((entry) => entry.positionId === position.positionId)?.label ?? position.positionName;
                    return (
                      <tr key={position.teamPositionId} className={editing?.teamPositionId === position.teamPositionId ? 'templates__editing' : undefined}>
                        <td>{name}</td>
                        <td>{position.quantity}</td>
                        <td>{t(position.required ? 'templates.positions.yes' : 'templates.positions.no')}</td>
                        <td>{position.observation}</td>
                        <td className="templates__row-actions">
                          <Button variant="minimal" size="small" icon="edit" aria-label={t('templates.positions.editOf', { position: name })} onClick={() => startEditing(position)} />
                          <Button variant="minimal" size="small" icon="trash" intent={Intent.DANGER} aria-label={t('templates.positions.deleteOf', { position: name })} onClick={() => setDeleting(position)} />
                        </td>
                      </tr>
                    );
                  })
                )}
              </tbody>
            </HTMLTable>
          </div>
        </div>
      </DialogBody>
      <DialogFooter actions={<Button text={t('templates.positions.close')} onClick={onClose} />} />
      <Alert
        isOpen={deleting !== null}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText={t('templates.positions.confirm')}
        cancelButtonText={t('templates.form.cancel')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && t('templates.positions.confirmDelete', { position: positions.find((entry) => entry.positionId === deleting.positionId)?.label ?? deleting.positionName, quantity: deleting.quantity })}
      </Alert>
    </Dialog>
  );
}

import { useState } from 'react';
import { Alert, Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, Intent, NumericInput, TextArea } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { teamPositionSchema } from '../../../../../domain/headcount/rules';
import { DataTable } from '../../../ui/components';
import { showErrorToast, showToast } from '../../../ui/toaster';
import { useZodForm } from '../../../ui/hooks';
import { useDeleteTeamPosition, useSaveTeamPosition, useTemplateOptions } from '../../hooks';
import { requiredPlaces } from '../../utils';
import type { TemplateRow } from './types';

type PositionFields = z.input<typeof teamPositionSchema>;
type TeamPositionRow = TemplateRow['positions'][number];

const column = createColumnHelper<TeamPositionRow>();
const blank: PositionFields = { positionId: '', quantity: 1, required: true, observation: '' };

export interface PositionsDialogProps {
  template: TemplateRow;
  onClose: () => void;
}

/**
 * Edit Position (full screen): the template's team positions, a form to add one or change the one
 * picked, and delete with a confirmation. Every change carries the template's _version.
 */
export function PositionsDialog({ template, onClose }: PositionsDialogProps) {
  const { t } = useTranslation('headcount');
  const options = useTemplateOptions();
  const save = useSaveTeamPosition();
  const remove = useDeleteTeamPosition();
  const [editing, setEditing] = useState<TeamPositionRow | null>(null);
  const [deleting, setDeleting] = useState<TeamPositionRow | null>(null);
  const form = useZodForm<typeof teamPositionSchema, PositionFields>(teamPositionSchema, { defaultValues: blank, saving: save.isPending, allowPristine: true });
  const { ref: observationRef, ...observation } = form.register('observation');
  const startEditing = (position: TeamPositionRow | null) => {
    setEditing(position);
    form.reset(
      position ? { positionId: position.positionId, quantity: position.quantity, required: position.required, observation: position.observation } : blank,
    );
  };
  const submit = form.submit((input) => {
    save.mutate(
      { id: template.id, _version: template._version, teamPositionId: editing?.teamPositionId ?? null, input },
      {
        onSuccess: () => (
          void showToast({ message: t(editing ? 'templates.positions.changed' : 'templates.positions.added'), intent: 'success', icon: 'tick' }),
          startEditing(null)
        ),
        onError: form.setServerError,
      },
    );
  });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: template.id, _version: template._version, teamPositionId: deleting.teamPositionId },
      {
        onSuccess: () => (
          void showToast({ message: t('templates.positions.deleted'), intent: 'success', icon: 'tick' }),
          setDeleting(null),
          editing?.teamPositionId === deleting.teamPositionId && startEditing(null)
        ),
        onError: (error) => (setDeleting(null), showErrorToast(error)),
      },
    );
  };
  const positions = options.data?.headcountPositions ?? [];
  const nameOf = (position: TeamPositionRow) => positions.find((entry) => entry.positionId === position.positionId)?.label ?? position.positionName;
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('templates.positions.title', { name: template.workTeamTemplate })}
      className="templates__dialog templates__dialog--full"
    >
      <DialogBody>
        <div className="templates__positions">
          <form
            className="templates__position-form"
            onSubmit={submit}
            noValidate
            aria-label={t(editing ? 'templates.positions.update' : 'templates.positions.add')}
          >
            {form.formError && (
              <Callout intent={Intent.DANGER} icon="error" className="templates__problem">
                {form.formError}
              </Callout>
            )}
            <FormGroup label={t('templates.positions.position')} {...form.group('positionId')}>
              <HTMLSelect {...form.select('positionId')} fill>
                <option value="">{t('templates.positions.choose')}</option>
                {positions.map((position) => (
                  <option key={position.positionId} value={position.positionId}>
                    {position.label}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup label={t('templates.positions.quantity')} {...form.group('quantity')}>
              <NumericInput {...form.numeric('quantity')} min={1} max={200} fill />
            </FormGroup>
            <Checkbox label={t('templates.positions.required')} {...form.switchField('required')} />
            <FormGroup label={t('templates.positions.observation')} {...form.group('observation')}>
              <TextArea id={form.group('observation').labelFor} inputRef={observationRef} {...observation} fill rows={3} maxLength={500} />
            </FormGroup>
            <div className="templates__buttons">
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                icon={editing ? 'floppy-disk' : 'add'}
                text={t(editing ? 'templates.positions.update' : 'templates.positions.add')}
                loading={save.isPending}
                disabled={form.submitDisabled}
              />
              {editing && <Button text={t('templates.positions.cancelEdit')} onClick={() => startEditing(null)} />}
            </div>
          </form>
          <div>
            <p>
              <strong>{t('templates.positions.total', { count: requiredPlaces(template.positions) })}</strong>
            </p>
            <DataTable
              tableId="headcount-team-positions"
              label={t('templates.positions.title', { name: template.workTeamTemplate })}
              columns={[
                column.accessor((position) => nameOf(position), {
                  id: 'position',
                  header: t('templates.positions.position'),
                  meta: { filter: { kind: 'text' } },
                }),
                column.accessor('quantity', { id: 'quantity', header: t('templates.positions.quantity'), meta: { numeric: true } }),
                column.accessor((position) => t(position.required ? 'templates.positions.yes' : 'templates.positions.no'), {
                  id: 'required',
                  header: t('templates.positions.required'),
                }),
                column.accessor('observation', { id: 'observation', header: t('templates.positions.observation'), enableSorting: false }),
                column.display({
                  id: 'actions',
                  header: '',
                  enableHiding: false,
                  cell: ({ row: { original: position } }) => (
                    <span className="templates__row-actions">
                      <Button
                        variant="minimal"
                        size="small"
                        icon="edit"
                        aria-label={t('templates.positions.editOf', { position: nameOf(position) })}
                        onClick={() => startEditing(position)}
                      />
                      <Button
                        variant="minimal"
                        size="small"
                        icon="trash"
                        intent={Intent.DANGER}
                        aria-label={t('templates.positions.deleteOf', { position: nameOf(position) })}
                        onClick={() => setDeleting(position)}
                      />
                    </span>
                  ),
                }),
              ]}
              rows={[...template.positions]}
              getRowId={(position) => position.teamPositionId}
              emptyText={t('templates.positions.none')}
              rowClassName={(position) => (editing?.teamPositionId === position.teamPositionId ? 'templates__editing' : undefined)}
              onOpen={startEditing}
            />
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
        {deleting && t('templates.positions.confirmDelete', { position: nameOf(deleting), quantity: deleting.quantity })}
      </Alert>
    </Dialog>
  );
}

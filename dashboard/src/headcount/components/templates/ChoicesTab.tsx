import { useState } from 'react';
import { Button, Callout, Card, Classes, Dialog, DialogBody, DialogFooter, FormGroup, HTMLTable, Intent, Spinner, Tag } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { headcountChoiceSchema, type HeadcountChoiceInput, type HeadcountChoiceKind } from '../../../../../domain/headcount/rules';
import { QueryProblem } from '../../../ui/components';
import { showErrorToast, showToast } from '../../../ui/toaster';
import { catalogueLanguage } from '../../../ui/utils';
import { useHeadcountChoices, useSaveHeadcountChoice, useSetHeadcountChoiceActive } from '../../hooks';
import { fieldProblem, treeRows, type ChoiceNode } from '../../utils';

type ChoiceFields = z.input<typeof headcountChoiceSchema>;

function ChoiceDialog({ kind, tree, nodes, node, onClose }: { kind: HeadcountChoiceKind; tree: string; nodes: readonly ChoiceNode[]; node: ChoiceNode | 'new'; onClose: () => void }) {
  const { t, i18n } = useTranslation('headcount');
  const language = catalogueLanguage(i18n.resolvedLanguage);
  const save = useSaveHeadcountChoice();
  const editing = node !== 'new';
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const form = useForm<ChoiceFields, unknown, HeadcountChoiceInput>({ resolver: zodResolver(headcountChoiceSchema), defaultValues: { name: editing ? node.name : '', parentId: editing ? (node.parentId ?? '') : '' } });
  const { register, handleSubmit, formState } = form;
  const hasChildren = editing && nodes.some((entry) => entry.parentId === node.id);
  const roots = nodes.filter((entry) => !entry.parentId && entry.active && (!editing || entry.id !== node.id));
  const nameProblem = fieldProblem(formState.errors.name?.message, language);
  const submit = handleSubmit((input) =>
    save.mutate(
      { kind, id: editing ? node.id : null, _version: editing ? node._version : null, input },
      { onSuccess: () => (void showToast({ message: t('templates.choices.saved'), intent: 'success', icon: 'tick' }), onClose()), onError: (error) => setServerProblem(error.message) },
    ),
  );
  return (
    <Dialog isOpen onClose={onClose} title={editing ? t('templates.choices.editTitle', { name: node.name }) : t('templates.choices.addTitle', { tree })} className="templates__dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          {serverProblem && (
            <Callout intent={Intent.DANGER} icon="error" className="templates__problem">
              {serverProblem}
            </Callout>
          )}
          <FormGroup label={t('templates.choices.name')} labelFor="choice-name" intent={nameProblem ? Intent.DANGER : Intent.NONE} helperText={nameProblem}>
            <input id="choice-name" className={Classes.INPUT + ' ' + Classes.FILL} maxLength={120} autoFocus {...register('name')} />
          </FormGroup>
          <FormGroup label={t('templates.choices.parent')} labelFor="choice-parent">
            <div className={Classes.HTML_SELECT + ' ' + Classes.FILL}>
              <select id="choice-parent" disabled={hasChildren} {...register('parentId')}>
                <option value="">{t('templates.choices.root')}</option>
                {roots.map((root) => (
                  <option key={root.id} value={root.id}>
                    {root.name}
                  </option>
                ))}
              </select>
            </div>
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('templates.form.cancel')} onClick={onClose} />
              <Button type="submit" intent={Intent.PRIMARY} text={t('templates.form.save')} loading={save.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

function Tree({ kind, title, nodes }: { kind: HeadcountChoiceKind; title: string; nodes: readonly ChoiceNode[] }) {
  const { t } = useTranslation('headcount');
  const toggle = useSetHeadcountChoiceActive();
  const [open, setOpen] = useState<ChoiceNode | 'new' | null>(null);
  return (
    <Card className="templates__tree" aria-label={title}>
      <div className="templates__tree-heading">
        <h3>{title}</h3>
        <Button icon="add" text={t('templates.choices.add')} aria-label={`${t('templates.choices.add')} · ${title}`} onClick={() => setOpen('new')} />
      </div>
      <HTMLTable compact striped className="templates__table">
        <tbody>
          {nodes.length === 0 ? (
            <tr>
              <td>{t('templates.choices.none')}</td>
            </tr>
          ) : (
            treeRows(nodes).map((node) => (
              <tr key={node.id} className={node.active ? undefined : 'templates__inactive'}>
                <td className={node.depth === 0 ? 'templates__root' : 'templates__child'}>
                  {node.depth === 1 ? '— ' : ''}
                  {node.name}{' '}
                  {!node.active && (
                    <Tag minimal intent={Intent.WARNING}>
                      {t('templates.choices.inactive')}
                    </Tag>
                  )}
                </td>
                <td className="templates__row-actions">
                  <Button variant="minimal" size="small" icon="edit" aria-label={t('templates.choices.rename', { name: node.name })} onClick={() => setOpen(node)} />
                  <Button
                    variant="minimal"
                    size="small"
                    icon={node.active ? 'disable' : 'tick-circle'}
                    aria-label={t(node.active ? 'templates.choices.deactivate' : 'templates.choices.activate', { name: node.name })}
                    loading={toggle.isPending && toggle.variables?.id === node.id}
                    onClick={() => toggle.mutate({ kind, id: node.id, _version: node._version, active: !node.active }, { onError: (error) => showErrorToast(error) })}
                  />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </HTMLTable>
      {open && <ChoiceDialog kind={kind} tree={title} nodes={nodes} node={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}

/** The observation and plan-action trees HR keeps (root, then children): add, rename, move, deactivate. */
export function ChoicesTab() {
  const { t } = useTranslation('headcount');
  const choices = useHeadcountChoices();
  if (choices.isPending) return <Spinner />;
  if (choices.isError) return <QueryProblem error={choices.error} onRetry={() => void choices.refetch()} />;
  return (
    <div>
      <p>{t('templates.choices.intro')}</p>
      <div className="templates__trees">
        <Tree kind="observation" title={t('templates.choices.observations')} nodes={choices.data.incidentObservations} />
        <Tree kind="planAction" title={t('templates.choices.planActions')} nodes={choices.data.incidentPlanActions} />
      </div>
    </div>
  );
}

import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { headcountChoiceSchema, type HeadcountChoiceKind } from '../../../../../domain/headcount/rules';
import { FormDialog } from '../../../ui/components';
import { useZodForm } from '../../../ui/hooks';
import { showToast } from '../../../ui/toaster';
import { useSaveHeadcountChoice } from '../../hooks';
import { type ChoiceNode } from '../../utils';

type ChoiceFields = z.input<typeof headcountChoiceSchema>;

export interface ChoiceDialogProps {
  kind: HeadcountChoiceKind;
  tree: string;
  nodes: readonly ChoiceNode[];
  node: ChoiceNode | 'new';
  onClose: () => void;
}

/** Adds a node to a tree, or renames / moves one (a root with children stays a root). */
export function ChoiceDialog({ kind, tree, nodes, node, onClose }: ChoiceDialogProps) {
  const { t } = useTranslation('headcount');
  const save = useSaveHeadcountChoice();
  const editing = node !== 'new';
  const form = useZodForm<typeof headcountChoiceSchema, ChoiceFields>(headcountChoiceSchema, {
    defaultValues: { name: editing ? node.name : '', parentId: editing ? (node.parentId ?? '') : '' },
    saving: save.isPending,
    allowPristine: !editing,
  });
  const hasChildren = editing && nodes.some((entry) => entry.parentId === node.id);
  const roots = nodes.filter((entry) => !entry.parentId && entry.active && (!editing || entry.id !== node.id));
  const submit = form.submit((input) =>
    save.mutate(
      { kind, id: editing ? node.id : null, _version: editing ? node._version : null, input },
      {
        onSuccess: () => (void showToast({ message: t('templates.choices.saved'), intent: 'success', icon: 'tick' }), onClose()),
        onError: form.setServerError,
      },
    ),
  );
  return (
    <FormDialog
      title={editing ? t('templates.choices.editTitle', { name: node.name }) : t('templates.choices.addTitle', { tree })}
      className="templates__dialog"
      onClose={onClose}
      onSubmit={submit}
      form={form}
      submitText={t('templates.form.save')}
      saving={save.isPending}
    >
      <FormGroup label={t('templates.choices.name')} {...form.group('name')}>
        <InputGroup {...form.input('name')} maxLength={120} autoFocus />
      </FormGroup>
      <FormGroup label={t('templates.choices.parent')} {...form.group('parentId')}>
        <HTMLSelect {...form.select('parentId')} fill disabled={hasChildren}>
          <option value="">{t('templates.choices.root')}</option>
          {roots.map((root) => (
            <option key={root.id} value={root.id}>
              {root.name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
    </FormDialog>
  );
}

import { useMemo, useState } from 'react';
import { Button, Card, Intent, Tag } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { HeadcountChoiceKind } from '../../../../../domain/headcount/rules';
import { DataTable } from '../../../ui/components';
import { showErrorToast } from '../../../ui/toaster';
import { useSetHeadcountChoiceActive } from '../../hooks';
import { treeRows, type ChoiceNode } from '../../utils';
import { ChoiceDialog } from './ChoiceDialog';

type TreeRow = ChoiceNode & { depth: 0 | 1 };
const column = createColumnHelper<TreeRow>();

export interface ChoiceTreeProps {
  kind: HeadcountChoiceKind;
  title: string;
  nodes: readonly ChoiceNode[];
}

/** One tree (observations or plan actions) in the data table, in reading order (each root, then its children): filtered by name and state; rename, move, deactivate. */
export function ChoiceTree({ kind, title, nodes }: ChoiceTreeProps) {
  const { t } = useTranslation('headcount');
  const toggle = useSetHeadcountChoiceActive();
  const [open, setOpen] = useState<ChoiceNode | 'new' | null>(null);
  const toggling = toggle.isPending ? toggle.variables?.id : undefined;
  const rows = useMemo(() => treeRows(nodes), [nodes]);
  const columns = useMemo(
    () => [
      column.accessor('name', {
        id: 'name',
        header: t('templates.choices.name'),
        enableSorting: false,
        meta: { filter: { kind: 'text' } },
        cell: ({ row: { original: node } }) => (
          <span className={node.depth === 0 ? 'templates__root' : 'templates__child'}>
            {node.depth === 1 ? '— ' : ''}
            {node.name}{' '}
            {!node.active && (
              <Tag minimal intent={Intent.WARNING}>
                {t('templates.choices.inactive')}
              </Tag>
            )}
          </span>
        ),
      }),
      column.accessor((node) => (node.active ? 'on' : 'off'), {
        id: 'state',
        header: t('templates.choices.state'),
        enableSorting: false,
        filterFn: 'equalsString',
        meta: {
          filter: {
            kind: 'select',
            options: [
              { value: 'on', label: t('templates.choices.active') },
              { value: 'off', label: t('templates.choices.inactive') },
            ],
          },
        },
        cell: ({ row: { original: node } }) => (node.active ? t('templates.choices.active') : t('templates.choices.inactive')),
      }),
      column.display({
        id: 'actions',
        header: '',
        enableHiding: false,
        cell: ({ row: { original: node } }) => (
          <span className="templates__row-actions">
            <Button variant="minimal" size="small" icon="edit" aria-label={t('templates.choices.rename', { name: node.name })} onClick={() => setOpen(node)} />
            <Button
              variant="minimal"
              size="small"
              icon={node.active ? 'disable' : 'tick-circle'}
              aria-label={t(node.active ? 'templates.choices.deactivate' : 'templates.choices.activate', { name: node.name })}
              loading={toggling === node.id}
              onClick={() => toggle.mutate({ kind, id: node.id, _version: node._version, active: !node.active }, { onError: (error) => showErrorToast(error) })}
            />
          </span>
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mutation's mutate is stable; `toggling` re-renders its button
    [t, kind, toggling],
  );
  return (
    <Card className="templates__tree" aria-label={title}>
      <div className="templates__tree-heading">
        <h3>{title}</h3>
        <Button icon="add" text={t('templates.choices.add')} aria-label={`${t('templates.choices.add')} · ${title}`} onClick={() => setOpen('new')} />
      </div>
      <DataTable
        tableId={`headcount-choices-${kind}`}
        label={title}
        columns={columns}
        rows={rows}
        getRowId={(node) => node.id}
        emptyText={t('templates.choices.none')}
        rowClassName={(node) => (node.active ? undefined : 'templates__inactive')}
        onOpen={setOpen}
        pageSizes={[50, 100]}
      />
      {open && <ChoiceDialog kind={kind} tree={title} nodes={nodes} node={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}

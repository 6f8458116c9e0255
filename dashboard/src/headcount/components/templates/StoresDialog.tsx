import { useMemo, useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { createColumnHelper, type RowSelectionState, type Updater } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TemplateOptionsQuery } from '../../../graphql';
import { DataTable } from '../../../ui/components';
import { showToast } from '../../../ui/toaster';
import { useAssignWorkTeamTemplate, useTemplateOptions } from '../../hooks';
import type { TemplateRow } from './types';

type StoreRow = TemplateOptionsQuery['templateStores'][number];
const column = createColumnHelper<StoreRow>();

function normal(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export interface StoresDialogProps {
  template: TemplateRow;
  templateNames: ReadonlyMap<string, string>;
  onClose: () => void;
}

/**
 * Assignment of a template to stores: the active stores in the data table (searched, filtered by
 * company and current template, sorted), ticked to carry this template (a store has one template).
 */
export function StoresDialog({ template, templateNames, onClose }: StoresDialogProps) {
  const { t } = useTranslation('headcount');
  const options = useTemplateOptions();
  const assign = useAssignWorkTeamTemplate();
  const stores = useMemo(() => options.data?.templateStores ?? [], [options.data]);
  const [chosen, setChosen] = useState<RowSelectionState | null>(null);
  const [search, setSearch] = useState('');
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const ticked = useMemo(
    () => chosen ?? Object.fromEntries(stores.filter((store) => store.workTeamTemplateId === template.id).map((store) => [store.warehouseId, true])),
    [chosen, stores, template.id],
  );
  const tickedCount = Object.values(ticked).filter(Boolean).length;
  const shown = useMemo(
    () =>
      options.data
        ? stores.filter((store) => !search.trim() || normal(`${store.warehouseId} ${store.warehouseName} ${store.zoneName}`).includes(normal(search.trim())))
        : undefined,
    [options.data, stores, search],
  );
  const companies = useMemo(() => [...new Set(stores.map((store) => store.organizationName))].sort().map((name) => ({ value: name, label: name })), [stores]);
  const currentOf = (store: StoreRow) =>
    store.workTeamTemplateId ? (templateNames.get(store.workTeamTemplateId) ?? store.workTeamTemplateId) : t('templates.stores.noTemplate');
  const columns = useMemo(
    () => [
      column.accessor('warehouseId', { id: 'code', header: t('reports.storeCode') }),
      column.accessor('warehouseName', { id: 'store', header: t('reports.store'), meta: { filter: { kind: 'text' } } }),
      column.accessor('organizationName', {
        id: 'company',
        header: t('reports.company'),
        filterFn: 'equalsString',
        meta: { filter: { kind: 'select', options: companies } },
      }),
      column.accessor('zoneName', { id: 'zone', header: t('reports.zone') }),
      column.accessor((store) => currentOf(store), {
        id: 'current',
        header: t('templates.stores.currentColumn'),
        cell: ({ row: { original: store } }) => (
          <Tag minimal intent={store.workTeamTemplateId === template.id ? Intent.PRIMARY : Intent.NONE} className="templates__current">
            {currentOf(store)}
          </Tag>
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- currentOf reads only t and templateNames
    [t, companies, templateNames, template.id],
  );
  const select = (updater: Updater<RowSelectionState>) => setChosen(typeof updater === 'function' ? updater(ticked) : updater);
  const save = () => {
    setServerProblem(null);
    const warehouseIds = Object.keys(ticked).filter((id) => ticked[id]);
    assign.mutate(
      { id: template.id, warehouseIds },
      {
        onSuccess: (answer) => (
          void showToast({ message: t('templates.stores.saved', { count: answer.assignWorkTeamTemplate }), intent: 'success', icon: 'tick' }),
          onClose()
        ),
        onError: (error) => setServerProblem(error.message),
      },
    );
  };
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('templates.stores.title', { name: template.workTeamTemplate })}
      className="templates__dialog templates__dialog--wide"
    >
      <DialogBody>
        <p>{t('templates.stores.intro')}</p>
        {!template.active && (
          <Callout intent={Intent.WARNING} icon="disable" className="templates__problem">
            {t('templates.stores.inactive')}
          </Callout>
        )}
        {serverProblem && (
          <Callout intent={Intent.DANGER} icon="error" className="templates__problem">
            {serverProblem}
          </Callout>
        )}
        <p role="status">{t('templates.stores.chosen', { count: tickedCount })}</p>
        <DataTable
          tableId="headcount-template-stores"
          label={t('templates.stores.title', { name: template.workTeamTemplate })}
          columns={columns}
          rows={shown}
          getRowId={(store) => store.warehouseId}
          error={options.error}
          onRetry={() => void options.refetch()}
          emptyText={t('empty')}
          pageSizes={[25, 100, 400]}
          selection={{
            selected: ticked,
            onChange: select,
            rowLabel: (store) => `${store.warehouseId} · ${store.warehouseName}`,
            canSelect: () => template.active,
          }}
          toolbar={
            <InputGroup
              leftIcon="search"
              placeholder={t('templates.stores.search')}
              aria-label={t('templates.stores.search')}
              value={search}
              onValueChange={setSearch}
            />
          }
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('templates.form.cancel')} onClick={onClose} />
            <Button
              intent={Intent.PRIMARY}
              text={t('templates.form.save')}
              disabled={!template.active || options.isPending}
              loading={assign.isPending}
              onClick={save}
            />
          </>
        }
      />
    </Dialog>
  );
}

import { Button, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreConfigRowFieldsFragment } from '../../graphql';
import { ChangeHistoryButton } from '../../history/components';
import { showErrorToast, showToast } from '../../ui/toaster';
import { useUpdateStoreConfig } from '../hooks';
import { draftChanges, filterStores, initialDraft, pageOfRows, STORE_PAGE_SIZES, templateSelectable, type StoreDraft } from '../utils';
import { TablePaging } from './TablePaging';

export interface StoreTypeOption {
  id: string;
  workTeamTemplate: string;
  active: boolean;
  deleted: boolean;
}

interface StoreRowProps {
  row: StoreConfigRowFieldsFragment;
  zones: { zoneId: string; zoneName: string }[];
  templates: StoreTypeOption[];
  canWrite: boolean;
  canConfigure: boolean;
  onOpenErp: (warehouseId: string) => void;
}

/** One store: its zone and store type change in place; the save icon appears only when a value differs from the initial one. */
function StoreRow({ row, zones, templates, canWrite, canConfigure, onOpenErp }: StoreRowProps) {
  const { t } = useTranslation('stores');
  const [draft, setDraft] = useState<StoreDraft>(() => initialDraft(row));
  const update = useUpdateStoreConfig();
  const changes = draftChanges(row, draft);
  const currentTemplate = templates.find((template) => template.id === row.workTeamTemplateId);
  const save = () => {
    if (!changes) return;
    update.mutate(
      { warehouseId: row.warehouseId, _version: row._version, ...changes },
      {
        onSuccess: () => void showToast({ message: t('saved'), intent: 'success', icon: 'tick' }),
        onError: (error) => void showErrorToast(error),
      },
    );
  };
  return (
    <tr>
      <td>
        <strong>{row.warehouseId}</strong>
        <ChangeHistoryButton recordType="Warehouse" recordId={row.warehouseId} recordName={`${row.warehouseId} ${row.warehouseName}`} />
      </td>
      <td>
        {row.warehouseName}
        {row.warehouseType === '_20' ? (
          <Tag minimal className="stores__type-tag">
            {t('distributionCenter')}
          </Tag>
        ) : null}
      </td>
      <td>{row.organizationName}</td>
      <td>
        <div className="stores__erp-cell">
          <Tag minimal intent={row.hasErpConfig ? 'success' : 'warning'}>
            {row.hasErpConfig ? t('erp.configured') : t('erp.missing')}
          </Tag>
          <Button
            size="small"
            variant="minimal"
            icon={canConfigure ? 'edit' : 'eye-open'}
            text={canConfigure ? t('erp.edit') : t('erp.view')}
            aria-label={t(canConfigure ? 'erp.editOf' : 'erp.viewOf', { store: row.warehouseId })}
            onClick={() => onOpenErp(row.warehouseId)}
          />
        </div>
      </td>
      <td>
        <HTMLSelect
          aria-label={t('zoneOf', { store: row.warehouseId })}
          value={draft.zoneId}
          disabled={!canWrite || update.isPending}
          onChange={(event) => setDraft({ ...draft, zoneId: event.currentTarget.value })}
        >
          {draft.zoneId === '' ? <option value="">{t('noZone')}</option> : null}
          {zones.map((zone) => (
            <option key={zone.zoneId} value={zone.zoneId}>
              {zone.zoneName}
            </option>
          ))}
        </HTMLSelect>
      </td>
      <td>
        <HTMLSelect
          aria-label={t('storeTypeOf', { store: row.warehouseId })}
          value={draft.workTeamTemplateId}
          disabled={!canWrite || update.isPending}
          onChange={(event) => setDraft({ ...draft, workTeamTemplateId: event.currentTarget.value })}
        >
          <option value="">{t('noStoreType')}</option>
          {row.workTeamTemplateId && !currentTemplate ? (
            <option value={row.workTeamTemplateId} disabled>
              {t('deletedStoreType', { id: row.workTeamTemplateId })}
            </option>
          ) : null}
          {templates.map((template) => (
            <option key={template.id} value={template.id} disabled={!templateSelectable(template)}>
              {templateSelectable(template) ? template.workTeamTemplate : t('inactiveStoreType', { name: template.workTeamTemplate })}
            </option>
          ))}
        </HTMLSelect>
      </td>
      <td className="stores__save-cell">
        {update.isPending ? (
          <Spinner size={16} aria-label={t('saving')} />
        ) : changes ? (
          <Button icon="floppy-disk" intent="primary" variant="minimal" aria-label={t('saveOf', { store: row.warehouseId })} title={t('save')} onClick={save} />
        ) : null}
      </td>
    </tr>
  );
}

export interface StoresTableProps {
  rows: StoreConfigRowFieldsFragment[];
  zones: { zoneId: string; zoneName: string }[];
  templates: StoreTypeOption[];
  canWrite: boolean;
  canConfigure: boolean;
  onOpenErp: (warehouseId: string) => void;
}

/** The ERP tab's stores table (spec 002 Store Config): search and paging over every store. */
export function StoresTable({ rows, zones, templates, canWrite, canConfigure, onOpenErp }: StoresTableProps) {
  const { t } = useTranslation('stores');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(STORE_PAGE_SIZES[1]);
  const filtered = useMemo(() => filterStores(rows, search), [rows, search]);
  const shown = pageOfRows(filtered, page, pageSize);
  return (
    <div className="stores__panel">
      <div className="stores__toolbar">
        <InputGroup
          leftIcon="search"
          placeholder={t('search')}
          aria-label={t('search')}
          value={search}
          onValueChange={(value) => {
            setSearch(value);
            setPage(0);
          }}
        />
        <span className="bp6-text-muted">{t('count', { count: filtered.length })}</span>
      </div>
      {filtered.length === 0 ? (
        <NonIdealState icon="shop" title={t('none')} />
      ) : (
        <HTMLTable compact striped className="stores__table" aria-label={t('tabs.erp')}>
          <thead>
            <tr>
              <th>{t('columns.code')}</th>
              <th>{t('columns.name')}</th>
              <th>{t('columns.company')}</th>
              <th>{t('columns.erp')}</th>
              <th>{t('columns.zone')}</th>
              <th>{t('columns.storeType')}</th>
              <th aria-label={t('save')} />
            </tr>
          </thead>
          <tbody>
            {shown.rows.map((row) => (
              <StoreRow key={`${row.id}:${row._version}`} row={row} zones={zones} templates={templates} canWrite={canWrite} canConfigure={canConfigure} onOpenErp={onOpenErp} />
            ))}
          </tbody>
        </HTMLTable>
      )}
      <TablePaging page={shown.page} pages={shown.pages} pageSize={pageSize} onPage={setPage} onPageSize={(size) => (setPageSize(size), setPage(0))} />
    </div>
  );
}

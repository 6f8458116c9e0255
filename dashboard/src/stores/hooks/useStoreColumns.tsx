import { Button, HTMLSelect, Spinner, Tag } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreConfigRowFieldsFragment as StoreRow } from '../../graphql';
import { ChangeHistoryButton } from '../../history/components';
import { templateSelectable, type StoreTypeOption } from '../utils';
import { type StoreDrafts } from './useStoreDrafts';

const column = createColumnHelper<StoreRow>();

export interface StoreColumnsInput {
  zones: { zoneId: string; zoneName: string }[];
  templates: StoreTypeOption[];
  canWrite: boolean;
  canConfigure: boolean;
  onOpenErp: (warehouseId: string) => void;
  drafts: StoreDrafts;
}

/**
 * The stores table's columns (spec 002 Store Config): code, branch, company, ERP config with its
 * Edit button, zone and store type selectors and the save icon. The sortable ids are the server's
 * sort keys (domain/stores/storeSort.ts); the zone column filters by zone.
 */
export function useStoreColumns({ zones, templates, canWrite, canConfigure, onOpenErp, drafts }: StoreColumnsInput) {
  const { t } = useTranslation('stores');
  return useMemo(
    () => [
      column.accessor('warehouseId', {
        id: 'warehouseId',
        header: t('columns.code'),
        enableHiding: false,
        cell: ({ row: { original: row } }) => (
          <>
            <strong>{row.warehouseId}</strong>
            <ChangeHistoryButton recordType="Warehouse" recordId={row.warehouseId} recordName={`${row.warehouseId} ${row.warehouseName}`} />
          </>
        ),
      }),
      column.accessor('warehouseName', {
        id: 'warehouseName',
        header: t('columns.name'),
        cell: ({ row: { original: row } }) => (
          <>
            {row.warehouseName}
            {row.warehouseType === '_20' ? (
              <Tag minimal className="stores__type-tag">
                {t('distributionCenter')}
              </Tag>
            ) : null}
          </>
        ),
      }),
      column.accessor('organizationName', { id: 'organizationName', header: t('columns.company') }),
      column.display({
        id: 'erp',
        header: t('columns.erp'),
        cell: ({ row: { original: row } }) => (
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
        ),
      }),
      column.accessor((row) => row.zoneName ?? '', {
        id: 'zoneName',
        header: t('columns.zone'),
        meta: { filter: { kind: 'select', options: zones.map((zone) => ({ value: zone.zoneId, label: zone.zoneName })) } },
        cell: ({ row: { original: row } }) => {
          const draft = drafts.draftOf(row);
          return (
            <HTMLSelect
              aria-label={t('zoneOf', { store: row.warehouseId })}
              value={draft.zoneId}
              disabled={!canWrite || drafts.isSaving(row)}
              onChange={(event) => drafts.setDraft(row, { ...draft, zoneId: event.currentTarget.value })}
            >
              {draft.zoneId === '' ? <option value="">{t('noZone')}</option> : null}
              {zones.map((zone) => (
                <option key={zone.zoneId} value={zone.zoneId}>
                  {zone.zoneName}
                </option>
              ))}
            </HTMLSelect>
          );
        },
      }),
      column.display({
        id: 'storeType',
        header: t('columns.storeType'),
        cell: ({ row: { original: row } }) => {
          const draft = drafts.draftOf(row);
          const current = templates.find((template) => template.id === row.workTeamTemplateId);
          return (
            <HTMLSelect
              aria-label={t('storeTypeOf', { store: row.warehouseId })}
              value={draft.workTeamTemplateId}
              disabled={!canWrite || drafts.isSaving(row)}
              onChange={(event) => drafts.setDraft(row, { ...draft, workTeamTemplateId: event.currentTarget.value })}
            >
              <option value="">{t('noStoreType')}</option>
              {row.workTeamTemplateId && !current ? (
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
          );
        },
      }),
      column.display({
        id: 'save',
        header: t('save'),
        enableHiding: false,
        cell: ({ row: { original: row } }) =>
          drafts.isSaving(row) ? (
            <Spinner size={16} aria-label={t('saving')} />
          ) : drafts.changesOf(row) ? (
            <Button
              icon="floppy-disk"
              intent="primary"
              variant="minimal"
              aria-label={t('saveOf', { store: row.warehouseId })}
              title={t('save')}
              onClick={() => drafts.save(row)}
            />
          ) : null,
      }),
    ],
    [t, zones, templates, canWrite, canConfigure, onOpenErp, drafts],
  );
}

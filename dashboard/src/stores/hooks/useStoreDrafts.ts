import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreConfigRowFieldsFragment as StoreRow } from '../../graphql';
import { showErrorToast, showToast } from '../../ui/toaster';
import { draftChanges, initialDraft, type StoreDraft } from '../utils';
import { useUpdateStoreConfig } from './useUpdateStoreConfig';

/** A draft belongs to the version it was made on: a saved or refreshed row starts again from its values. */
const draftKey = (row: StoreRow) => `${row.warehouseId}:${row._version}`;

/**
 * The zone and store type each row of the stores table edits in place (spec 002: the save icon
 * shows only when a value differs from the initial one, a spinner while saving).
 */
export function useStoreDrafts() {
  const { t } = useTranslation('stores');
  const [drafts, setDrafts] = useState<Record<string, StoreDraft>>({});
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const update = useUpdateStoreConfig();
  const draftOf = (row: StoreRow) => drafts[draftKey(row)] ?? initialDraft(row);
  const setDraft = (row: StoreRow, draft: StoreDraft) => setDrafts((current) => ({ ...current, [draftKey(row)]: draft }));
  const isSaving = (row: StoreRow) => saving.has(row.warehouseId);
  const changesOf = (row: StoreRow) => draftChanges(row, draftOf(row));
  const save = (row: StoreRow) => {
    const changes = changesOf(row);
    if (!changes) return;
    setSaving((current) => new Set(current).add(row.warehouseId));
    // mutateAsync: each row's save settles on its own (mutate's callbacks fire only for the latest call).
    update
      .mutateAsync({ warehouseId: row.warehouseId, _version: row._version, ...changes })
      .then(
        () => void showToast({ message: t('saved'), intent: 'success', icon: 'tick' }),
        (error: unknown) => void showErrorToast(error),
      )
      .finally(() =>
        setSaving((current) => {
          const next = new Set(current);
          next.delete(row.warehouseId);
          return next;
        }),
      );
  };
  return { draftOf, setDraft, isSaving, changesOf, save };
}

export type StoreDrafts = ReturnType<typeof useStoreDrafts>;

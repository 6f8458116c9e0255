import { useMemo, useState } from 'react';
import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, InputGroup, Intent, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { QueryProblem } from '../../../ui/components';
import { showToast } from '../../../ui/toaster';
import { useAssignWorkTeamTemplate, useTemplateOptions } from '../../hooks';
import type { TemplateRow } from './types';

function normal(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Assignment of a template to stores: a multi-select of the active stores, by company (a store has one template). */
export function StoresDialog({ template, templateNames, onClose }: { template: TemplateRow; templateNames: ReadonlyMap<string, string>; onClose: () => void }) {
  const { t } = useTranslation('headcount');
  const options = useTemplateOptions();
  const assign = useAssignWorkTeamTemplate();
  const stores = useMemo(() => options.data?.templateStores ?? [], [options.data]);
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const [search, setSearch] = useState('');
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const ticked = chosen ?? new Set(stores.filter((store) => store.workTeamTemplateId === template.id).map((store) => store.warehouseId));
  const shown = stores.filter((store) => !search || normal(`${store.warehouseId} ${store.warehouseName} ${store.zoneName}`).includes(normal(search.trim())));
  const companies = [...new Set(shown.map((store) => store.organizationName))];
  const toggle = (warehouseId: string) => {
    const next = new Set(ticked);
    if (next.has(warehouseId)) next.delete(warehouseId);
    else next.add(warehouseId);
    setChosen(next);
  };
  const save = () => {
    setServerProblem(null);
    assign.mutate(
      { id: template.id, warehouseIds: [...ticked] },
      { onSuccess: (answer) => (void showToast({ message: t('templates.stores.saved', { count: answer.assignWorkTeamTemplate }), intent: 'success', icon: 'tick' }), onClose()), onError: (error) => setServerProblem(error.message) },
    );
  };
  return (
    <Dialog isOpen onClose={onClose} title={t('templates.stores.title', { name: template.workTeamTemplate })} className="templates__dialog templates__dialog--wide">
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
        <InputGroup leftIcon="search" placeholder={t('templates.stores.search')} aria-label={t('templates.stores.search')} value={search} onValueChange={setSearch} />
        <p>{t('templates.stores.chosen', { count: ticked.size })}</p>
        {options.isPending ? (
          <Spinner />
        ) : options.isError ? (
          <QueryProblem error={options.error} onRetry={() => void options.refetch()} />
        ) : (
          <div className="templates__stores">
            {companies.map((company) => (
              <fieldset key={company} className="templates__company">
                <legend>{company}</legend>
                {shown
                  .filter((store) => store.organizationName === company)
                  .map((store) => {
                    const other = store.workTeamTemplateId && store.workTeamTemplateId !== template.id ? (templateNames.get(store.workTeamTemplateId) ?? store.workTeamTemplateId) : null;
                    return (
                      <Checkbox key={store.warehouseId} checked={ticked.has(store.warehouseId)} disabled={!template.active} onChange={() => toggle(store.warehouseId)}>
                        {store.warehouseId} · {store.warehouseName}{' '}
                        <Tag minimal className="templates__current">
                          {other ? t('templates.stores.current', { name: other }) : store.workTeamTemplateId ? template.workTeamTemplate : t('templates.stores.noTemplate')}
                        </Tag>
                      </Checkbox>
                    );
                  })}
              </fieldset>
            ))}
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('templates.form.cancel')} onClick={onClose} />
            <Button intent={Intent.PRIMARY} text={t('templates.form.save')} disabled={!template.active || options.isPending} loading={assign.isPending} onClick={save} />
          </>
        }
      />
    </Dialog>
  );
}

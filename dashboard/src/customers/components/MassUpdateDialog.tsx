import {
  Alert,
  Button,
  ButtonGroup,
  Callout,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  H5,
  InputGroup,
  Menu,
  MenuItem,
  ProgressBar,
  Tag,
} from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../access/hooks';
import { useMassAuditDecision } from '../../audits/hooks';
import { type AuditDecision } from '../../audits/utils/decision';
import { showErrorToast, showToast } from '../../ui/toaster';
import {
  customersQueryKey,
  useCustomerMassUpdate,
  useCustomerSelection,
  useCustomerTypes,
  useMarketStores,
  useStartCustomerMassUpdate,
  type MassSelection,
} from '../hooks';
import { type MassUpdateAction } from '../utils/massUpdateAction';
import { massUpdateBusy } from '../utils';

export interface MassUpdateDialogProps {
  /**
   * The rows selected when the dialog opened (the dialog keeps working on these), or the list's
   * filter: then every customer of it, however many, through the same server process.
   */
  selection: MassSelection;
  onClose: () => void;
}

/**
 * The mass customer update of spec 001, full screen: counts, inactivation, one button per customer
 * type, the pending audits' decisions (each asked for confirmation first) and the store transfer
 * list. Every update runs as the server's mass update process; the dialog follows its progress,
 * and its actions wait only while something it started is under way.
 */
export function MassUpdateDialog({ selection: chosenCustomers, onClose }: MassUpdateDialogProps) {
  const { t } = useTranslation('customers');
  const client = useQueryClient();
  const { can } = usePermissions();
  const mayWrite = can('customers.write');
  const mayDecide = can('audits.decide');
  const selection = useCustomerSelection(chosenCustomers);
  const byFilter = 'filter' in chosenCustomers;
  const types = useCustomerTypes();
  const stores = useMarketStores();
  const start = useStartCustomerMassUpdate();
  const decisions = useMassAuditDecision();
  const [workflowId, setWorkflowId] = useState<string>();
  const [inactivated, setInactivated] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [storeFilter, setStoreFilter] = useState('');
  const [confirming, setConfirming] = useState<AuditDecision | null>(null);
  const run = useCustomerMassUpdate(workflowId);
  const progress = run.data?.customerMassUpdate;
  const running = massUpdateBusy({ starting: start.isPending, deciding: decisions.running, workflowId, progress, progressFailed: run.isError });
  const summary = selection.data?.customerSelection;
  const pendingNow = summary?.pendingAuditIds.length ?? 0;

  // A finished run changed customers: the list and the counters are asked again.
  const finished = progress && progress.status !== 'running' ? progress.workflowId : undefined;
  useEffect(() => {
    if (finished) void client.invalidateQueries({ queryKey: customersQueryKey });
  }, [finished, client]);

  const startUpdate = (action: MassUpdateAction, extra: { customerTypeId?: string; warehouseIds?: string[] } = {}) =>
    start.mutate(
      { input: { action, ...chosenCustomers, ...extra } },
      {
        onSuccess: ({ startCustomerMassUpdate }) => {
          setWorkflowId(startCustomerMassUpdate.workflowId);
          if (action === 'inactivate') setInactivated(true);
        },
        onError: (error) => showErrorToast(error),
      },
    );

  // Up to 5000 pending audits: decided 500 at a time (the API's limit), one chunk after the other.
  const resolveAudits = async (decision: AuditDecision) => {
    setConfirming(null);
    if (!summary || summary.pendingAuditIds.length === 0) return;
    // No type sent: the server gives authorized customers the fixed default type (DEFAULT_CUSTOMER_TYPE_ID).
    const outcome = await decisions.decide(summary.pendingAuditIds, decision);
    if (outcome.error) showErrorToast(outcome.error);
    const clean = !outcome.error && outcome.totals.failed === 0;
    void showToast({ message: t('mass.decided', { ...outcome.totals }), intent: clean ? 'success' : 'warning', icon: clean ? 'endorsed' : 'warning-sign' });
    void selection.refetch();
  };

  const storeRows = useMemo(() => stores.data?.marketStores ?? [], [stores.data]);
  const available = useMemo(
    () =>
      storeRows.filter(
        (store) =>
          !chosen.includes(store.warehouseId) && `${store.warehouseId} ${store.warehouseName}`.toLowerCase().includes(storeFilter.trim().toLowerCase()),
      ),
    [storeRows, chosen, storeFilter],
  );
  const nameOf = (warehouseId: string) => storeRows.find((store) => store.warehouseId === warehouseId)?.warehouseName ?? warehouseId;

  return (
    <Dialog isOpen onClose={onClose} title={t('mass.title')} icon="edit" className="mass-update">
      <DialogBody className="mass-update__body">
        <div className="mass-update__counts">
          <Tag large intent="primary" data-testid="mass-selected">
            {t(byFilter ? 'mass.selectedByFilter' : 'mass.selected', {
              count: summary?.selected ?? ('customerIds' in chosenCustomers ? chosenCustomers.customerIds.length : 0),
            })}
          </Tag>
          <Tag large intent={summary?.pendingAudits ? 'warning' : 'none'} data-testid="mass-pending">
            {t('mass.pendingAudits', { count: summary?.pendingAudits ?? 0 })}
          </Tag>
        </div>

        {workflowId && run.isError && !progress ? (
          <Callout intent="warning" className="mass-update__progress" data-testid="mass-progress-failed">
            {t('mass.progressFailed')}
          </Callout>
        ) : workflowId ? (
          <Callout
            intent={progress && progress.status !== 'running' ? (progress.status === 'completed' ? 'success' : 'danger') : 'primary'}
            className="mass-update__progress"
            title={progress?.state ? t(`mass.states.${progress.state}`, { defaultValue: progress.state }) : undefined}
          >
            <ProgressBar
              value={progress && progress.total > 0 ? progress.processed / progress.total : undefined}
              intent="primary"
              animate={progress?.status === 'running'}
              stripes={progress?.status === 'running'}
            />
            <p>
              {progress
                ? progress.status === 'running'
                  ? t('mass.progress', { ...progress })
                  : progress.status === 'completed'
                    ? t('mass.done', { ...progress })
                    : t('mass.failed', { status: progress.status })
                : null}
            </p>
          </Callout>
        ) : null}

        <div className="mass-update__columns">
          <div>
            <section className="mass-update__section">
              <Button
                icon={inactivated ? 'list' : 'disable'}
                intent="danger"
                text={inactivated ? t('mass.addedFiles') : t('mass.inactive')}
                disabled={running || inactivated || !mayWrite}
                onClick={() => startUpdate('inactivate')}
              />
              {mayWrite ? null : <p className={Classes.TEXT_MUTED}>{t('mass.noWrite')}</p>}
            </section>

            <section className="mass-update__section">
              <H5>{t('mass.types')}</H5>
              <ButtonGroup className="mass-update__types">
                {(types.data?.customerTypes ?? []).map((type) => (
                  <Button
                    key={type.customerTypeId}
                    icon="tag"
                    text={t('mass.setType', { name: type.customerTypeName })}
                    disabled={running || !mayWrite}
                    onClick={() => startUpdate('setType', { customerTypeId: type.customerTypeId })}
                  />
                ))}
              </ButtonGroup>
            </section>

            <section className="mass-update__section">
              <H5>{t('mass.audits')}</H5>
              {summary && summary.pendingAudits > summary.pendingAuditIds.length ? (
                <p className={Classes.TEXT_MUTED}>{t('mass.auditsInParts', { count: summary.pendingAuditIds.length })}</p>
              ) : null}
              {decisions.progress ? (
                <div className="mass-update__decisions" data-testid="mass-decisions">
                  <ProgressBar
                    value={decisions.progress.total > 0 ? decisions.progress.done / decisions.progress.total : 1}
                    intent={decisions.running ? 'primary' : 'success'}
                    animate={decisions.running}
                    stripes={decisions.running}
                  />
                  <p>{t('mass.decidedProgress', { done: decisions.progress.done, total: decisions.progress.total })}</p>
                </div>
              ) : null}
              <ButtonGroup>
                <Button
                  intent="success"
                  icon="endorsed"
                  text={t('mass.authorize')}
                  disabled={running || !summary?.pendingAudits || !mayDecide}
                  onClick={() => setConfirming('authorize')}
                />
                <Button
                  intent="danger"
                  icon="disable"
                  text={t('mass.blacklist')}
                  disabled={running || !summary?.pendingAudits || !mayDecide}
                  onClick={() => setConfirming('blacklist')}
                />
              </ButtonGroup>
              {mayDecide ? null : <p className={Classes.TEXT_MUTED}>{t('mass.noDecide')}</p>}
            </section>
          </div>

          <section className="mass-update__section">
            <H5>{t('mass.stores')}</H5>
            <div className="mass-update__transfer">
              <div>
                <InputGroup
                  leftIcon="search"
                  placeholder={t('mass.filterStores')}
                  aria-label={t('mass.filterStores')}
                  value={storeFilter}
                  onChange={(event) => setStoreFilter(event.target.value)}
                />
                <p className={Classes.TEXT_MUTED}>{t('mass.available')}</p>
                <Menu className="mass-update__list" aria-label={t('mass.available')}>
                  {available.map((store) => (
                    <MenuItem
                      key={store.warehouseId}
                      text={`${store.warehouseId} · ${store.warehouseName}`}
                      labelElement={<span>{t('mass.add')}</span>}
                      onClick={() => setChosen([...chosen, store.warehouseId])}
                    />
                  ))}
                </Menu>
              </div>
              <div className="mass-update__transfer-buttons">
                <Button
                  icon="double-chevron-right"
                  aria-label={t('mass.addAll')}
                  onClick={() => setChosen([...chosen, ...available.map((store) => store.warehouseId)])}
                />
                <Button icon="double-chevron-left" aria-label={t('mass.removeAll')} onClick={() => setChosen([])} />
              </div>
              <div>
                <p className={Classes.TEXT_MUTED}>{t('mass.chosen')}</p>
                <Menu className="mass-update__list mass-update__list--chosen" aria-label={t('mass.chosen')}>
                  {chosen.map((warehouseId) => (
                    <MenuItem
                      key={warehouseId}
                      text={`${warehouseId} · ${nameOf(warehouseId)}`}
                      labelElement={<span>{t('mass.remove')}</span>}
                      onClick={() => setChosen(chosen.filter((id) => id !== warehouseId))}
                    />
                  ))}
                </Menu>
              </div>
            </div>
            <Button
              intent="primary"
              icon="floppy-disk"
              text={t('mass.save')}
              disabled={running || chosen.length === 0 || !mayWrite}
              onClick={() => startUpdate('release', { warehouseIds: chosen })}
            />
          </section>
        </div>
      </DialogBody>
      <DialogFooter actions={<Button text={t('mass.close')} onClick={onClose} />} />

      <Alert
        isOpen={confirming !== null}
        intent={confirming === 'blacklist' ? 'danger' : 'success'}
        icon={confirming === 'blacklist' ? 'disable' : 'endorsed'}
        confirmButtonText={
          confirming === 'blacklist' ? t('mass.confirmBlacklistButton', { count: pendingNow }) : t('mass.confirmAuthorizeButton', { count: pendingNow })
        }
        cancelButtonText={t('mass.cancel')}
        canEscapeKeyCancel
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void resolveAudits(confirming)}
      >
        <p>{confirming === 'blacklist' ? t('mass.confirmBlacklist', { count: pendingNow }) : t('mass.confirmAuthorize', { count: pendingNow })}</p>
      </Alert>
    </Dialog>
  );
}

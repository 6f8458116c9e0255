import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, HTMLTable, ProgressBar, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showToast } from '../../ui/toaster';
import { useAudit, useDecideAudit } from '../hooks';
import { type AuditDecision } from '../utils/decision';
import { formatEpoch, riskShare } from '../utils';
import './audits.css';

export interface AuditDialogProps {
  auditId: string | undefined;
  customerName: string;
  onClose: () => void;
}

/**
 * Audit detail (spec 001 sections 2 and 4): summary, risk factor bar (ranking x 10), times,
 * promoter, auditor, blacklist flag and the coincidences; Authorize Registry / Send to Blacklist
 * stay disabled while a decision is on its way or once the audit has ended.
 */
export function AuditDialog({ auditId, customerName, onClose }: AuditDialogProps) {
  const { t, i18n } = useTranslation('audits');
  const audit = useAudit(auditId);
  const decide = useDecideAudit();
  const detail = audit.data?.audit;
  const ended = Boolean(detail?.endAudit);
  const language = i18n.resolvedLanguage ?? 'es';
  const yesNo = (value: boolean | null | undefined) => (value === true ? t('dialog.yes') : value === false ? t('dialog.no') : t('dialog.pending'));

  const resolve = (decision: AuditDecision) => {
    if (!detail) return;
    decide.mutate(
      { input: { auditId: detail.id, decision, single: true } },
      {
        onSuccess: () => {
          void showToast({ message: t('dialog.updated'), intent: 'success', icon: 'tick' });
          onClose();
        },
        onError: (error) => showErrorToast(error),
      },
    );
  };

  return (
    <Dialog isOpen={Boolean(auditId)} onClose={onClose} title={t('dialog.title')} icon="search-template" className="audit-dialog">
      <DialogBody>
        {audit.isPending ? (
          <ProgressBar intent="primary" />
        ) : audit.isError ? (
          <Callout intent="danger">{audit.error.message}</Callout>
        ) : detail ? (
          <>
            <dl className="audit-dialog__summary">
              <dt>{t('dialog.customer')}</dt>
              <dd>{customerName}</dd>
              <dt>{t('dialog.riskFactor')}</dt>
              <dd className="audit-dialog__risk">
                <ProgressBar
                  value={riskShare(detail.ranking)}
                  stripes={false}
                  animate={false}
                  intent={detail.ranking >= 5 ? 'danger' : detail.ranking >= 2 ? 'warning' : 'success'}
                />
                <span data-testid="risk-factor">{t('dialog.riskValue', { value: detail.riskFactor })}</span>
              </dd>
              <dt>{t('dialog.startAudit')}</dt>
              <dd>{formatEpoch(detail.startAudit, language)}</dd>
              <dt>{t('dialog.endAudit')}</dt>
              <dd>{formatEpoch(detail.endAudit, language)}</dd>
              <dt>{t('dialog.promoter')}</dt>
              <dd>{t(`promoters.${detail.promoter}`, { defaultValue: detail.promoter })}</dd>
              <dt>{t('dialog.auditor')}</dt>
              <dd>{detail.auditorName ?? detail.auditor ?? '—'}</dd>
              <dt>{t('dialog.blacklist')}</dt>
              <dd>
                <Tag minimal intent={detail.blacklist ? 'danger' : detail.blacklist === false ? 'success' : 'none'}>
                  {yesNo(detail.blacklist)}
                </Tag>
              </dd>
              <dt>{t('dialog.lastUpdate')}</dt>
              <dd>{new Date(detail.lastUpdate).toLocaleString(language)}</dd>
            </dl>
            <h4 className={Classes.HEADING}>{t('dialog.coincidences')}</h4>
            {detail.coincidences.length === 0 ? (
              <p className={Classes.TEXT_MUTED}>{t('dialog.noCoincidences')}</p>
            ) : (
              <HTMLTable compact striped className="audit-dialog__coincidences">
                <thead>
                  <tr>
                    <th>{t('dialog.type')}</th>
                    <th>{t('dialog.percent')}</th>
                    <th>{t('dialog.item')}</th>
                  </tr>
                </thead>
                <tbody>
                  {detail.coincidences.map((coincidence, index) => (
                    <tr key={`${coincidence.type}-${coincidence.id}-${index}`}>
                      <td>{t(`coincidenceTypes.${coincidence.type}`, { defaultValue: coincidence.type })}</td>
                      <td>{`${coincidence.percent.toFixed(0)} %`}</td>
                      <td>{coincidence.item}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            )}
            {ended ? (
              <Callout intent="primary" compact className="audit-dialog__ended">
                {t('dialog.ended')}
              </Callout>
            ) : null}
          </>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('dialog.close')} onClick={onClose} />
            <Button
              intent="danger"
              icon="disable"
              text={t('dialog.sendToBlacklist')}
              disabled={!detail || ended || decide.isPending}
              loading={decide.isPending && decide.variables?.input.decision === 'blacklist'}
              onClick={() => resolve('blacklist')}
            />
            <Button
              intent="success"
              icon="endorsed"
              text={t('dialog.authorize')}
              disabled={!detail || ended || decide.isPending}
              loading={decide.isPending && decide.variables?.input.decision === 'authorize'}
              onClick={() => resolve('authorize')}
            />
          </>
        }
      />
    </Dialog>
  );
}

import { Button, Callout, Card, Classes, Drawer, HTMLTable, Spinner, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditDialog } from '../../audits/components';
import { formatEpoch } from '../../audits/utils';
import { useCustomer } from '../hooks';
import { type CustomerRow } from '../types';

/** The detail panels of a row: more details, fingerprints (count and fingers, never templates), phones, e-mails, audits. */
export function CustomerDetailDrawer({ customer, onClose }: { customer: CustomerRow | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('customers');
  const detail = useCustomer(customer?.id);
  const [auditId, setAuditId] = useState<string | undefined>();
  const data = detail.data?.customer;
  const language = i18n.resolvedLanguage ?? 'es';
  const value = (text: string | null | undefined) => text || '—';

  const panel = (content: React.ReactNode) => <>{detail.isPending ? <Spinner size={24} /> : detail.isError ? <Callout intent="danger">{detail.error.message}</Callout> : content}</>;
  return (
    <Drawer isOpen={Boolean(customer)} onClose={onClose} title={customer ? t('detail.title', { name: customer.customerName }) : ''} icon="person" size="560px">
      <div className={`${Classes.DRAWER_BODY} customer-detail`}>
        <Tabs id="customer-detail" renderActiveTabPanelOnly>
          <Tab
            id="details"
            title={t('detail.moreDetails')}
            panel={panel(
              data ? (
                <dl className="customer-detail__list">
                  <dt>{t('detail.customerId')}</dt>
                  <dd>{value(data.customerId)}</dd>
                  <dt>{t('list.columns.preregistrationCode')}</dt>
                  <dd>{value(data.preregistrationCode)}</dd>
                  <dt>{t('list.columns.customerType')}</dt>
                  <dd>{data.customerTypeName}</dd>
                  <dt>{t('detail.birthdate')}</dt>
                  <dd>{value(data.birthdate)}</dd>
                  <dt>{t('list.columns.address')}</dt>
                  <dd>{value(data.address)}</dd>
                  <dt>{t('list.columns.taxpayer')}</dt>
                  <dd>{data.taxpayer ? `${data.taxpayer.taxpayerName} · ${data.taxpayer.identification}` : '—'}</dd>
                  <dt>{t('list.columns.zone')}</dt>
                  <dd>{value(data.zoneName)}</dd>
                  <dt>{t('detail.classes')}</dt>
                  <dd>
                    {data.classes.map((name) => (
                      <Tag key={name} minimal className="customer-detail__tag">
                        {t(`list.counters.${name}`)}
                      </Tag>
                    ))}
                    {data.blacklisted ? <Tag intent="danger">{t('list.blacklist')}</Tag> : null}
                  </dd>
                  <dt>{t('detail.registrationStore')}</dt>
                  <dd>{value(data.registrationWarehouseId)}</dd>
                  <dt>{t('detail.enrollmentStore')}</dt>
                  <dd>{value(data.enrollmentWarehouseId)}</dd>
                  <dt>{t('detail.legals')}</dt>
                  <dd>{data.legals.filter((legal) => legal.datetime > 0).map((legal) => `${legal.legalType} · ${formatEpoch(legal.datetime, language)}`).join(', ') || '—'}</dd>
                  <dt>{t('detail.marketReleases')}</dt>
                  <dd>{data.marketReleases.map((release) => release.warehouseId).join(', ') || '—'}</dd>
                  <dt>{t('list.columns.lastUpdate')}</dt>
                  <dd>{new Date(data.lastUpdate).toLocaleString(language)}</dd>
                </dl>
              ) : null,
            )}
          />
          <Tab
            id="fingerprints"
            title={t('detail.fingerprints')}
            panel={panel(
              data ? (
                <div>
                  <p>{data.fingerCount > 0 ? t('detail.fingerCount', { count: data.fingerCount }) : t('detail.noFingerprints')}</p>
                  {data.fingerTypes.map((finger) => (
                    <Tag key={finger} icon="hand-up" minimal className="customer-detail__tag">
                      {finger}
                    </Tag>
                  ))}
                </div>
              ) : null,
            )}
          />
          <Tab
            id="phones"
            title={t('detail.phones')}
            panel={panel(
              data ? (
                <HTMLTable compact>
                  <tbody>
                    {data.phones.map((phone) => (
                      <tr key={phone.phone}>
                        <td>{phone.phoneType}</td>
                        <td>{phone.phone}</td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              ) : null,
            )}
          />
          <Tab id="emails" title={t('detail.emails')} panel={panel(data ? <ul>{data.emails.length ? data.emails.map((email) => <li key={email}>{email}</li>) : <li>{t('detail.none')}</li>}</ul> : null)} />
          <Tab
            id="audits"
            title={t('detail.audits')}
            panel={panel(
              data ? (
                <div className="customer-detail__audits">
                  {data.audits.length === 0 ? <p>{t('detail.none')}</p> : null}
                  {data.audits.map((audit) => (
                    <Card key={audit.id} compact>
                      <p>
                        <Tag intent={audit.blacklist ? 'danger' : audit.endAudit ? 'success' : 'warning'} minimal>
                          {audit.blacklist ? t('detail.auditBlacklist') : audit.endAudit ? t('detail.auditAuthorized') : t('detail.auditOpen')}
                        </Tag>{' '}
                        {t('detail.auditStarted', { date: formatEpoch(audit.startAudit, language) })} · {t('detail.riskFactor', { value: audit.riskFactor })}
                      </p>
                      <Button icon="search-template" text={t('detail.reviewAudit')} onClick={() => setAuditId(audit.id)} />
                    </Card>
                  ))}
                </div>
              ) : null,
            )}
          />
        </Tabs>
      </div>
      <AuditDialog auditId={auditId} customerName={customer?.customerName ?? ''} onClose={() => setAuditId(undefined)} />
    </Drawer>
  );
}

import { useCallback, useMemo, useState } from 'react';
import { Button, Callout, Card, Checkbox, Classes, Dialog, DialogBody, DialogFooter, FormGroup, H4, HTMLSelect, HTMLTable, InputGroup, Intent, NumericInput, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { STORE_TIME_ZONE } from '../../../../domain/common/time';
import { addPriceLines, canAddArticle, type PriceLine } from '../../../../domain/pricing/priceList';
import { QueryProblem, ScreenHeading } from '../../ui/components';
import { showErrorToast, showToast } from '../../ui/toaster';
import { formatDateTime } from '../../ui/utils';
import { useExportPriceList, usePriceListCompanies, usePriceListExports, usePriceListTable } from '../hooks';
import { addedLinesCsv, defaultOfferDates, downloadText, money, type ArticleRow, type CustomerRow, type OfferRow } from '../utils';
import { PagedTable } from './PagedTable';
import './pricing.css';

const customerMatches = (row: CustomerRow, search: string) => `${row.clacte} ${row.nomcte} ${row.nomregion} ${row.nomgirocom}`.toLowerCase().includes(search);
const offerMatches = (row: OfferRow, search: string) => `${row.clacte} ${row.claarti}`.toLowerCase().includes(search);
const articleMatches = (row: ArticleRow, search: string) => `${row.ClaArti} ${row.NomArti}`.toLowerCase().includes(search);

/** 'Lista de precios' (spec 002, Pricing): customers, their offers and articles from the ERP; added lines; the daily export. */
export function PriceListScreen() {
  const { t, i18n } = useTranslation('pricing');
  const companies = usePriceListCompanies();
  const [companyId, setCompanyId] = useState<number | null>(null);
  const company = companies.data?.priceListCompanies.find((candidate) => candidate.erpCompanyId === companyId) ?? null;
  const customers = usePriceListTable<CustomerRow>('customers', companyId);
  const offers = usePriceListTable<OfferRow>('offers', companyId);
  const articles = usePriceListTable<ArticleRow>('articles', companyId);
  const [chosenCustomers, setChosenCustomers] = useState<Set<string>>(new Set());
  const [chosenArticles, setChosenArticles] = useState<Set<string>>(new Set());
  const [prices, setPrices] = useState<Record<string, string>>({});
  const [lines, setLines] = useState<PriceLine[]>([]);
  const [dates, setDates] = useState(defaultOfferDates);
  const [notice, setNotice] = useState(false);
  const exportList = useExportPriceList();
  const history = usePriceListExports();

  const chooseCompany = (value: string) => {
    setCompanyId(value ? Number(value) : null);
    setChosenCustomers(new Set());
    setChosenArticles(new Set());
    setPrices({});
    setLines([]);
  };
  const toggle = (set: Set<string>, key: string, update: (next: Set<string>) => void) => {
    const next = new Set(set);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    update(next);
  };
  const priceOf = useCallback((row: ArticleRow) => prices[row.ClaArti] ?? row.price, [prices]);
  const shownOffers = useMemo(() => (chosenCustomers.size ? offers.rows.filter((row) => chosenCustomers.has(row.clacte)) : offers.rows), [offers.rows, chosenCustomers]);

  const addLines = () => {
    const picked = customers.rows.filter((row) => chosenCustomers.has(row.clacte));
    const pickedArticles = articles.rows.filter((row) => chosenArticles.has(row.ClaArti)).map((row) => ({ ClaArti: row.ClaArti, price: priceOf(row) }));
    const result = addPriceLines(lines, picked, pickedArticles);
    setLines(result.lines);
    if (result.skipped > 0) showToast({ message: t('skipped', { count: result.skipped }), intent: Intent.WARNING, timeout: 10_000 });
    else showToast({ message: t('added', { count: picked.length * pickedArticles.length }), intent: Intent.SUCCESS });
  };

  const sendExport = () => {
    if (!companyId) return;
    exportList.mutate(
      { input: { companyId, from: dates.from, to: dates.to, lines: lines.map((line) => ({ ...line })) } },
      {
        onSuccess: (answer) => {
          setNotice(false);
          showToast({ message: t('exported', { count: answer.exportPriceList.lineCount, file: answer.exportPriceList.fileName }), intent: Intent.SUCCESS, icon: 'tick' });
          setLines([]);
        },
        onError: (error) => {
          setNotice(false);
          showErrorToast(error);
        },
      },
    );
  };

  return (
    <div className="price-list">
      <ScreenHeading title={t('title')} />
      {companies.error ? <QueryProblem error={companies.error} onRetry={() => void companies.refetch()} /> : null}
      <Card className="price-list__company">
        <FormGroup label={t('company')} labelFor="price-company" inline>
          <HTMLSelect id="price-company" value={companyId ?? ''} onChange={(event) => chooseCompany(event.currentTarget.value)}>
            <option value="">{t('chooseCompany')}</option>
            {companies.data?.priceListCompanies.map((candidate) => (
              <option key={candidate.erpCompanyId} value={candidate.erpCompanyId}>{`${candidate.organizationId} ${candidate.organizationName}`}</option>
            ))}
          </HTMLSelect>
        </FormGroup>
        {company?.exportedToday ? <Tag intent={Intent.WARNING} icon="time">{t('exportedToday', { day: company.nextExportDay })}</Tag> : null}
      </Card>

      {companyId ? (
        <>
          <div className="price-list__tables">
            <Card>
              <H4>{t('customers')}</H4>
              <PagedTable<CustomerRow>
                label={t('customers')}
                rows={customers.rows}
                loading={customers.loading}
                error={customers.error}
                emptyText={t('noData')}
                rowKey={(row) => row.clacte}
                matches={customerMatches}
                columns={[
                  { key: 'pick', title: '', render: (row) => <Checkbox aria-label={t('pickCustomer', { name: row.nomcte })} checked={chosenCustomers.has(row.clacte)} onChange={() => toggle(chosenCustomers, row.clacte, setChosenCustomers)} /> },
                  { key: 'clacte', title: 'clacte', render: (row) => row.clacte },
                  { key: 'nomcte', title: 'nomcte', render: (row) => row.nomcte },
                  { key: 'nomemp', title: 'nomemp', render: (row) => row.nomemp },
                  { key: 'nomregion', title: 'nomregion', render: (row) => row.nomregion },
                  { key: 'nomgirocom', title: 'nomgirocom', render: (row) => row.nomgirocom },
                ]}
              />
            </Card>
            <Card>
              <H4>{t('offers')}</H4>
              <PagedTable<OfferRow>
                label={t('offers')}
                rows={shownOffers}
                loading={offers.loading}
                error={offers.error}
                emptyText={t('noData')}
                rowKey={(row) => `${row.clacte}-${row.claarti}`}
                matches={offerMatches}
                columns={[
                  { key: 'claarti', title: 'claarti', render: (row) => row.claarti },
                  { key: 'clacte', title: 'clacte', render: (row) => row.clacte },
                  { key: 'precioofe', title: 'precioofe', numeric: true, render: (row) => money(row.precioofe) },
                  { key: 'pctdescto', title: 'pctdescto', numeric: true, render: (row) => row.pctdescto },
                ]}
              />
            </Card>
            <Card>
              <H4>{t('articles')}</H4>
              <PagedTable<ArticleRow>
                label={t('articles')}
                rows={articles.rows}
                loading={articles.loading}
                error={articles.error}
                emptyText={t('noData')}
                rowKey={(row) => row.ClaArti}
                matches={articleMatches}
                columns={[
                  { key: 'pick', title: '', render: (row) => <Checkbox aria-label={t('pickArticle', { name: row.NomArti })} checked={chosenArticles.has(row.ClaArti)} onChange={() => toggle(chosenArticles, row.ClaArti, setChosenArticles)} /> },
                  { key: 'ClaArti', title: 'ClaArti', render: (row) => row.ClaArti },
                  { key: 'NomArti', title: 'NomArti', render: (row) => row.NomArti },
                  { key: 'ClaUnidad', title: 'ClaUnidad', render: (row) => row.ClaUnidad },
                  {
                    key: 'price',
                    title: t('price'),
                    numeric: true,
                    render: (row) => (
                      <NumericInput
                        aria-label={t('priceOf', { name: row.NomArti })}
                        className="price-list__price"
                        min={0}
                        minorStepSize={0.0001}
                        stepSize={1}
                        buttonPosition="none"
                        intent={canAddArticle(priceOf(row)) ? Intent.NONE : Intent.DANGER}
                        value={priceOf(row)}
                        onValueChange={(_value, text) => setPrices({ ...prices, [row.ClaArti]: text.trim() })}
                      />
                    ),
                  },
                ]}
              />
            </Card>
          </div>
          <div className="price-list__actions">
            <Button intent={Intent.PRIMARY} icon="add" text={t('addData')} disabled={chosenCustomers.size === 0 || chosenArticles.size === 0} onClick={addLines} />
            <span className={Classes.TEXT_MUTED}>{t('chosen', { customers: chosenCustomers.size, articles: chosenArticles.size })}</span>
          </div>

          <Card className="price-list__lines">
            <H4>{t('addedLines', { count: lines.length })}</H4>
            {lines.length === 0 ? (
              <Callout icon="info-sign">{t('noLines')}</Callout>
            ) : (
              <>
                <HTMLTable compact striped aria-label={t('addedLinesTable')}>
                  <thead>
                    <tr><th>{t('columns.customer')}</th><th>{t('columns.company')}</th><th>{t('columns.article')}</th><th className="numeric">{t('columns.offerPrice')}</th><th /></tr>
                  </thead>
                  <tbody>
                    {lines.slice(0, 100).map((line) => (
                      <tr key={`${line.clacte}-${line.claarti}`}>
                        <td>{line.clacte}</td><td>{line.claemp}</td><td>{line.claarti}</td><td className="numeric">{money(line.precioofe)}</td>
                        <td><Button small minimal icon="trash" aria-label={t('removeLine')} onClick={() => setLines(lines.filter((other) => other !== line))} /></td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
                {lines.length > 100 ? <p className={Classes.TEXT_MUTED}>{t('moreLines', { count: lines.length - 100 })}</p> : null}
                <Button icon="download" text={t('downloadLines')} onClick={() => downloadText(addedLinesCsv(lines), 'lineas-agregadas.csv')} />
              </>
            )}
            <div className="price-list__export">
              <FormGroup label={t('offerFrom')} labelFor="offer-from" inline>
                <InputGroup id="offer-from" type="date" value={dates.from} onChange={(event) => setDates({ ...dates, from: event.currentTarget.value })} />
              </FormGroup>
              <FormGroup label={t('offerTo')} labelFor="offer-to" inline>
                <InputGroup id="offer-to" type="date" value={dates.to} onChange={(event) => setDates({ ...dates, to: event.currentTarget.value })} />
              </FormGroup>
              <Button intent={Intent.SUCCESS} icon="export" text={t('exportList')} disabled={lines.length === 0} onClick={() => setNotice(true)} />
            </div>
          </Card>
        </>
      ) : null}

      <Card className="price-list__history">
        <H4>{t('history')}</H4>
        {history.error ? <QueryProblem error={history.error} onRetry={() => void history.refetch()} /> : null}
        {history.data?.priceListExports.length ? (
          <HTMLTable compact striped aria-label={t('history')}>
            <thead>
              <tr><th>{t('day')}</th><th>{t('company')}</th><th>{t('offer')}</th><th className="numeric">{t('lines')}</th><th className="numeric">{t('customersCount')}</th><th>{t('columns.session')}</th><th>{t('exportedBy')}</th><th>{t('exportedAt')}</th><th>{t('file')}</th></tr>
            </thead>
            <tbody>
              {history.data.priceListExports.map((record) => (
                <tr key={record.id}>
                  <td>{record.day}</td><td>{record.companyId}</td><td>{`${record.offerFrom} – ${record.offerTo}`}</td><td className="numeric">{record.lineCount}</td><td className="numeric">{record.customerCount}</td><td>{record.sessionId}</td><td>{record.exportedBy}</td><td>{formatDateTime(record.exportedAt, i18n.resolvedLanguage ?? 'es', STORE_TIME_ZONE)}</td>
                  <td>{record.downloadUrl ? <a href={record.downloadUrl} download={record.fileName}>{record.fileName}</a> : record.fileName}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        ) : (
          <Callout icon="history">{t('noHistory')}</Callout>
        )}
      </Card>

      <Dialog isOpen={notice} title={t('notice.title')} icon="warning-sign" onClose={() => setNotice(false)}>
        <DialogBody>
          <p>{t('notice.text')}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('notice.cancel')} onClick={() => setNotice(false)} />
              <Button intent={Intent.PRIMARY} text={t('notice.done')} loading={exportList.isPending} onClick={sendExport} />
            </>
          }
        />
      </Dialog>
    </div>
  );
}

import { useCallback, useMemo, useState } from 'react';
import { Button, Card, Classes, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, Intent, Tag } from '@blueprintjs/core';
import { type RowSelectionState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { addPriceLines, type PriceLine } from '../../../../domain/pricing/priceList';
import { LiveStatusTag } from '../../live/components/LiveStatusTag';
import { QueryProblem, ScreenHeading } from '../../ui/components';
import { showErrorToast, showToast } from '../../ui/toaster';
import { useExportPriceList, usePriceListCompanies, usePriceListTable } from '../hooks';
import { defaultOfferDates, type ArticleRow, type CustomerRow, type OfferRow } from '../utils';
import { AddedLinesCard } from './AddedLinesCard';
import { ErpTablesSection } from './ErpTablesSection';
import { ExportHistoryCard } from './ExportHistoryCard';
import './pricing.css';

const chosenKeys = (selection: RowSelectionState) => new Set(Object.keys(selection).filter((key) => selection[key]));

/** 'Lista de precios' (spec 002, Pricing): customers, their offers and articles from the ERP; added lines; the daily export. */
export function PriceListScreen() {
  const { t } = useTranslation('pricing');
  const companies = usePriceListCompanies();
  const [companyId, setCompanyId] = useState<number | null>(null);
  const company = companies.data?.priceListCompanies.find((candidate) => candidate.erpCompanyId === companyId) ?? null;
  const customers = usePriceListTable<CustomerRow>('customers', companyId);
  const offers = usePriceListTable<OfferRow>('offers', companyId);
  const articles = usePriceListTable<ArticleRow>('articles', companyId);
  const [customerSelection, setCustomerSelection] = useState<RowSelectionState>({});
  const [articleSelection, setArticleSelection] = useState<RowSelectionState>({});
  const chosenCustomers = useMemo(() => chosenKeys(customerSelection), [customerSelection]);
  const chosenArticles = useMemo(() => chosenKeys(articleSelection), [articleSelection]);
  const [prices, setPrices] = useState<Record<string, string>>({});
  const [lines, setLines] = useState<PriceLine[]>([]);
  const [dates, setDates] = useState(defaultOfferDates);
  const [notice, setNotice] = useState(false);
  const exportList = useExportPriceList();

  const chooseCompany = (value: string) => {
    setCompanyId(value ? Number(value) : null);
    setCustomerSelection({});
    setArticleSelection({});
    setPrices({});
    setLines([]);
  };
  const priceOf = useCallback((row: ArticleRow) => prices[row.ClaArti] ?? row.price, [prices]);
  const setPrice = useCallback((row: ArticleRow, text: string) => setPrices((current) => ({ ...current, [row.ClaArti]: text })), []);
  const articlePrices = useMemo(() => ({ priceOf, setPrice }), [priceOf, setPrice]);
  const shownOffers = useMemo(
    () => (chosenCustomers.size ? offers.rows?.filter((row) => chosenCustomers.has(row.clacte)) : offers.rows),
    [offers.rows, chosenCustomers],
  );

  const addLines = () => {
    const picked = (customers.rows ?? []).filter((row) => chosenCustomers.has(row.clacte));
    const pickedArticles = (articles.rows ?? []).filter((row) => chosenArticles.has(row.ClaArti)).map((row) => ({ ClaArti: row.ClaArti, price: priceOf(row) }));
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
          showToast({
            message: t('exported', { count: answer.exportPriceList.lineCount, file: answer.exportPriceList.fileName }),
            intent: Intent.SUCCESS,
            icon: 'tick',
          });
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
      <ScreenHeading title={t('title')} status={<LiveStatusTag />} />
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
        {company?.exportedToday ? (
          <Tag intent={Intent.WARNING} icon="time">
            {t('exportedToday', { day: company.nextExportDay })}
          </Tag>
        ) : null}
      </Card>

      {companyId ? (
        <>
          <ErpTablesSection
            customers={customers}
            offers={{ ...offers, shown: shownOffers }}
            articles={articles}
            chosenCustomers={customerSelection}
            onChosenCustomersChange={setCustomerSelection}
            chosenArticles={articleSelection}
            onChosenArticlesChange={setArticleSelection}
            prices={articlePrices}
          />
          <div className="price-list__actions">
            <Button
              intent={Intent.PRIMARY}
              icon="add"
              text={t('addData')}
              disabled={chosenCustomers.size === 0 || chosenArticles.size === 0}
              onClick={addLines}
            />
            <span className={Classes.TEXT_MUTED}>{t('chosen', { customers: chosenCustomers.size, articles: chosenArticles.size })}</span>
          </div>

          <AddedLinesCard
            lines={lines}
            onLinesChange={setLines}
            dates={dates}
            onExport={(checked) => {
              setDates(checked);
              setNotice(true);
            }}
          />
        </>
      ) : null}

      <ExportHistoryCard />

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

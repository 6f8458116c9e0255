import { useTranslation } from 'react-i18next';

export function useReportColumns() {
  const { t } = useTranslation('commissions');
  return [t('reports.columns.organization'), t('reports.columns.payroll'), t('reports.columns.employee'), t('reports.columns.area'), t('reports.columns.commission'), t('reports.columns.start'), t('reports.columns.calculated'), t('reports.columns.result'), t('reports.columns.store')];
}

import { customersCsvList } from '../customers/export';
import { usersCsvList } from '../admin/users/export';
import { productsCsvList } from '../products/export';
import { storesCsvList } from '../stores/export';
import { mailCsvList, smsCsvList } from '../outbox/export';
import { commissionReportsCsvList } from '../commissions/reports/export';
import { headcountReportsCsvList } from '../headcount/reports/export';
import { historyCsvList } from '../history/export';
import { purchaseOrdersCsvList } from '../purchasing/orders/export';
import { xadisTransmissionsCsvList } from '../xadis/export';
import { forecastRunsCsvList } from '../purchasing/forecasts/export';
import { licensesCsvList } from '../licenses/export';
import { type CsvList } from './csvList';

/** Every list that exports, by the name its screen asks for (`/api/export/<name>.csv`). */
export const csvLists: Readonly<Record<string, CsvList>> = {
  customers: customersCsvList,
  users: usersCsvList,
  products: productsCsvList,
  stores: storesCsvList,
  mail: mailCsvList,
  sms: smsCsvList,
  commissionReports: commissionReportsCsvList,
  headcountReports: headcountReportsCsvList,
  history: historyCsvList,
  purchaseOrders: purchaseOrdersCsvList,
  xadisTransmissions: xadisTransmissionsCsvList,
  forecastRuns: forecastRunsCsvList,
  licenses: licensesCsvList,
};

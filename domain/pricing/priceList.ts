import { z } from 'zod';
import addDays from 'date-fns/addDays';
import format from 'date-fns/format';
import parseISO from 'date-fns/parseISO';
import { toCsv } from '../common/csv';
import { formatMoney, money, MONEY_SCALE, type MoneyInput } from '../common/money';
import { moneyInputSchema } from '../common/moneySchema';
import { isIsoDay, storeDate } from '../common/time';
import { singleLineText } from '../common/text';

/**
 * The customer price list (spec 002, Pricing): lines of offer prices per customer and article,
 * built on the screen from the ERP's customers and articles and exported once a day per company
 * as ListadePrecios.csv. Shared by the screen (what may be added) and the server (what is written).
 */

/** The nine columns of the exported file, in the ERP's order (spec 002 section 3, Pricing rows). */
export const PRICE_LIST_COLUMNS = ['ClaCte', 'ClaEmp', 'ClaArti', 'TipoPrecioVta', 'PctDescto', 'PrecioOfe', 'FecIniOfe', 'FecFinOfe', 'IdSesion'] as const;
export const PRICE_LIST_FILE_NAME = 'ListadePrecios.csv';
/** Price type of an offer price (spec 002 section 9: price type 1). */
export const OFFER_PRICE_TYPE = 1;
/** Table page sizes of the three tables (spec 002 section 9). */
export const PRICE_LIST_PAGE_SIZES = [10, 25, 100] as const;
/** At most this many lines in one export (3000 rows per query, spec 002 section 9, for up to a few customers). */
export const MAX_PRICE_LIST_LINES = 20_000;

const keySchema = singleLineText().regex(/^[A-Za-z0-9_-]{1,20}$/);

/** Only articles with a price above 0 can be added (spec 002 section 5). */
export function canAddArticle(price: MoneyInput | null | undefined): boolean {
  if (price === null || price === undefined) return false;
  try {
    return money(price).greaterThan(0);
  } catch {
    return false;
  }
}

export const priceLineSchema = z.object({
  clacte: keySchema,
  claemp: z.number().int().positive(),
  claarti: keySchema,
  /** The offer price, an exact decimal text (docs/money.md). */
  precioofe: moneyInputSchema.refine(canAddArticle, 'PRICE_LIST_PRICE_NOT_POSITIVE'),
  pctdescto: z.number().finite().min(0).max(100).default(0),
});
export type PriceLine = z.infer<typeof priceLineSchema>;
/** A line as the screen builds it and the API takes it (the price a decimal string or a number). */
export type PriceLineInput = z.input<typeof priceLineSchema>;

const isoDay = z.string().refine(isIsoDay, 'PRICE_LIST_DAY_INVALID');
/** The offer ends on or after its first day (PRICE_LIST_DATES_INVALID under the end). */
const offerInOrder = (value: { from: string; to: string }) => value.to >= value.from;
const offerOrderProblem = { message: 'PRICE_LIST_DATES_INVALID', path: ['to'] };

/** The offer's first and last day as the price list screen's export form checks them: the export's rules. */
export const offerDatesSchema = z.object({ from: isoDay, to: isoDay }).refine(offerInOrder, offerOrderProblem);
export type OfferDates = z.output<typeof offerDatesSchema>;

export const priceListExportSchema = z
  .object({
    companyId: z.number().int().positive(),
    /** First and last day of the offer, chosen by the user (the original's fixed 2020 dates are not kept). */
    from: isoDay,
    to: isoDay,
    lines: z.array(priceLineSchema).min(1, 'PRICE_LIST_EMPTY').max(MAX_PRICE_LIST_LINES),
  })
  .refine(offerInOrder, offerOrderProblem);
export type PriceListExportInput = z.input<typeof priceListExportSchema>;

export interface PriceListCustomer {
  clacte: string;
  claemp: number;
}
export interface PriceListArticle {
  ClaArti: string;
  /** The list price as the ERP answers it: an exact decimal text. */
  price: string;
}

/**
 * 'Agregar Datos': every chosen customer with every chosen article whose price is above 0, added to
 * the lines already there; a customer-article pair added again takes the new price.
 */
export function addPriceLines(
  existing: readonly PriceLine[],
  customers: readonly PriceListCustomer[],
  articles: readonly PriceListArticle[],
): { lines: PriceLine[]; skipped: number } {
  const byKey = new Map(existing.map((line) => [`${line.clacte}\u001f${line.claarti}`, line]));
  const priced = articles.filter((article) => canAddArticle(article.price));
  for (const customer of customers) {
    for (const article of priced) {
      byKey.set(`${customer.clacte}\u001f${article.ClaArti}`, {
        clacte: customer.clacte,
        claemp: customer.claemp,
        claarti: article.ClaArti,
        precioofe: article.price,
        pctdescto: 0,
      });
    }
  }
  return { lines: [...byKey.values()], skipped: articles.length - priced.length };
}

/** An ISO day as the ERP writes dates (dd/MM/yyyy). */
export function erpDay(isoDay: string): string {
  return format(parseISO(isoDay), 'dd/MM/yyyy');
}

/** The file's rows: the nine columns, prices with 4 decimals (rounded half-up, domain/common/money.ts), formula-safe through toCsv. */
export function priceListCsv(lines: readonly PriceLine[], offer: { from: string; to: string; sessionId: number }): string {
  const from = erpDay(offer.from);
  const to = erpDay(offer.to);
  return toCsv(
    PRICE_LIST_COLUMNS,
    lines.map((line) => [
      line.clacte,
      line.claemp,
      line.claarti,
      OFFER_PRICE_TYPE,
      line.pctdescto,
      formatMoney(line.precioofe, MONEY_SCALE.amount),
      from,
      to,
      offer.sessionId,
    ]),
  );
}

/** The stores' calendar day an export counts for: once per company and day in Mexico City's zone. */
export function exportDayOf(epochMs: number): string {
  return storeDate(epochMs);
}

/** The day the next export of a company is possible after one on `day`. */
export function nextExportDay(day: string): string {
  return format(addDays(parseISO(day), 1), 'yyyy-MM-dd');
}

import sql from 'mssql';
import { money, moneyText, type MoneyInput } from '../../../domain/common/money';
import type { ErpOperation, PriceListArticleRow, PriceListCustomerRow, PriceListOfferRow } from '../../../domain/erp/operations';
import { ErpOperationError } from '../backend';

/**
 * The price-list readings on SQL Server (spec 002, Pricing). The original sent these as query
 * texts from the browser; here they are fixed, parameterized texts run by the ERP agent. Table and
 * column names follow the ERP's Spanish naming (Cliente, Empresa, Region, GiroComercial,
 * PrecioOferta, Articulo); every value is bound with request.input().
 */
/** The part of a pool these readings use (backend.ts's SqlPool satisfies it; named here to keep the import one way). */
interface PricingRequest {
  input(name: string, type: unknown, value: unknown): PricingRequest;
  query<Row = Record<string, unknown>>(command: string): Promise<{ recordset: Row[] }>;
}
interface PricingPool {
  request(): PricingRequest;
}

type Operation<Name extends ErpOperation['operation']> = Extract<ErpOperation, { operation: Name }>;

export const priceListCustomersSql = [
  'SELECT TOP (@limit) c.ClaCte AS clacte, c.NomCte AS nomcte, c.ClaEmp AS claemp, e.NomEmp AS nomemp,',
  '       r.NomRegion AS nomregion, g.NomGiroCom AS nomgirocom',
  'FROM dbo.Cliente c',
  'JOIN dbo.Empresa e ON e.ClaEmp = c.ClaEmp',
  'LEFT JOIN dbo.Region r ON r.ClaRegion = c.ClaRegion',
  'LEFT JOIN dbo.GiroComercial g ON g.ClaGiroCom = c.ClaGiroCom',
  "WHERE c.ClaEmp = @companyId AND (@search = '' OR c.ClaCte LIKE '%' + @search + '%' OR c.NomCte LIKE '%' + @search + '%')",
  'ORDER BY c.ClaCte',
].join('\n');

export function priceListOffersSql(customerCount: number): string {
  const customers = Array.from({ length: customerCount }, (_, index) => `@clacte${index}`).join(', ');
  return [
    'SELECT TOP (@limit) p.ClaArti AS claarti, p.ClaCte AS clacte, CONVERT(varchar(40), p.PrecioOfe) AS precioofe, p.PctDescto AS pctdescto',
    'FROM dbo.PrecioOferta p',
    'WHERE p.ClaEmp = @companyId AND GETDATE() BETWEEN p.FecIniOfe AND p.FecFinOfe',
    customerCount > 0 ? `  AND p.ClaCte IN (${customers})` : '',
    'ORDER BY p.ClaCte, p.ClaArti',
  ]
    .filter(Boolean)
    .join('\n');
}

export const priceListArticlesSql = [
  'SELECT TOP (@limit) a.ClaArti AS ClaArti, a.NomArti AS NomArti, a.ClaUnidad AS ClaUnidad, CONVERT(varchar(40), ISNULL(a.PrecioLista, 0)) AS price',
  'FROM dbo.Articulo a',
  "WHERE a.ClaEmp = @companyId AND a.Vendible = 1 AND (@search = '' OR a.ClaArti LIKE '%' + @search + '%' OR a.NomArti LIKE '%' + @search + '%')",
  'ORDER BY a.ClaArti',
].join('\n');

function text(value: unknown): string {
  return String(value ?? '').trim();
}

function numeric(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value ?? 0);
  if (!Number.isFinite(number)) throw new ErpOperationError(`the ERP answered a non-numeric value ${String(value)}`);
  return number;
}

/** A DECIMAL column read as its exact text (the query converts it to varchar; a number is read through its shortest text). */
function decimalText(value: unknown): string {
  try {
    return moneyText(money(value === null || value === undefined ? 0 : (value as MoneyInput)));
  } catch {
    throw new ErpOperationError(`the ERP answered a non-numeric value ${String(value)}`);
  }
}

export function createMssqlPricingHandlers(poolFor: (companyId: number) => Promise<PricingPool>) {
  return {
    async priceListCustomers(operation: Operation<'priceListCustomers'>): Promise<PriceListCustomerRow[]> {
      const request = (await poolFor(operation.companyId)).request();
      request.input('limit', sql.Int, operation.limit).input('companyId', sql.Int, operation.companyId).input('search', sql.NVarChar(60), operation.search);
      const result = await request.query(priceListCustomersSql);
      return result.recordset.map((row) => ({
        clacte: text(row.clacte),
        nomcte: text(row.nomcte),
        claemp: numeric(row.claemp),
        nomemp: text(row.nomemp),
        nomregion: text(row.nomregion),
        nomgirocom: text(row.nomgirocom),
      }));
    },
    async priceListOffers(operation: Operation<'priceListOffers'>): Promise<PriceListOfferRow[]> {
      const request = (await poolFor(operation.companyId)).request();
      request.input('limit', sql.Int, operation.limit).input('companyId', sql.Int, operation.companyId);
      operation.customerKeys.forEach((key, index) => request.input(`clacte${index}`, sql.VarChar(20), key));
      const result = await request.query(priceListOffersSql(operation.customerKeys.length));
      return result.recordset.map((row) => ({
        claarti: text(row.claarti),
        clacte: text(row.clacte),
        precioofe: decimalText(row.precioofe),
        pctdescto: numeric(row.pctdescto),
      }));
    },
    async priceListArticles(operation: Operation<'priceListArticles'>): Promise<PriceListArticleRow[]> {
      const request = (await poolFor(operation.companyId)).request();
      request.input('limit', sql.Int, operation.limit).input('companyId', sql.Int, operation.companyId).input('search', sql.NVarChar(60), operation.search);
      const result = await request.query(priceListArticlesSql);
      return result.recordset.map((row) => ({
        ClaArti: text(row.ClaArti),
        NomArti: text(row.NomArti),
        ClaUnidad: text(row.ClaUnidad),
        price: decimalText(row.price),
      }));
    },
  };
}

/**
 * The SQL the agent runs on the ERP (Fortia on SQL Server), one text per operation. Values are
 * never written into these texts: every value is bound with request.input(), and the only
 * generated parts are parameter names (@articleKey0, @ClaArti12) whose count depends on the size
 * of a list. Table, column and procedure names follow the ERP's Spanish naming.
 */

/** Stock of empty-container articles by key (spec 001: key, name, family key, stock). */
export function emptyContainerStockSql(keyCount: number): string {
  const names = Array.from({ length: keyCount }, (_, index) => `@articleKey${index}`).join(', ');
  return [
    'SELECT a.ClaArti AS articleKey, a.NomArti AS articleName, a.ClaFam AS familyKey,',
    '       CAST(ISNULL(SUM(e.ExiAct), 0) AS decimal(18, 4)) AS stock',
    'FROM dbo.Articulo a',
    'LEFT JOIN dbo.Existencia e ON e.ClaArti = a.ClaArti',
    `WHERE a.ClaArti IN (${names})`,
    'GROUP BY a.ClaArti, a.NomArti, a.ClaFam',
    'ORDER BY a.ClaArti',
  ].join('\n');
}

/** Stored procedures for daily sales and daily inventory; each takes @FechaIni and @FechaFin as dd/MM/yyyy. */
export const salesProcedure = 'dbo.spVentasDiarias';
export const inventoryProcedure = 'dbo.spInventarioDiario';

/**
 * The next consolidated folio. It reads, it does not reserve (as the ERP's own screens do): two
 * orders verified at the same moment can get the same folio, and the insert refuses the second.
 */
export const nextConsolidatedIdSql = 'SELECT ISNULL(MAX(IdConsolidado), 0) + 1 AS IdConsolidado FROM dbo.OC';

/** What is already stored under a folio; the locks hold until the transaction ends. */
export const existingPurchaseOrderSql = [
  'SELECT',
  '  (SELECT COUNT(*) FROM dbo.OC WITH (UPDLOCK, HOLDLOCK) WHERE IdConsolidado = @IdConsolidado) AS orders,',
  '  (SELECT COUNT(*) FROM dbo.OCDet d WITH (UPDLOCK, HOLDLOCK) JOIN dbo.OC o ON o.IdOC = d.IdOC',
  '    WHERE o.IdConsolidado = @IdConsolidado) AS lines,',
  '  (SELECT COUNT(*) FROM dbo.OCAutomatica WITH (UPDLOCK, HOLDLOCK) WHERE IdConsolidado = @IdConsolidado) AS automatic',
].join('\n');

export const insertOrderSql = [
  'INSERT INTO dbo.OC (ClaUN, ClaProv, FecOC, Estatus, ClaMoneda, ClaUsuario, IdSesion, Subtotal, IVA, IEPS, Total, IdConsolidado)',
  'OUTPUT INSERTED.IdOC',
  'VALUES (@ClaUN, @ClaProv, CONVERT(date, @FecOC, 103), @Estatus, @ClaMoneda, @ClaUsuario, @IdSesion,',
  '        CAST(@Subtotal AS decimal(18, 4)), CAST(@IVA AS decimal(18, 4)), CAST(@IEPS AS decimal(18, 4)), CAST(@Total AS decimal(18, 4)), @IdConsolidado)',
].join('\n');

/** Columns of one OCDet row, in VALUES order. */
export const orderLineColumns = ['IdOC', 'ClaUN', 'ClaArti', 'Paquetes', 'PiezasPorPaquete', 'Unidad', 'Precio', 'IVA', 'IEPS', 'Total'] as const;

/**
 * Amounts go as exact decimal strings and SQL Server converts them (CAST to DECIMAL(18,4)): a
 * driver's DECIMAL parameter would go through a binary float on its way (docs/money.md).
 */
const decimalColumns: ReadonlySet<string> = new Set(['Precio', 'IVA', 'IEPS', 'Total']);

/** SQL Server accepts at most 2100 parameters per statement: 200 rows of 10 stay well under. */
export const orderLinesPerStatement = 200;

export function insertOrderLinesSql(rowCount: number): string {
  const rows = Array.from(
    { length: rowCount },
    (_, row) =>
      `(${orderLineColumns.map((column) => (decimalColumns.has(column) ? `CAST(@${column}${row} AS decimal(18, 4))` : `@${column}${row}`)).join(', ')})`,
  );
  return `INSERT INTO dbo.OCDet (${orderLineColumns.join(', ')})\nVALUES ${rows.join(',\n       ')}`;
}

export const insertAutomaticOrderSql = 'INSERT INTO dbo.OCAutomatica (IdConsolidado, IdOC, FecAlta) VALUES (@IdConsolidado, @IdOC, GETDATE())';

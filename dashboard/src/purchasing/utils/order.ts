import { defaultEndDate } from '../../../../domain/purchasing/dates';
import { parsePackagesInput, type ProjectionIndex } from '../../../../domain/purchasing/rules';
import { storeDate } from '../../../../domain/common/time';
import type { PurchaseOrderInput, PurchaseSelectionInput } from '../../graphql';
import { rowKey, withPackages, type GridRow } from './grid';

/** What the buyer picked above the grid: dates, company, zone, stores, provider and how to send. */
export interface PurchaseScreenSelection {
  from: string;
  to: string;
  companyId: string;
  zoneId: string;
  storeIds: string[];
  providerId: string;
  distributionCentre: boolean;
  consolidated: boolean;
}

/** The screen's first selection: from today to the rule's end date, consolidated, nothing else picked. */
export function initialPurchaseSelection(now = Date.now()): PurchaseScreenSelection {
  const from = storeDate(now);
  return { from, to: defaultEndDate(from), companyId: '', zoneId: '', storeIds: [], providerId: '', distributionCentre: false, consolidated: true };
}

/** The grid's selection once a company and a provider are picked (null before); the projection is applied on the rows. */
export function gridSelectionOf(selection: PurchaseScreenSelection): PurchaseSelectionInput | null {
  if (!selection.companyId || !selection.providerId) return null;
  return {
    companyId: selection.companyId,
    providerId: selection.providerId,
    from: selection.from,
    to: selection.to,
    zoneId: selection.zoneId || null,
    storeIds: selection.storeIds,
    distributionCentre: selection.distributionCentre,
    projection: 0,
  };
}

/** The order the server verifies and sends: the selection at the chosen projection and the buyer's valid package edits. */
export function purchaseOrderRequest(
  gridSelection: PurchaseSelectionInput,
  projection: ProjectionIndex,
  consolidated: boolean,
  edits: Readonly<Record<string, string>>,
): PurchaseOrderInput {
  return {
    selection: { ...gridSelection, projection },
    consolidated,
    lines: Object.entries(edits)
      .filter(([, text]) => parsePackagesInput(text) !== null)
      .map(([key, text]) => {
        const [storeId, sku] = key.split('|') as [string, string];
        return { storeId, sku, packages: parsePackagesInput(text)! };
      }),
  };
}

/** The rows with the buyer's valid package edits applied (an invalid edit leaves its row as it was). */
export function rowsWithEdits(rows: GridRow[], edits: Readonly<Record<string, string>>): GridRow[] {
  return rows.map((row) => {
    const text = edits[rowKey(row)];
    if (text === undefined) return row;
    const packages = parsePackagesInput(text);
    return packages === null ? row : withPackages(row, packages);
  });
}

/** A package edit as kept: a valid number in its normal form, anything else as typed (shown invalid). */
export function packagesEditText(text: string): string {
  const packages = parsePackagesInput(text);
  return text.trim() !== '' && packages !== null ? String(packages) : text;
}

/** True while some edit is not a valid number of packages (the order cannot be verified). */
export function hasInvalidEdit(edits: Readonly<Record<string, string>>): boolean {
  return Object.values(edits).some((text) => parsePackagesInput(text) === null);
}

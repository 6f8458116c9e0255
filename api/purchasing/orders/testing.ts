import type { PurchaseOrderHeader } from '../../../db/models/purchasing/purchaseOrder';

const providers = ['Cervecería del Golfo', 'Lácteos Norte', '=Proveedor', 'Abarrotes Sur'];
const statuses = ['sent', 'sending', 'failed', 'draft'] as const;

/**
 * A purchase order as the history lists it (no lines), for the list's tests: the provider, status and
 * store follow the folio (every fourth a draft, one provider named '=Proveedor'), the day spread over November.
 */
export function listedPurchaseOrder(folio: number): PurchaseOrderHeader {
  const total = 100 + folio * 1.5;
  return {
    folio,
    organizationId: '01',
    organizationName: 'BAMA',
    erpCompanyId: 1 + (folio % 2),
    providerId: `PRV${folio % 4}`,
    providerName: providers[folio % 4],
    providerEmail: 'pedidos@example.com',
    buyer: { userName: 'compras', fullName: 'Jorge Ramírez Cruz', email: null },
    consolidated: true,
    distributionCentre: false,
    from: '2026-11-25',
    to: '2026-12-02',
    projection: 0,
    stores: [
      { storeId: folio % 3 === 0 ? 'CO101' : 'CO102', storeName: 'Centro', warehouseRelatedId: '101', subtotal: total, ieps: 0, iva: 0, total },
    ] as PurchaseOrderHeader['stores'],
    totals: { subtotal: total, ieps: 0, iva: 0, total } as unknown as PurchaseOrderHeader['totals'],
    status: statuses[folio % 4],
    workflowId: `purchaseOrder-${folio}`,
    pdfKeys: [],
    emailedAt: null,
    emailRecipients: ['a@example.com'],
    erpInsertedAt: null,
    erpOrders: 0,
    erpLines: 0,
    failure: null,
    createdAt: new Date(Date.UTC(2026, 10, 1) + ((folio * 7919) % 97) * 3600_000),
    finishedAt: null,
  };
}

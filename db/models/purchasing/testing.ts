import { unsentOrderProgress, type PurchaseOrder, type PurchaseOrderLineRecord } from './purchaseOrder';

/** One line of a test order: `packages` of 12 pieces at 10, IVA 16 %, no IEPS. */
export function testOrderLine(storeId: string, sku: string, packages: number, description = `Artículo ${sku}`): PurchaseOrderLineRecord {
  return {
    storeId,
    sku,
    description,
    packages,
    piecesPerPackage: 12,
    price: 10,
    ivaRate: 16,
    iepsRate: 0,
    subtotal: packages * 120,
    ieps: 0,
    iva: packages * 19.2,
    total: packages * 139.2,
  };
}

/**
 * A purchase order of company 01 to provider PRV001 as the purchasing tests use it: by default two
 * stores (CO101 with two lines, CO102 with one), on its way ('sending'); `changes` replaces any field.
 */
export function testPurchaseOrder(folio: number, changes: Partial<PurchaseOrder> = {}): PurchaseOrder {
  return {
    folio,
    organizationId: '01',
    organizationName: 'BAMA',
    erpCompanyId: 1,
    providerId: 'PRV001',
    providerName: 'Cervecería del Golfo',
    providerEmail: 'pedidos@cerveceriadelgolfo.example',
    buyer: { userName: 'compras', fullName: 'Jorge Ramírez Cruz', email: 'compras@prometheus.example' },
    consolidated: true,
    distributionCentre: false,
    from: '2026-11-25',
    to: '2026-12-02',
    projection: 0,
    stores: [
      { storeId: 'CO101', storeName: 'Centro', warehouseRelatedId: '101', subtotal: 360, ieps: 0, iva: 57.6, total: 417.6 },
      { storeId: 'CO102', storeName: 'Puerto México', warehouseRelatedId: '102', subtotal: 360, ieps: 0, iva: 57.6, total: 417.6 },
    ],
    lines: [testOrderLine('CO101', '10001', 2), testOrderLine('CO101', '10002', 1), testOrderLine('CO102', '10001', 3)],
    totals: { subtotal: 720, ieps: 0, iva: 115.2, total: 835.2 },
    status: 'sending',
    workflowId: `purchaseOrder-1-${folio}`,
    ...unsentOrderProgress(),
    createdAt: new Date('2026-11-25T16:00:00Z'),
    ...changes,
  };
}

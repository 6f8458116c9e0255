import { formatMoney, MONEY_SCALE, type MoneyInput } from '../../../domain/common/money';
import type { PurchaseOrder } from '../../../db/models/purchasing';
import { mailTemplate, type RenderedMail } from './engine';

/** Per-store e-mail totals: 2 decimals with thousands separators (spec 002 section 9; domain/common/money.ts). */
const money2 = (value: MoneyInput) => formatMoney(value, MONEY_SCALE.storeEmailTotal, { grouping: true });

const purchaseOrder = mailTemplate<{
  folio: number;
  organizationName: string;
  providerName: string;
  from: string;
  to: string;
  stores: { storeId: string; storeName: string; subtotal: string; ieps: string; iva: string; total: string }[];
  total: string;
  buyerName: string;
  buyerEmail: string | null;
}>(`<h2>Orden de compra {{folio}}</h2>
<p>{{organizationName}} envía a {{providerName}} la orden de compra {{folio}} (periodo {{from}} a {{to}}). El PDF va adjunto.</p>
<table border="1" cellpadding="4" cellspacing="0"><tr><th>Tienda</th><th>Sucursal</th><th>Subtotal</th><th>IEPS</th><th>IVA</th><th>Total</th></tr>
{{#each stores}}<tr><td>{{storeId}}</td><td>{{storeName}}</td><td style="text-align:right">{{subtotal}}</td><td style="text-align:right">{{ieps}}</td><td style="text-align:right">{{iva}}</td><td style="text-align:right">{{total}}</td></tr>
{{/each}}</table>
<p>Total de la orden: <b>{{total}}</b></p>
<p>Comprador: {{buyerName}}{{#if buyerEmail}} (<a href="mailto:{{buyerEmail}}">{{buyerEmail}}</a>){{/if}}</p>`);

/** The purchase order to its provider (copy to the buyer), its PDFs attached by the caller. */
export function purchaseOrderMail(
  order: Pick<PurchaseOrder, 'folio' | 'organizationName' | 'providerName' | 'from' | 'to' | 'stores' | 'totals' | 'buyer'>,
): RenderedMail {
  return purchaseOrder(`Orden de compra ${order.folio} - ${order.organizationName}`, {
    folio: order.folio,
    organizationName: order.organizationName,
    providerName: order.providerName,
    from: order.from,
    to: order.to,
    stores: order.stores.map((store) => ({
      storeId: store.storeId,
      storeName: store.storeName,
      subtotal: money2(store.subtotal),
      ieps: money2(store.ieps),
      iva: money2(store.iva),
      total: money2(store.total),
    })),
    total: money2(order.totals.total),
    buyerName: order.buyer.fullName,
    buyerEmail: order.buyer.email,
  });
}

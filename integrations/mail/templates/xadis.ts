import {
  LOGIN_FAILURE_SUBJECT,
  REMINDER_SUBJECT,
  summarySubject,
  transmissionKinds,
  type ErrorItem,
  type KindCounts,
  type TransmissionKind,
} from '../../../domain/xadis/transmissions';
import { mailTemplate, type RenderedMail } from './engine';

/** The partner (Xadis) transmission e-mails (Spanish, as the partner's and the chain's staff read them; spec 001 sections 8 and 9). */
const kindLabel: Record<TransmissionKind, string> = { sales: 'Ventas', inventory: 'Inventario' };

const summary = mailTemplate<{
  from: string;
  to: string;
  kinds: (KindCounts & { label: string })[];
  errorItems: { label: string; sku: string; msg: string }[];
  more: number;
}>(`<h2>Envío de información XADIS</h2>
<p>Periodo: {{from}} a {{to}}</p>
<table border="1" cellpadding="4" cellspacing="0"><tr><th>Tipo</th><th>Registros</th><th>Lotes</th><th>Validados</th><th>Insertados</th><th>Con error</th><th>Lotes fallidos</th></tr>
{{#each kinds}}<tr><td>{{label}}</td><td>{{records}}</td><td>{{batchesSent}}/{{batches}}</td><td>{{validated}}</td><td>{{inserted}}</td><td>{{errors}}</td><td>{{failedBatches}}</td></tr>
{{/each}}</table>
{{#if errorItems.length}}<h3>Registros con error</h3>
<table border="1" cellpadding="4" cellspacing="0"><tr><th>Tipo</th><th>SKU</th><th>Mensaje</th></tr>
{{#each errorItems}}<tr><td>{{label}}</td><td>{{sku}}</td><td>{{msg}}</td></tr>
{{/each}}</table>
{{#if more}}<p>… y {{more}} registros con error más.</p>{{/if}}
{{else}}<p>Sin registros con error.</p>{{/if}}`);

/** The summary e-mail: counts per kind and the error items (the first maxItems listed, the rest counted). */
export function summaryMail(input: {
  from: string;
  to: string;
  counts: Record<TransmissionKind, KindCounts>;
  errorItems: readonly ErrorItem[];
  maxItems?: number;
}): RenderedMail {
  const maxItems = input.maxItems ?? 200;
  return summary(summarySubject(input.counts), {
    from: input.from,
    to: input.to,
    kinds: transmissionKinds.map((kind) => ({ ...input.counts[kind], label: kindLabel[kind] })),
    errorItems: input.errorItems.slice(0, maxItems).map((item) => ({ label: kindLabel[item.kind], sku: item.sku, msg: item.msg })),
    more: Math.max(0, input.errorItems.length - maxItems),
  });
}

const loginFailure = mailTemplate<{ from: string; to: string; detail: string }>(
  `<p>Hubo un error al intentar comunicarse con el servicios de grupo modelo.</p>
<p>No se enviaron las ventas ni el inventario del {{from}} al {{to}}.</p>
<p>Detalle: {{detail}}</p>`,
);

export function loginFailureMail(input: { from: string; to: string; detail: string }): RenderedMail {
  return loginFailure(LOGIN_FAILURE_SUBJECT, input);
}

const transmissionFailure = mailTemplate<{ from: string; to: string; detail: string; sent: string }>(
  `<p>Hubo un error de comunicación durante el envío de las ventas y el inventario del {{from}} al {{to}}; el envío se detuvo antes de terminar.</p>
<p>{{sent}}.</p>
<p>Detalle: {{detail}}</p>`,
);

/**
 * A transmission that stopped half way (the ERP failed, the partner went away after its retries):
 * the internal communication-failure e-mail, as for a refused login, with what had gone already.
 */
export function transmissionFailureMail(input: { from: string; to: string; detail: string; counts: Record<TransmissionKind, KindCounts> }): RenderedMail {
  const sent = transmissionKinds
    .map((kind) => `${kindLabel[kind]}: ${input.counts[kind].batchesSent} de ${input.counts[kind].batches} lotes enviados`)
    .join('; ');
  return transmissionFailure(LOGIN_FAILURE_SUBJECT, { from: input.from, to: input.to, detail: input.detail, sent });
}

const reminder = mailTemplate<{ day: string; erpTotal: number | null }>(
  `<p>El reporte de envase vacío de la ventana del {{day}} no se envió.</p>
{{#if erpTotal includeZero=true}}<p>Total ERP: {{erpTotal}} cajas.</p>{{/if}}
<p>Captúralo en Prometheus, Xadis, Envase vacío.</p>`,
);

export function reminderMail(input: { day: string; erpTotal: number | null }): RenderedMail {
  return reminder(REMINDER_SUBJECT, input);
}

import { mailTemplate, type RenderedMail } from './engine';

/** Commission statements waiting for their reviewer (issue 25): the reminder and the escalation (Spanish, as the chain's staff read them). */
const review = mailTemplate<{ reviewer: string; employee: string; period: string; total: string; days: number; escalated: boolean; link: string }>(
  `<p>Hola {{reviewer}}:</p>
{{#if escalated}}<p>El estado de cuenta de comisiones de {{employee}} ({{period}}) lleva {{days}} días sin revisión de su responsable y ahora te corresponde revisarlo.</p>
{{else}}<p>El estado de cuenta de comisiones de {{employee}} ({{period}}) espera tu revisión desde hace {{days}} días.</p>{{/if}}
<p>Total: $ {{total}}</p>
<p><a href="{{link}}">Abrir el estado de cuenta</a></p>`,
);

export function statementReviewMail(input: {
  reviewer: string;
  employee: string;
  period: string;
  total: string;
  days: number;
  escalated: boolean;
  link: string;
}): RenderedMail {
  const subject = input.escalated ? `Estado de cuenta escalado: ${input.employee}` : `Recordatorio: estado de cuenta de ${input.employee} en revisión`;
  return review(subject, input);
}

/** A statement sent to the employee (or whoever asks), its PDF attached. */
const statement = mailTemplate<{ employee: string; period: string; total: string; sender: string }>(
  `<p>Hola {{employee}}:</p>
<p>Te enviamos tu estado de cuenta de comisiones del periodo {{period}}, con el detalle de cada comisión, sus ajustes y su historial.</p>
<p>Total: $ {{total}}</p>
<p>Enviado por {{sender}}.</p>`,
);

export function statementMail(input: { employee: string; period: string; total: string; sender: string }): RenderedMail {
  return statement(`Estado de cuenta de comisiones ${input.period}`, input);
}

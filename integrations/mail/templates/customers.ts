import { STORE_TIME_ZONE } from '../../../domain/common/time';
import { customerNoticeTexts, storeMapLink, type CustomerNotice } from '../../../domain/customers/notices';
import { mailTemplate, type RenderedMail } from './engine';

/** The e-mails a customer receives (Spanish: the customers are in Mexico). */
const dateFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short', timeZone: STORE_TIME_ZONE });

export interface RegistrationMailInput {
  customerName: string;
  code: string;
  storeName: string;
  /** [lat, lng] of the store. */
  storePosition: [number, number] | null;
  barcodeUrl: string;
  nowMs: number;
}

const registration = mailTemplate<{ customerName: string; date: string; storeName: string; mapLink: string | null; code: string; barcodeUrl: string }>(
  `<h2>¡Felicidades, {{customerName}}!</h2>
<p>Fecha: {{date}}</p>
<p>Tu prerregistro quedó listo. Acude a la tienda <strong>{{storeName}}</strong> para completar tu registro con tus huellas.</p>
{{#if mapLink}}<p><a href="{{mapLink}}">Ver la tienda en el mapa</a></p>{{/if}}
<p>Tu código de prerregistro: <strong>{{code}}</strong></p>
<p><img src="{{barcodeUrl}}" alt="{{code}}" /></p>
<p>El código de barras también va adjunto a este correo.</p>`,
);

/** Date, name, store, map link, code and barcode (spec 000 section 7). */
export function registrationMail(input: RegistrationMailInput): RenderedMail {
  return registration(`Tu código de prerregistro ${input.code.toLowerCase()}`, {
    customerName: input.customerName,
    date: dateFormat.format(new Date(input.nowMs)),
    storeName: input.storeName,
    mapLink: input.storePosition ? storeMapLink(input.storePosition) : null,
    code: input.code,
    barcodeUrl: input.barcodeUrl,
  });
}

const notices: Record<CustomerNotice, ReturnType<typeof mailTemplate<{ customerName: string; customerTypeName: string }>>> = {
  authorized: mailTemplate('<p>Hola {{customerName}}, tu registro fue autorizado. Ya puedes comprar en nuestras tiendas.</p>'),
  blacklisted: mailTemplate('<p>Hola {{customerName}}, tu registro no pudo ser aprobado. Si crees que es un error, acude a tu tienda.</p>'),
  typeChanged: mailTemplate('<p>Hola {{customerName}}, ahora eres {{customerTypeName}}.</p>'),
  enrolled: mailTemplate('<p>¡Felicidades {{customerName}}! Tus huellas quedaron registradas y tu registro está completo.</p>'),
};

/** A change of the customer's registration told by e-mail, with the SMS text of the same notice. */
export function customerNotice(
  kind: CustomerNotice,
  customer: { customerName: string },
  extra: { customerTypeName?: string } = {},
): RenderedMail & { sms: string } {
  const texts = customerNoticeTexts(kind, extra);
  return { ...notices[kind](texts.subject, { customerName: customer.customerName, customerTypeName: extra.customerTypeName ?? '' }), sms: texts.sms };
}

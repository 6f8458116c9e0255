import { STORE_TIME_ZONE } from '../common/time';

/**
 * Texts the customer receives (Spanish: the customers are in Mexico). Every value that comes from
 * a person is escaped before it goes into HTML.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);
}

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

/** The map link to the store coordinates (any map service reads these query parameters). */
export function storeMapLink(position: [number, number]): string {
  const [lat, lng] = position;
  return `https://www.openstreetmap.org/?mlat=${lat.toFixed(6)}&mlon=${lng.toFixed(6)}#map=17/${lat.toFixed(6)}/${lng.toFixed(6)}`;
}

export function registrationMail(input: RegistrationMailInput): { subject: string; html: string } {
  const name = escapeHtml(input.customerName);
  const store = escapeHtml(input.storeName);
  const map = input.storePosition ? `<p><a href="${escapeHtml(storeMapLink(input.storePosition))}">Ver la tienda en el mapa</a></p>` : '';
  return {
    subject: `Tu código de prerregistro ${input.code.toLowerCase()}`,
    html: [
      `<h2>¡Felicidades, ${name}!</h2>`,
      `<p>Fecha: ${escapeHtml(dateFormat.format(new Date(input.nowMs)))}</p>`,
      `<p>Tu prerregistro quedó listo. Acude a la tienda <strong>${store}</strong> para completar tu registro con tus huellas.</p>`,
      map,
      `<p>Tu código de prerregistro: <strong>${escapeHtml(input.code)}</strong></p>`,
      `<p><img src="${escapeHtml(input.barcodeUrl)}" alt="${escapeHtml(input.code)}" /></p>`,
      '<p>El código de barras también va adjunto a este correo.</p>',
    ].join('\n'),
  };
}

/** SMS legend plus the code in lower case (spec 000 section 7). */
export function registrationSms(code: string): string {
  return `Tu codigo de prerregistro es ${code.toLowerCase()}`;
}

export type CustomerNotice = 'authorized' | 'blacklisted' | 'typeChanged' | 'enrolled';

export function customerNotice(kind: CustomerNotice, customer: { customerName: string }, extra: { customerTypeName?: string } = {}): { subject: string; html: string; sms: string } {
  const name = escapeHtml(customer.customerName);
  switch (kind) {
    case 'authorized':
      return {
        subject: 'Tu registro fue autorizado',
        html: `<p>Hola ${name}, tu registro fue autorizado. Ya puedes comprar en nuestras tiendas.</p>`,
        sms: 'Tu registro fue autorizado. Ya puedes comprar en nuestras tiendas.',
      };
    case 'blacklisted':
      return {
        subject: 'Tu registro no fue aprobado',
        html: `<p>Hola ${name}, tu registro no pudo ser aprobado. Si crees que es un error, acude a tu tienda.</p>`,
        sms: 'Tu registro no pudo ser aprobado. Si crees que es un error, acude a tu tienda.',
      };
    case 'typeChanged':
      return {
        subject: 'Tu tipo de cliente cambió',
        html: `<p>Hola ${name}, ahora eres ${escapeHtml(extra.customerTypeName ?? '')}.</p>`,
        sms: `Ahora eres ${extra.customerTypeName ?? ''}.`,
      };
    case 'enrolled':
      return {
        subject: 'Registro completo',
        html: `<p>¡Felicidades ${name}! Tus huellas quedaron registradas y tu registro está completo.</p>`,
        sms: 'Felicidades, tus huellas quedaron registradas y tu registro esta completo.',
      };
  }
}

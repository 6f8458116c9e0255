/**
 * Texts the customer receives (Spanish: the customers are in Mexico): the SMS texts and the
 * subjects; the e-mails themselves are templates (integrations/mail/templates/customers.ts).
 */

/** The map link to the store coordinates (any map service reads these query parameters). */
export function storeMapLink(position: [number, number]): string {
  const [lat, lng] = position;
  return `https://www.openstreetmap.org/?mlat=${lat.toFixed(6)}&mlon=${lng.toFixed(6)}#map=17/${lat.toFixed(6)}/${lng.toFixed(6)}`;
}

/** SMS legend plus the code in lower case (spec 000 section 7). */
export function registrationSms(code: string): string {
  return `Tu codigo de prerregistro es ${code.toLowerCase()}`;
}

export type CustomerNotice = 'authorized' | 'blacklisted' | 'typeChanged' | 'enrolled';

export function customerNoticeTexts(kind: CustomerNotice, extra: { customerTypeName?: string } = {}): { subject: string; sms: string } {
  switch (kind) {
    case 'authorized':
      return { subject: 'Tu registro fue autorizado', sms: 'Tu registro fue autorizado. Ya puedes comprar en nuestras tiendas.' };
    case 'blacklisted':
      return { subject: 'Tu registro no fue aprobado', sms: 'Tu registro no pudo ser aprobado. Si crees que es un error, acude a tu tienda.' };
    case 'typeChanged':
      return { subject: 'Tu tipo de cliente cambió', sms: `Ahora eres ${extra.customerTypeName ?? ''}.` };
    case 'enrolled':
      return { subject: 'Registro completo', sms: 'Felicidades, tus huellas quedaron registradas y tu registro esta completo.' };
  }
}

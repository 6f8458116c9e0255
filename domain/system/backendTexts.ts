import { defaultLanguage, type Language } from '../i18n/language';
import { counted, type CountedNoun } from '../i18n/plural';
import { fillTemplate, type TemplateParams } from '../i18n/template';

/**
 * What the system status says of each backend (its mode and the last check), in both languages.
 * Backends describe themselves with a key and values; the API renders them in the caller's
 * language and the start banner in English.
 */
export const backendTexts = {
  'mode.mongodb': { es: 'MongoDB (MONGODB_URI)', en: 'MongoDB (MONGODB_URI)' },
  'mode.embeddedDb': { es: 'servidor integrado ({path}, puerto {port})', en: 'embedded ({path}, port {port})' },
  'mode.smtp': { es: 'SMTP {host}', en: 'SMTP {host}' },
  'mode.smtpSink': { es: 'receptor SMTP integrado ({address})', en: 'embedded SMTP sink ({address})' },
  'mode.temporal': { es: 'Temporal {address} (cola {queue})', en: 'Temporal {address} (queue {queue})' },
  'mode.embeddedWorkflows': { es: 'motor integrado (estado en la base de datos)', en: 'embedded runtime (state in the database)' },
  'mode.localDisk': { es: 'disco local ({path})', en: 'local disk ({path})' },
  'mode.s3': { es: 'bucket S3 {bucket}', en: 'S3 bucket {bucket}' },
  'mode.smsOutbox': { es: 'bandeja de salida', en: 'outbox only' },
  'mode.smsProvider': { es: 'bandeja de salida + {host}', en: 'outbox + {host}' },
  'mode.partnerSimulator': { es: 'simulador ({url})', en: 'simulator ({url})' },
  'mode.partner': { es: '{url}', en: '{url}' },
  'mode.erpSimulator': { es: 'agente sobre el simulador del ERP', en: 'agent on the ERP simulator' },
  'mode.erpSqlServer': { es: 'agente sobre SQL Server', en: 'agent on the SQL Server' },
  'mode.erpElsewhere': { es: 'el agente corre junto al ERP', en: 'agent runs elsewhere' },
  'detail.pingOk': { es: 'responde', en: 'ping ok' },
  'detail.notConnected': { es: 'sin conexión', en: 'not connected' },
  'detail.running': { es: '{count} en ejecución, {workers}', en: '{count} running, {workers}', counts: { workers: 'worker' } },
  'detail.noAnswer': { es: 'sin respuesta en {ms} ms', en: 'no answer within {ms} ms' },
  'detail.reachable': { es: 'accesible', en: 'reachable' },
  'detail.httpStatus': { es: 'responde HTTP {status}', en: 'answers HTTP {status}' },
  'detail.partnerAnswers': {
    es: 'el servicio del socio responde (rechaza un inicio de sesión vacío con HTTP {status})',
    en: 'the partner service answers (refuses an empty sign-in with HTTP {status})',
  },
  'detail.partnerNotThere': {
    es: 'la dirección responde HTTP {status}, pero no como el servicio del socio',
    en: 'the address answers HTTP {status}, but not as the partner service',
  },
  'detail.smsQueue': {
    es: '{sending} por enviar ({stuck} detenidos más de 10 min), {failed} fallidos en 24 h',
    en: '{sending} to send ({stuck} stuck over 10 min), {failed} failed in 24 h',
  },
  'detail.erpQueue': { es: '{waiting} solicitudes en espera ({stuck} de más de 2 min)', en: '{waiting} requests waiting ({stuck} over 2 min)' },
  'detail.failed': { es: 'falló: {reason}', en: 'failed: {reason}' },
} as const satisfies Record<string, Record<Language, string> & { counts?: Readonly<Record<string, CountedNoun>> }>;

export type BackendTextKey = keyof typeof backendTexts;

export interface BackendText {
  key: BackendTextKey;
  params?: TemplateParams;
}

export function backendText(key: BackendTextKey, params?: TemplateParams): BackendText {
  return { key, params };
}

export function renderBackendText(text: BackendText, language: Language = defaultLanguage): string {
  const entry: Record<Language, string> & { counts?: Readonly<Record<string, CountedNoun>> } = backendTexts[text.key];
  const params = { ...text.params };
  for (const [name, noun] of Object.entries(entry.counts ?? {})) {
    const count = Number(params[name]);
    if (name in params && Number.isFinite(count)) params[name] = counted(noun, count, language);
  }
  return fillTemplate(entry[language], params);
}

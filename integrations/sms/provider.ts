import { IntegrationError } from '../shared/errors';

/**
 * Where an SMS goes once it is in the outbox. The server builds the provider payload from the
 * normalised phone and the message it composed itself; nothing a client sends is forwarded.
 */
export interface SmsDelivery {
  phone: string;
  message: string;
  /** Lets the provider deduplicate too, when it supports it. */
  reference: string;
}

export interface SmsProviderAnswer {
  providerMessageId: string | null;
  response: string;
}

export interface SmsProvider {
  readonly name: 'outbox' | 'http';
  deliver(delivery: SmsDelivery): Promise<SmsProviderAnswer>;
}

/** The embedded default: the outbox record is the delivery; staff read it in the dashboard. */
export function createOutboxOnlySmsProvider(): SmsProvider {
  return {
    name: 'outbox',
    deliver: async () => ({ providerMessageId: null, response: 'stored in outbox' }),
  };
}

export interface HttpSmsProviderOptions {
  url: string;
  token?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * A provider reached by HTTP POST with a JSON body `{to, message, reference}` and a bearer token.
 * Any 2xx is a delivery; the answer's `id` (or `messageId`, `sid`) is kept as the provider id.
 */
export function createHttpSmsProvider(options: HttpSmsProviderOptions): SmsProvider {
  const url = new URL(options.url);
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  return {
    name: 'http',
    async deliver(delivery) {
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ to: delivery.phone, message: delivery.message, reference: delivery.reference }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new IntegrationError('SMS_PROVIDER_FAILED', { detail: error instanceof Error ? error.message : String(error) });
      }
      const text = (await response.text()).slice(0, 2000);
      if (!response.ok) throw new IntegrationError('SMS_PROVIDER_FAILED', { detail: `HTTP ${response.status} ${text.slice(0, 200)}` });
      let providerMessageId: string | null = null;
      try {
        const body = JSON.parse(text) as Record<string, unknown>;
        const id = body.id ?? body.messageId ?? body.sid;
        if (typeof id === 'string' || typeof id === 'number') providerMessageId = String(id);
      } catch {
        // A provider may answer with plain text; the text itself is kept as the response.
      }
      return { providerMessageId, response: text };
    },
  };
}

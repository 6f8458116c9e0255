import { z } from 'zod';
import { multiLineText, singleLineText } from '../common/text';

/**
 * Remote commands to the stores (spec 002, Remote command): a command is a named JSON text with an
 * `oper` and its `data`; sending it to a store creates a remote control, which the store's point of
 * sale takes, then reports received, executed or failed. Shared by the screen and the server.
 */

/** What the screen asks for after the action (spec 002 section 4, Command form); the original used fixed command ids. */
export const commandTargets = ['none', 'customer', 'kit'] as const;
export type CommandTarget = (typeof commandTargets)[number];

/** A remote control's status types, in the order they happen. */
export const remoteControlStatusTypes = ['send', 'received', 'executed', 'failed'] as const;
export type RemoteControlStatusType = (typeof remoteControlStatusTypes)[number];
/** What the history shows: a status type, or 'expired' for one left unanswered too long. */
export type RemoteControlState = RemoteControlStatusType | 'expired';

/** Default time a store has to answer a sent command before the history shows it expired. */
export const DEFAULT_REMOTE_COMMAND_EXPIRY_MS = 30 * 60_000;
/** List limits (spec 002 section 9). */
export const REMOTE_COMMAND_LIST_LIMIT = 300;
export const WAREHOUSE_KITS_LIMIT = 1000;

/** The command text is JSON with an `oper` (text) and `data` (spec 002 section 3, Remote command). */
export function parseCommandJson(text: string): { oper: string; data: unknown } | null {
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
    const { oper, data } = value as { oper?: unknown; data?: unknown };
    if (typeof oper !== 'string' || oper.trim() === '' || data === undefined) return null;
    return { oper, data };
  } catch {
    return null;
  }
}

export const commandNameSchema = singleLineText()
  .min(1, 'REMOTE_COMMAND_NAME_REQUIRED')
  .max(60)
  .regex(/^[\p{L}\p{N}_ .()-]+$/u, 'REMOTE_COMMAND_NAME_REQUIRED');

export const remoteCommandInputSchema = z.object({
  remoteCommandName: commandNameSchema,
  remoteCommandDescription: multiLineText().max(500).default(''),
  command: z
    .string()
    .max(10_000)
    .refine((text) => parseCommandJson(text) !== null, 'REMOTE_COMMAND_JSON_INVALID'),
  enable: z.boolean().default(true),
  target: z.enum(commandTargets).default('none'),
});
export type RemoteCommandInput = z.input<typeof remoteCommandInputSchema>;

/** Edit: the name is not editable (spec 002 section 5); id and _version go with it. */
export const remoteCommandUpdateSchema = remoteCommandInputSchema.omit({ remoteCommandName: true }).extend({
  id: z.string().min(1),
  _version: z.number().int().min(1),
});

export const sendCommandSchema = z.object({
  storeId: singleLineText().regex(/^[A-Z0-9_]{1,20}$/),
  commandName: commandNameSchema,
  customerId: singleLineText().max(40).optional(),
  kitId: singleLineText().max(40).optional(),
});
export type SendCommandInput = z.input<typeof sendCommandSchema>;

/**
 * The 'Enviar Comando' card's form (spec 002 section 4): company, store and action, then the store's
 * client or promo kit the action asks for (`target`, the chosen command's). Its output is what the
 * API's sendCommandSchema reads.
 */
export const sendCommandFormSchema = z
  .object({
    organizationId: z.string().min(1, 'REMOTE_COMMAND_COMPANY_REQUIRED'),
    storeId: z.string().min(1, 'REMOTE_COMMAND_STORE_REQUIRED').pipe(sendCommandSchema.shape.storeId),
    commandName: z.string().min(1, 'REMOTE_COMMAND_ACTION_REQUIRED').pipe(commandNameSchema),
    target: z.enum(commandTargets),
    customerId: z.string(),
    kitId: z.string(),
  })
  .superRefine((form, ctx) => {
    if (form.target === 'customer' && !form.customerId) ctx.addIssue({ code: 'custom', path: ['customerId'], message: 'REMOTE_COMMAND_CUSTOMER_REQUIRED' });
    if (form.target === 'kit' && !form.kitId) ctx.addIssue({ code: 'custom', path: ['kitId'], message: 'REMOTE_COMMAND_KIT_REQUIRED' });
  })
  .transform((form) => ({
    storeId: form.storeId,
    commandName: form.commandName,
    customerId: form.target === 'customer' ? form.customerId : null,
    kitId: form.target === 'kit' ? form.kitId : null,
  }));
export type SendCommandForm = z.input<typeof sendCommandFormSchema>;

/** A customer as the command form offers it. */
export interface OfferableCustomer {
  customerId: string | null;
  customerTypeId: string | null;
  blacklistAudit?: boolean;
}

/** Customers offered for commands exclude those with no customer type or id, and the blacklist entry (spec 002 section 5). */
export function isOfferedCustomer(customer: OfferableCustomer): boolean {
  if (!customer.customerId?.trim() || !customer.customerTypeId?.trim()) return false;
  return customer.customerId !== 'blacklist' && customer.blacklistAudit !== true;
}

/** Kits whose final date (epoch seconds) is before now are rejected (spec 002 section 5); 0 means open-ended. */
export function isKitExpired(kit: { marketFinalDate: number }, nowSeconds: number): boolean {
  return kit.marketFinalDate > 0 && kit.marketFinalDate < nowSeconds;
}

/** The kit's short name: its code after the underscore (spec 002 section 9), e.g. KIT_2X1CERV → 2X1CERV. */
export function kitSuffix(productKitId: string): string {
  const index = productKitId.indexOf('_');
  return index >= 0 ? productKitId.slice(index + 1) : productKitId;
}

export interface RemoteControlStatus {
  remoteControlStatusType: RemoteControlStatusType;
  /** Epoch seconds. */
  startDatetime: number;
  endDatetime?: number | null;
}

/**
 * What the history shows for a sent command: its last status, or 'expired' when the store has not
 * finished it (executed or failed) within the expiry time of its sending.
 */
export function remoteControlState(
  statuses: readonly RemoteControlStatus[],
  nowMs: number,
  expiryMs: number = DEFAULT_REMOTE_COMMAND_EXPIRY_MS,
): RemoteControlState {
  const last = statuses[statuses.length - 1];
  if (!last) return 'expired';
  if (last.remoteControlStatusType === 'executed' || last.remoteControlStatusType === 'failed') return last.remoteControlStatusType;
  const sent = statuses.find((status) => status.remoteControlStatusType === 'send') ?? statuses[0];
  return sent.startDatetime * 1000 + expiryMs < nowMs ? 'expired' : last.remoteControlStatusType;
}

/** Which reports a point of sale may make next: received after send, executed or failed after send or received. */
export function canReport(current: RemoteControlStatusType, next: Exclude<RemoteControlStatusType, 'send'>): boolean {
  if (current === 'executed' || current === 'failed') return false;
  if (next === 'received') return current === 'send';
  return true;
}

/** A remote control's params JSON as a short text: the customer or kit it carries (the history's column and its CSV). */
export function paramsText(params: string): string {
  try {
    const value = JSON.parse(params) as Record<string, string>;
    if (value.customerId) return `${value.customerId} ${value.customerName ?? ''}`.trim();
    if (value.productKitId) return `${value.productKitId} ${value.productKitName ?? ''}`.trim();
    return '';
  } catch {
    return params;
  }
}

import { defaultLanguage, type Language } from '../i18n/language';
import { entryMessage, type ErrorParams } from './message';
import { accessErrors } from './access';
import { auditsErrors } from './audits';
import { commissionsErrors } from './commissions';
import { commissionStatementsErrors } from './commissionStatements';
import { commonErrors } from './common';
import { customersErrors } from './customers';
import type { CatalogueEntry, ErrorKind } from './entry';
import { erpErrors } from './erp';
import { integrationsErrors } from './integrations';
import { menusErrors } from './menus';
import { workflowsErrors } from './workflows';
import { workplansErrors } from './workplans';
import { collaboratorsErrors } from './collaborators';
import { licensesErrors } from './licenses';
import { xadisErrors } from './xadis';
import { storesErrors } from './stores';
import { productsErrors } from './products';
import { headcountErrors } from './headcount';
import { purchasingErrors } from './purchasing';
import { pricingErrors } from './pricing';
import { remoteCommandsErrors } from './remoteCommands';
import { historyErrors } from './history';

export type { CatalogueEntry, ErrorKind } from './entry';

/**
 * Every error a user can see: a typed code, its kind (which the API maps to an HTTP status and a
 * GraphQL error code) and its text in Spanish and English. Each area keeps its codes in its own
 * file of this folder (domain/errors/<area>.ts); this index joins them, and everything else (the
 * resolvers, api/errors.ts, integrations/shared/errors.ts, the dashboard, the CLI) imports from
 * here only, so resolvers map codes and never build strings.
 */
export const errorAreas = {
  common: commonErrors,
  access: accessErrors,
  menus: menusErrors,
  customers: customersErrors,
  audits: auditsErrors,
  commissions: commissionsErrors,
  commissionStatements: commissionStatementsErrors,
  erp: erpErrors,
  workflows: workflowsErrors,
  integrations: integrationsErrors,
  workplans: workplansErrors,
  collaborators: collaboratorsErrors,
  licenses: licensesErrors,
  xadis: xadisErrors,
  stores: storesErrors,
  products: productsErrors,
  headcount: headcountErrors,
  purchasing: purchasingErrors,
  pricing: pricingErrors,
  remoteCommands: remoteCommandsErrors,
  history: historyErrors,
} as const;

export const errorCatalogue = {
  ...commonErrors,
  ...accessErrors,
  ...menusErrors,
  ...customersErrors,
  ...auditsErrors,
  ...commissionsErrors,
  ...commissionStatementsErrors,
  ...erpErrors,
  ...workflowsErrors,
  ...integrationsErrors,
  ...workplansErrors,
  ...collaboratorsErrors,
  ...licensesErrors,
  ...xadisErrors,
  ...storesErrors,
  ...productsErrors,
  ...headcountErrors,
  ...purchasingErrors,
  ...pricingErrors,
  ...remoteCommandsErrors,
  ...historyErrors,
} as const satisfies Record<string, CatalogueEntry>;

/** Codes are unique across areas: a second area reusing a code would silently replace the first's text. */
function repeatedCodes(): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const area of Object.values(errorAreas)) {
    for (const code of Object.keys(area)) {
      if (seen.has(code)) repeated.push(code);
      seen.add(code);
    }
  }
  return repeated;
}
const repeated = repeatedCodes();
if (repeated.length > 0) throw new Error(`Error codes defined in two areas: ${repeated.join(', ')}`);

export type ErrorCode = keyof typeof errorCatalogue;
export type { ErrorParams } from './message';

/** Fills a catalogue text for a language. */
export function errorMessage(code: ErrorCode, language: Language = defaultLanguage, params: ErrorParams = {}): string {
  return entryMessage(errorCatalogue[code], language, params);
}

/** An error whose code is in the catalogue: safe to show to the user in their language. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: ErrorParams;
  readonly details?: unknown;

  constructor(code: ErrorCode, params: ErrorParams = {}, details?: unknown) {
    super(errorMessage(code, 'en', params));
    this.name = 'AppError';
    this.code = code;
    this.params = params;
    this.details = details;
  }

  get kind(): ErrorKind {
    return errorCatalogue[this.code].kind;
  }

  messageIn(language: Language): string {
    return errorMessage(this.code, language, this.params);
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

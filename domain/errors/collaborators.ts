import type { CatalogueEntry } from './entry';

/** The cashier-to-store link, 'Relacion de cajeros con tienda' (spec 002 sections 2, 4, 5 and 8). */
export const collaboratorsErrors = {
  COLLABORATOR_USERNAME_REQUIRED: {
    kind: 'validation',
    es: 'Escribe el usuario del cajero.',
    en: "Enter the cashier's user name.",
  },
  COLLABORATOR_COMPANY_INVALID: {
    kind: 'validation',
    es: 'Elige la empresa: BAMA (01) o TCO (02).',
    en: 'Choose the company: BAMA (01) or TCO (02).',
  },
  COLLABORATOR_NOT_FOUND: {
    kind: 'notFound',
    es: 'No se encontró al colaborador {userName} en la empresa {company}.',
    en: 'No collaborator {userName} was found in company {company}.',
  },
  COLLABORATOR_INACTIVE: {
    kind: 'conflict',
    es: 'Parece que el registro de este colaborador no está activo actualmente.',
    en: "It looks like this collaborator's record is not active at the moment.",
  },
  COLLABORATOR_STORE_CODE_INVALID: {
    kind: 'validation',
    es: 'La clave de tienda solo admite letras, números y guion bajo (hasta 20).',
    en: 'The store code takes only letters, digits and underscore (up to 20).',
  },
  COLLABORATOR_STORE_NOT_FOUND: {
    kind: 'notFound',
    es: 'No existe una tienda activa {store} en la empresa {company}.',
    en: 'There is no active store {store} in company {company}.',
  },
  COLLABORATOR_STALE: {
    kind: 'conflict',
    es: 'El registro del colaborador cambió mientras tanto; consúltalo de nuevo.',
    en: "The collaborator's record changed meanwhile; look it up again.",
  },
} as const satisfies Record<string, CatalogueEntry>;

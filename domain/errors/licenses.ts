import type { CatalogueEntry } from './entry';

/** Point-of-sale licenses ('Licencia', spec 000 section 6; content not shown, see docs/storeOperations.md). */
export const licensesErrors = {
  LICENSE_NOT_FOUND: {
    kind: 'notFound',
    es: 'La licencia ya no existe.',
    en: 'The license no longer exists.',
  },
  LICENSE_STALE: {
    kind: 'conflict',
    es: 'Alguien más cambió esta licencia mientras tanto. Recarga la lista y vuelve a intentarlo.',
    en: 'Someone else changed this license meanwhile. Reload the list and try again.',
  },
  LICENSE_RENEWAL_MONTHS_INVALID: {
    kind: 'validation',
    es: 'La renovación es de 1 a 36 meses.',
    en: 'A renewal is 1 to 36 months.',
  },
  LICENSE_REVOKED: {
    kind: 'conflict',
    es: 'Una licencia revocada no se renueva: emite una nueva.',
    en: 'A revoked license is not renewed: issue a new one.',
  },
  LICENSE_NOTE_TOO_LONG: {
    kind: 'validation',
    es: 'La nota admite hasta 200 caracteres.',
    en: 'The note takes up to 200 characters.',
  },
  LICENSE_REASON_REQUIRED: {
    kind: 'validation',
    es: 'Escribe el motivo de la revocación.',
    en: 'Enter the reason for revoking.',
  },
} as const satisfies Record<string, CatalogueEntry>;

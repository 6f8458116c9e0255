import type { CatalogueEntry } from './entry';

/** Customer audits (spec 001). */
export const auditsErrors = {
  AUDIT_NOT_FOUND: {
    kind: 'notFound',
    es: 'No existe la auditoría {id}.',
    en: 'There is no audit {id}.',
  },
  AUDIT_ALREADY_RESOLVED: {
    kind: 'conflict',
    es: 'La auditoría ya fue resuelta ({decision}).',
    en: 'The audit has already been resolved ({decision}).',
  },
  AUDIT_ALREADY_OPEN: {
    kind: 'conflict',
    es: 'El cliente {name} ya tiene una auditoría abierta: resuélvela antes de abrir otra.',
    en: 'The customer {name} already has an open audit: resolve it before opening another.',
  },
} as const satisfies Record<string, CatalogueEntry>;

import type { Language } from '../i18n/language';

/** The server's success messages of the cashier tool ({complete: true, message}), es and en. */
export const cashierMessages = {
  found: {
    es: 'Colaborador encontrado: {name}.',
    en: 'Collaborator found: {name}.',
  },
  linked: {
    es: 'Se creó la relación de {name} con la tienda {store}.',
    en: '{name} is now linked to store {store}.',
  },
} as const;

export function cashierMessage(key: keyof typeof cashierMessages, language: Language, params: Record<string, string>): string {
  return cashierMessages[key][language].replace(/\{(\w+)\}/g, (_match, name: string) => params[name] ?? '');
}

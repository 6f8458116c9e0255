import 'i18next';
import { type resources } from './resources';

// Typed keys: a misspelt or missing translation key is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['es'];
  }
}

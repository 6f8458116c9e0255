export { formatDateTime, formatDuration, intlLocaleOf } from './dates';
export { formatJson } from './json';
export { catalogueLanguage, checkForm, type FormCheck } from './forms';
export { defaultLanguage, isLanguage, languages, toLanguage, type Language } from './languages';

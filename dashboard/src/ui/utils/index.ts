export { formatDateTime, formatDuration, intlLocaleOf } from './dates';
export { formatJson } from './json';
export { catalogueLanguage, checkForm, type FormCheck } from './forms';
export { defaultLanguage, isLanguage, languages, toLanguage, type Language } from './languages';
export { saveFile, saveText } from './download';
export { exportUrl, listSortOf, pagesOf, type ListSort, type SortDirection } from './tableQuery';
export { TableUserContext } from './tableUser';
export type { ColumnFilterKind } from './tableColumns';

export { useDocumentTitle } from './useDocumentTitle';
export { useErrorToast } from './useErrorToast';

/** No element marked as deleted (a stable set, so the editor's rows stay memoised). */
export const noneMissing: ReadonlySet<string> = new Set();

/** What the create screen hands to the steps screen (router state): the function's signature. */
export interface FunctionDraft {
  name: string;
  description: string;
  arguments: string[];
}

/** The breadcrumb back to the functions' list. */
export const functionsCrumb = (t: (key: 'editor.functions.listTitle') => string) => ({ text: t('editor.functions.listTitle'), to: 'funciones' });

/** No element marked as deleted (a stable set, so the editor's rows stay memoised). */
export const noneMissing: ReadonlySet<string> = new Set();

/** The ERP article keys of the returnable containers the empty-container report reads (the ERP's ENVR and CAJA families). */
export const EMPTY_CONTAINER_ARTICLE_KEYS = ['E0101', 'E0102', 'E0201', 'E0202'] as const;

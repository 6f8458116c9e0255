import { graphql } from '../../graphql/generated';

/** One record's history, newest first, a page at a time (the panel on each record's screen). */
export const recordHistoryQuery = graphql(`
  query RecordHistory($recordType: String!, $recordId: String!, $page: Int, $pageSize: Int) {
    recordHistory(recordType: $recordType, recordId: $recordId, page: $page, pageSize: $pageSize) {
      page
      pageSize
      total
      entries {
        ...ChangeHistoryEntryFields
      }
    }
  }
`);

/** The audit log: every entry the filter matches in the table's sort (newest first without one), a page at a time (history:read). */
export const changeHistoryQuery = graphql(`
  query ChangeHistory($filter: ChangeHistoryFilter, $page: Int, $pageSize: Int, $sort: ChangeHistorySort, $direction: SortDirection) {
    changeHistory(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
      page
      pageSize
      total
      entries {
        ...ChangeHistoryEntryFields
      }
    }
  }
`);

/** The areas the audit log's area filter offers. */
export const changeHistoryAreasQuery = graphql(`
  query ChangeHistoryAreas {
    changeHistoryAreas
  }
`);

import { graphql } from './generated';

export const changeHistoryQuery = graphql(`
  query CliChangeHistory($filter: ChangeHistoryFilter, $page: Int, $pageSize: Int) {
    changeHistory(filter: $filter, page: $page, pageSize: $pageSize) {
      page
      pageSize
      total
      entries {
        ...ChangeHistoryEntryFields
      }
    }
  }
`);

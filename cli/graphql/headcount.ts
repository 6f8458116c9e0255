import { StartHeadcountDocument } from './generated/graphql';
import { graphql } from './generated';

/** Shared with the dashboard: written once in fragments.graphql. */
export const startHeadcountCliMutation = StartHeadcountDocument;

export const headcountRunCliQuery = graphql(`
  query HeadcountRunCli($workflowId: ID!) {
    headcountRun(workflowId: $workflowId) {
      ...HeadcountRun
      stores {
        warehouseId
        warehouseName
        required
        assigned
        vacancies
        extras
        statusName
      }
    }
  }
`);

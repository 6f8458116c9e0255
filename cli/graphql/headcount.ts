import { graphql } from './generated';

export const startHeadcountCliMutation = graphql(`
  mutation StartHeadcountCli($calculationDate: String) {
    startHeadcount(calculationDate: $calculationDate) {
      workflowId
      status
    }
  }
`);

export const headcountRunCliQuery = graphql(`
  query HeadcountRunCli($workflowId: ID!) {
    headcountRun(workflowId: $workflowId) {
      workflowId
      status
      calculationDate
      total
      processed
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

import { graphql } from '../../graphql/generated';

export const priceListCompaniesQuery = graphql(`
  query PriceListCompanies {
    priceListCompanies {
      organizationId
      organizationName
      erpCompanyId
      exportedToday
      nextExportDay
    }
  }
`);

export const priceListQueryQuery = graphql(`
  query PriceListQuery($workflowId: ID!) {
    priceListQuery(workflowId: $workflowId) {
      workflowId
      status
      state
      rows
      rowCount
      error
    }
  }
`);

export const priceListExportsQuery = graphql(`
  query PriceListExports($companyId: Int) {
    priceListExports(companyId: $companyId) {
      ...PriceListExport
      downloadUrl
      exportedBy
      exportedAt
    }
  }
`);

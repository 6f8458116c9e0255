import { graphql } from '../../graphql/generated';

export const CashierInfoFields = graphql(`
  fragment CashierInfoResult on CashierInfo {
    complete
    message
    attendant {
      attendantId
      userName
      fullName
      active
      positionName
      organizationId
    }
    warehouse {
      warehouseId
      warehouseName
    }
    links {
      warehouseId
      previousWarehouseId
      linkedBy
      linkedAt
    }
  }
`);

export const cashierInfoQuery = graphql(`
  query CashierInfo($userName: String!, $company: String!) {
    cashierInfo(userName: $userName, company: $company) {
      ...CashierInfoResult
    }
  }
`);

export const linkCashierToStoreMutation = graphql(`
  mutation LinkCashierToStore($input: CashierLinkInput!) {
    linkCashierToStore(input: $input) {
      ...CashierInfoResult
    }
  }
`);

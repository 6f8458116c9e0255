import { graphql } from '../../graphql/generated';

export const remoteCommandsQuery = graphql(`
  query RemoteCommands {
    remoteCommands {
      id
      remoteCommandName
      remoteCommandDescription
      command
      enable
      target
      _version
    }
  }
`);

export const remoteCommandCompaniesQuery = graphql(`
  query RemoteCommandCompanies {
    remoteCommandCompanies {
      organizationId
      organizationName
      stores {
        warehouseId
        warehouseName
        timeZone
      }
    }
  }
`);

export const remoteCommandCustomersQuery = graphql(`
  query RemoteCommandCustomers($storeId: String!, $after: String, $limit: Int) {
    remoteCommandCustomers(storeId: $storeId, after: $after, limit: $limit) {
      items {
        id
        customerId
        customerName
        customerTypeId
      }
      nextToken
    }
  }
`);

export const remoteCommandKitsQuery = graphql(`
  query RemoteCommandKits($storeId: String!) {
    remoteCommandKits(storeId: $storeId) {
      productKitId
      productKitName
      shortName
      currentSellPrice
      marketFinalDate
      limitPerSale
      expired
    }
  }
`);

export const remoteCommandHistoryPageQuery = graphql(`
  query RemoteCommandHistoryPage(
    $storeId: String
    $state: String
    $commandName: String
    $page: Int
    $pageSize: Int
    $sort: RemoteControlSort
    $direction: SortDirection
  ) {
    remoteCommandHistoryPage(
      storeId: $storeId
      state: $state
      commandName: $commandName
      page: $page
      pageSize: $pageSize
      sort: $sort
      direction: $direction
    ) {
      rows {
        ...RemoteControl
        takenBy
      }
      total
    }
  }
`);

import { graphql } from './generated';

export const sendCommandMutation = graphql(`
  mutation CliSendRemoteCommand($storeId: String!, $commandName: String!, $customerId: String, $kitId: String) {
    sendRemoteCommand(storeId: $storeId, commandName: $commandName, customerId: $customerId, kitId: $kitId) {
      id
      remoteCommandName
      warehouseId
      params
      state
      sentAt
    }
  }
`);

export const commandHistoryQuery = graphql(`
  query CliRemoteCommandHistory($storeId: String, $limit: Int) {
    remoteCommandHistory(storeId: $storeId, limit: $limit) {
      ...RemoteControl
    }
  }
`);

export const issueStoreTokenMutation = graphql(`
  mutation CliIssueStoreToken($storeId: String!, $label: String) {
    issueStoreToken(storeId: $storeId, label: $label) {
      warehouseId
      token
    }
  }
`);

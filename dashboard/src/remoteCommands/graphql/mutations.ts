import { graphql } from '../../graphql/generated';

export const createRemoteCommandMutation = graphql(`
  mutation CreateRemoteCommand($input: RemoteCommandInput!) {
    createRemoteCommand(input: $input) {
      id
      remoteCommandName
      _version
    }
  }
`);

export const updateRemoteCommandMutation = graphql(`
  mutation UpdateRemoteCommand($input: RemoteCommandUpdateInput!) {
    updateRemoteCommand(input: $input) {
      id
      remoteCommandName
      _version
    }
  }
`);

export const sendRemoteCommandMutation = graphql(`
  mutation SendRemoteCommand($storeId: String!, $commandName: String!, $customerId: String, $kitId: String) {
    sendRemoteCommand(storeId: $storeId, commandName: $commandName, customerId: $customerId, kitId: $kitId) {
      id
      state
    }
  }
`);

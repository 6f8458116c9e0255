import { graphql } from './generated';

export const cliStartXadisTransmission = graphql(`
  mutation CliStartXadisTransmission($from: String, $to: String) {
    startXadisTransmission(from: $from, to: $to) {
      id
    }
  }
`);

export const cliXadisTransmission = graphql(`
  query CliXadisTransmission($id: ID!) {
    xadisTransmission(id: $id) {
      ...XadisTransmission
    }
  }
`);

export const cliEmptyContainerScreen = graphql(`
  query CliEmptyContainerScreen {
    emptyContainerScreen {
      day
      state
      erpTotal
      readError
      report {
        boxTotal
        closed
        shippingDate
      }
    }
  }
`);

export const cliEmptyContainerDay = graphql(`
  query CliEmptyContainerDay($day: String!) {
    emptyContainerDay(day: $day) {
      day
      state
      erpTotal
      boxTotal
      difference
      status
      shippingDate
      emptyContainers {
        sku
        quantity
      }
    }
  }
`);

import { graphql } from '../../graphql/generated';

export const customerActivityQuery = graphql(`
  query CustomerActivity($from: String!, $to: String!) {
    customerActivity(from: $from, to: $to) {
      day
      registrations
      audits
      authorized
      blacklisted
      open
    }
  }
`);

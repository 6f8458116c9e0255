import { graphql } from '../../graphql/generated';

/** Landing subscription to promotions (spec 000 section 7, "Landing"). */
export const createEmailSuscriptionMutation = graphql(`
  mutation CreateEmailSuscription($input: CreateEmailSuscriptionInput!) {
    createEmailSuscription(input: $input) {
      email
      active
      origin
    }
  }
`);

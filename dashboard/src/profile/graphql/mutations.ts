import { graphql } from '../../graphql/generated';

/** Saves only the fields that changed; the answer is the profile shown. */
export const updateProfileMutation = graphql(`
  mutation UpdateProfile($attendantId: ID!, $input: ProfileUpdateInput!) {
    updateProfile(attendantId: $attendantId, input: $input) {
      ...Profile
    }
  }
`);

export const setUpTotpMutation = graphql(`
  mutation SetUpTotp {
    setUpTotp {
      ...TotpSetup
    }
  }
`);

export const verifyTotpSetupMutation = graphql(`
  mutation VerifyTotpSetup($code: String!) {
    verifyTotpSetup(code: $code)
  }
`);

export const disableTotpMutation = graphql(`
  mutation DisableTotp($code: String!) {
    disableTotp(code: $code)
  }
`);

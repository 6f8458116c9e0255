import { profileFields } from './queries';

export const updateProfileMutation = /* GraphQL */ `
  mutation UpdateProfile($attendantId: ID!, $input: ProfileUpdateInput!) {
    updateProfile(attendantId: $attendantId, input: $input) {
      ${profileFields}
    }
  }
`;

export const setUpTotpMutation = /* GraphQL */ `
  mutation SetUpTotp {
    setUpTotp {
      secret
      otpauthUri
      qrCodeDataUrl
    }
  }
`;

export const verifyTotpSetupMutation = /* GraphQL */ `
  mutation VerifyTotpSetup($code: String!) {
    verifyTotpSetup(code: $code)
  }
`;

export const disableTotpMutation = /* GraphQL */ `
  mutation DisableTotp($code: String!) {
    disableTotp(code: $code)
  }
`;

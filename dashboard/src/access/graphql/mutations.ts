const userFields = /* GraphQL */ `
  user {
    id
    kind
    userName
    fullName
    positionId
    permissions
  }
`;

const answerFields = /* GraphQL */ `
  status
  ${userFields}
  challenge {
    name
    userName
    session
    phoneRequired
    totpSetup {
      secret
      otpauthUri
      qrCodeDataUrl
    }
  }
  attempts {
    attemptsUsed
    attemptsRemaining
    maxAttempts
    resetOffered
    locked
    lockedUntil
  }
`;

/** Opens a session, or answers with a challenge (new password, authenticator code). */
export const signInMutation = /* GraphQL */ `
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      ${answerFields}
    }
  }
`;

/** Answers the authenticator challenge of a sign-in. */
export const answerMfaChallengeMutation = /* GraphQL */ `
  mutation AnswerMfaChallenge($input: MfaChallengeInput!) {
    answerMfaChallenge(input: $input) {
      ${answerFields}
    }
  }
`;

/** Answers the MFA-setup challenge with the new authenticator's first code, then signs in. */
export const answerMfaSetupChallengeMutation = /* GraphQL */ `
  mutation AnswerMfaSetupChallenge($input: MfaChallengeInput!) {
    answerMfaSetupChallenge(input: $input) {
      ${answerFields}
    }
  }
`;

/** Replaces the temporary password an administrator gave, then signs in. */
export const completeNewPasswordMutation = /* GraphQL */ `
  mutation CompleteNewPassword($input: CompleteNewPasswordInput!) {
    completeNewPassword(input: $input) {
      ${answerFields}
    }
  }
`;

export const signUpMutation = /* GraphQL */ `
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      destination
      deliveryMedium
    }
  }
`;

export const confirmSignUpMutation = /* GraphQL */ `
  mutation ConfirmSignUp($input: ConfirmSignUpInput!) {
    confirmSignUp(input: $input)
  }
`;

export const resendSignUpCodeMutation = /* GraphQL */ `
  mutation ResendSignUpCode($userName: String!) {
    resendSignUpCode(userName: $userName) {
      destination
      deliveryMedium
    }
  }
`;

export const forgotPasswordMutation = /* GraphQL */ `
  mutation ForgotPassword($userName: String!) {
    forgotPassword(userName: $userName) {
      destination
      deliveryMedium
    }
  }
`;

export const forgotPasswordSubmitMutation = /* GraphQL */ `
  mutation ForgotPasswordSubmit($input: ForgotPasswordSubmitInput!) {
    forgotPasswordSubmit(input: $input)
  }
`;

/** Closes the session everywhere (spec 000 section 6: sign-out is global). */
export const signOutMutation = /* GraphQL */ `
  mutation SignOut {
    signOut
  }
`;

import { graphql } from '../../graphql/generated';

/** Failed sign-in attempts of the account, as the server counts them (max 3, reset offered at 2). */
export const SignInAttemptsFields = graphql(`
  fragment SignInAttempts on SignInAttempts {
    attemptsUsed
    attemptsRemaining
    maxAttempts
    resetOffered
    locked
    lockedUntil
  }
`);

/** An authenticator to add to the app: its secret, its otpauth URI and that URI as a QR code. */
export const TotpSetupFields = graphql(`
  fragment TotpSetup on TotpSetup {
    secret
    otpauthUri
    qrCodeDataUrl
  }
`);

/** A challenge before the session; totpSetup (MFA_SETUP only) is the authenticator to add to the app. */
export const SignInChallengeFields = graphql(`
  fragment SignInChallenge on SignInChallenge {
    name
    userName
    session
    phoneRequired
    totpSetup {
      ...TotpSetup
    }
  }
`);

/** The answer of signIn, answerMfaChallenge, answerMfaSetupChallenge and completeNewPassword. */
export const SignInAnswerFields = graphql(`
  fragment SignInAnswer on SignInResult {
    status
    user {
      ...SignedInUser
    }
    challenge {
      ...SignInChallenge
    }
    attempts {
      ...SignInAttempts
    }
  }
`);

/** Where an SMS code went. */
export const CodeDeliveryFields = graphql(`
  fragment CodeDelivery on CodeDelivery {
    destination
    deliveryMedium
  }
`);

/** Opens a session, or answers with a challenge (new password, authenticator code). */
export const signInMutation = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      ...SignInAnswer
    }
  }
`);

/** Answers the authenticator challenge of a sign-in. */
export const answerMfaChallengeMutation = graphql(`
  mutation AnswerMfaChallenge($input: MfaChallengeInput!) {
    answerMfaChallenge(input: $input) {
      ...SignInAnswer
    }
  }
`);

/** Answers the MFA-setup challenge with the new authenticator's first code, then signs in. */
export const answerMfaSetupChallengeMutation = graphql(`
  mutation AnswerMfaSetupChallenge($input: MfaChallengeInput!) {
    answerMfaSetupChallenge(input: $input) {
      ...SignInAnswer
    }
  }
`);

/** Replaces the temporary password an administrator gave, then signs in. */
export const completeNewPasswordMutation = graphql(`
  mutation CompleteNewPassword($input: CompleteNewPasswordInput!) {
    completeNewPassword(input: $input) {
      ...SignInAnswer
    }
  }
`);

export const signUpMutation = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      ...CodeDelivery
    }
  }
`);

export const confirmSignUpMutation = graphql(`
  mutation ConfirmSignUp($input: ConfirmSignUpInput!) {
    confirmSignUp(input: $input)
  }
`);

export const resendSignUpCodeMutation = graphql(`
  mutation ResendSignUpCode($userName: String!) {
    resendSignUpCode(userName: $userName) {
      ...CodeDelivery
    }
  }
`);

export const forgotPasswordMutation = graphql(`
  mutation ForgotPassword($userName: String!) {
    forgotPassword(userName: $userName) {
      ...CodeDelivery
    }
  }
`);

export const forgotPasswordSubmitMutation = graphql(`
  mutation ForgotPasswordSubmit($input: ForgotPasswordSubmitInput!) {
    forgotPasswordSubmit(input: $input)
  }
`);

/** Closes the session everywhere (spec 000 section 6: sign-out is global). */
export const signOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);

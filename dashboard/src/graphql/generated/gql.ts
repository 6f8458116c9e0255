/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment SignInAttempts on SignInAttempts {\n    attemptsUsed\n    attemptsRemaining\n    maxAttempts\n    resetOffered\n    locked\n    lockedUntil\n  }\n": typeof types.SignInAttemptsFragmentDoc,
    "\n  fragment SignInChallenge on SignInChallenge {\n    name\n    userName\n    session\n    phoneRequired\n    totpSetup {\n      secret\n      otpauthUri\n      qrCodeDataUrl\n    }\n  }\n": typeof types.SignInChallengeFragmentDoc,
    "\n  fragment SignInAnswer on SignInResult {\n    status\n    user {\n      ...SignedInUser\n    }\n    challenge {\n      ...SignInChallenge\n    }\n    attempts {\n      ...SignInAttempts\n    }\n  }\n": typeof types.SignInAnswerFragmentDoc,
    "\n  fragment CodeDelivery on CodeDelivery {\n    destination\n    deliveryMedium\n  }\n": typeof types.CodeDeliveryFragmentDoc,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...SignInAnswer\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation AnswerMfaChallenge($input: MfaChallengeInput!) {\n    answerMfaChallenge(input: $input) {\n      ...SignInAnswer\n    }\n  }\n": typeof types.AnswerMfaChallengeDocument,
    "\n  mutation AnswerMfaSetupChallenge($input: MfaChallengeInput!) {\n    answerMfaSetupChallenge(input: $input) {\n      ...SignInAnswer\n    }\n  }\n": typeof types.AnswerMfaSetupChallengeDocument,
    "\n  mutation CompleteNewPassword($input: CompleteNewPasswordInput!) {\n    completeNewPassword(input: $input) {\n      ...SignInAnswer\n    }\n  }\n": typeof types.CompleteNewPasswordDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...CodeDelivery\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation ConfirmSignUp($input: ConfirmSignUpInput!) {\n    confirmSignUp(input: $input)\n  }\n": typeof types.ConfirmSignUpDocument,
    "\n  mutation ResendSignUpCode($userName: String!) {\n    resendSignUpCode(userName: $userName) {\n      ...CodeDelivery\n    }\n  }\n": typeof types.ResendSignUpCodeDocument,
    "\n  mutation ForgotPassword($userName: String!) {\n    forgotPassword(userName: $userName) {\n      ...CodeDelivery\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ForgotPasswordSubmit($input: ForgotPasswordSubmitInput!) {\n    forgotPasswordSubmit(input: $input)\n  }\n": typeof types.ForgotPasswordSubmitDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  fragment SignedInUser on Principal {\n    id\n    kind\n    userName\n    fullName\n    positionId\n    permissions\n  }\n": typeof types.SignedInUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SignedInUser\n    }\n  }\n": typeof types.MeDocument,
};
const documents: Documents = {
    "\n  fragment SignInAttempts on SignInAttempts {\n    attemptsUsed\n    attemptsRemaining\n    maxAttempts\n    resetOffered\n    locked\n    lockedUntil\n  }\n": types.SignInAttemptsFragmentDoc,
    "\n  fragment SignInChallenge on SignInChallenge {\n    name\n    userName\n    session\n    phoneRequired\n    totpSetup {\n      secret\n      otpauthUri\n      qrCodeDataUrl\n    }\n  }\n": types.SignInChallengeFragmentDoc,
    "\n  fragment SignInAnswer on SignInResult {\n    status\n    user {\n      ...SignedInUser\n    }\n    challenge {\n      ...SignInChallenge\n    }\n    attempts {\n      ...SignInAttempts\n    }\n  }\n": types.SignInAnswerFragmentDoc,
    "\n  fragment CodeDelivery on CodeDelivery {\n    destination\n    deliveryMedium\n  }\n": types.CodeDeliveryFragmentDoc,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...SignInAnswer\n    }\n  }\n": types.SignInDocument,
    "\n  mutation AnswerMfaChallenge($input: MfaChallengeInput!) {\n    answerMfaChallenge(input: $input) {\n      ...SignInAnswer\n    }\n  }\n": types.AnswerMfaChallengeDocument,
    "\n  mutation AnswerMfaSetupChallenge($input: MfaChallengeInput!) {\n    answerMfaSetupChallenge(input: $input) {\n      ...SignInAnswer\n    }\n  }\n": types.AnswerMfaSetupChallengeDocument,
    "\n  mutation CompleteNewPassword($input: CompleteNewPasswordInput!) {\n    completeNewPassword(input: $input) {\n      ...SignInAnswer\n    }\n  }\n": types.CompleteNewPasswordDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...CodeDelivery\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation ConfirmSignUp($input: ConfirmSignUpInput!) {\n    confirmSignUp(input: $input)\n  }\n": types.ConfirmSignUpDocument,
    "\n  mutation ResendSignUpCode($userName: String!) {\n    resendSignUpCode(userName: $userName) {\n      ...CodeDelivery\n    }\n  }\n": types.ResendSignUpCodeDocument,
    "\n  mutation ForgotPassword($userName: String!) {\n    forgotPassword(userName: $userName) {\n      ...CodeDelivery\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ForgotPasswordSubmit($input: ForgotPasswordSubmitInput!) {\n    forgotPasswordSubmit(input: $input)\n  }\n": types.ForgotPasswordSubmitDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  fragment SignedInUser on Principal {\n    id\n    kind\n    userName\n    fullName\n    positionId\n    permissions\n  }\n": types.SignedInUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SignedInUser\n    }\n  }\n": types.MeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignInAttempts on SignInAttempts {\n    attemptsUsed\n    attemptsRemaining\n    maxAttempts\n    resetOffered\n    locked\n    lockedUntil\n  }\n"): typeof import('./graphql').SignInAttemptsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignInChallenge on SignInChallenge {\n    name\n    userName\n    session\n    phoneRequired\n    totpSetup {\n      secret\n      otpauthUri\n      qrCodeDataUrl\n    }\n  }\n"): typeof import('./graphql').SignInChallengeFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignInAnswer on SignInResult {\n    status\n    user {\n      ...SignedInUser\n    }\n    challenge {\n      ...SignInChallenge\n    }\n    attempts {\n      ...SignInAttempts\n    }\n  }\n"): typeof import('./graphql').SignInAnswerFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CodeDelivery on CodeDelivery {\n    destination\n    deliveryMedium\n  }\n"): typeof import('./graphql').CodeDeliveryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...SignInAnswer\n    }\n  }\n"): typeof import('./graphql').SignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerMfaChallenge($input: MfaChallengeInput!) {\n    answerMfaChallenge(input: $input) {\n      ...SignInAnswer\n    }\n  }\n"): typeof import('./graphql').AnswerMfaChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerMfaSetupChallenge($input: MfaChallengeInput!) {\n    answerMfaSetupChallenge(input: $input) {\n      ...SignInAnswer\n    }\n  }\n"): typeof import('./graphql').AnswerMfaSetupChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteNewPassword($input: CompleteNewPasswordInput!) {\n    completeNewPassword(input: $input) {\n      ...SignInAnswer\n    }\n  }\n"): typeof import('./graphql').CompleteNewPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...CodeDelivery\n    }\n  }\n"): typeof import('./graphql').SignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmSignUp($input: ConfirmSignUpInput!) {\n    confirmSignUp(input: $input)\n  }\n"): typeof import('./graphql').ConfirmSignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendSignUpCode($userName: String!) {\n    resendSignUpCode(userName: $userName) {\n      ...CodeDelivery\n    }\n  }\n"): typeof import('./graphql').ResendSignUpCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($userName: String!) {\n    forgotPassword(userName: $userName) {\n      ...CodeDelivery\n    }\n  }\n"): typeof import('./graphql').ForgotPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPasswordSubmit($input: ForgotPasswordSubmitInput!) {\n    forgotPasswordSubmit(input: $input)\n  }\n"): typeof import('./graphql').ForgotPasswordSubmitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): typeof import('./graphql').SignOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignedInUser on Principal {\n    id\n    kind\n    userName\n    fullName\n    positionId\n    permissions\n  }\n"): typeof import('./graphql').SignedInUserFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SignedInUser\n    }\n  }\n"): typeof import('./graphql').MeDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ChallengeName =
  /** The position requires an authenticator and the account has none: set it up, then answerMfaSetupChallenge. */
  | 'MFA_SETUP'
  | 'NEW_PASSWORD_REQUIRED'
  | 'SOFTWARE_TOKEN_MFA';

export type CompleteNewPasswordInput = {
  /** The password just used to sign in (the temporary one). */
  currentPassword: string;
  newPassword: string;
  /** Only when challenge.phoneRequired: 10 digits, sent as +521XXXXXXXXXX. */
  phone?: string | null | undefined;
  userName: string;
};

export type ConfirmSignUpInput = {
  code: string;
  userName: string;
};

export type ForgotPasswordSubmitInput = {
  code: string;
  newPassword: string;
  userName: string;
};

export type MfaChallengeInput = {
  /** The 6 digits of the authenticator app. */
  code: string;
  /** The challenge.session of the sign-in answer. */
  session: string;
  userName: string;
};

export type SignInInput = {
  password: string;
  userName: string;
};

export type SignInStatus =
  | 'CHALLENGE'
  | 'SIGNED_IN';

export type SignUpInput = {
  password: string;
  phone: string;
  userName: string;
};

export type SignInAttemptsFragment = { attemptsUsed: number, attemptsRemaining: number, maxAttempts: number, resetOffered: boolean, locked: boolean, lockedUntil: string | null };

export type SignInChallengeFragment = { name: ChallengeName, userName: string, session: string | null, phoneRequired: boolean, totpSetup: { secret: string, otpauthUri: string, qrCodeDataUrl: string } | null };

export type SignInAnswerFragment = { status: SignInStatus, user: { id: string, kind: string, userName: string, fullName: string, positionId: string | null, permissions: Array<string> } | null, challenge: { name: ChallengeName, userName: string, session: string | null, phoneRequired: boolean, totpSetup: { secret: string, otpauthUri: string, qrCodeDataUrl: string } | null } | null, attempts: { attemptsUsed: number, attemptsRemaining: number, maxAttempts: number, resetOffered: boolean, locked: boolean, lockedUntil: string | null } };

export type CodeDeliveryFragment = { destination: string, deliveryMedium: string };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn: { status: SignInStatus, user: { id: string, kind: string, userName: string, fullName: string, positionId: string | null, permissions: Array<string> } | null, challenge: { name: ChallengeName, userName: string, session: string | null, phoneRequired: boolean, totpSetup: { secret: string, otpauthUri: string, qrCodeDataUrl: string } | null } | null, attempts: { attemptsUsed: number, attemptsRemaining: number, maxAttempts: number, resetOffered: boolean, locked: boolean, lockedUntil: string | null } } };

export type AnswerMfaChallengeMutationVariables = Exact<{
  input: MfaChallengeInput;
}>;


export type AnswerMfaChallengeMutation = { answerMfaChallenge: { status: SignInStatus, user: { id: string, kind: string, userName: string, fullName: string, positionId: string | null, permissions: Array<string> } | null, challenge: { name: ChallengeName, userName: string, session: string | null, phoneRequired: boolean, totpSetup: { secret: string, otpauthUri: string, qrCodeDataUrl: string } | null } | null, attempts: { attemptsUsed: number, attemptsRemaining: number, maxAttempts: number, resetOffered: boolean, locked: boolean, lockedUntil: string | null } } };

export type AnswerMfaSetupChallengeMutationVariables = Exact<{
  input: MfaChallengeInput;
}>;


export type AnswerMfaSetupChallengeMutation = { answerMfaSetupChallenge: { status: SignInStatus, user: { id: string, kind: string, userName: string, fullName: string, positionId: string | null, permissions: Array<string> } | null, challenge: { name: ChallengeName, userName: string, session: string | null, phoneRequired: boolean, totpSetup: { secret: string, otpauthUri: string, qrCodeDataUrl: string } | null } | null, attempts: { attemptsUsed: number, attemptsRemaining: number, maxAttempts: number, resetOffered: boolean, locked: boolean, lockedUntil: string | null } } };

export type CompleteNewPasswordMutationVariables = Exact<{
  input: CompleteNewPasswordInput;
}>;


export type CompleteNewPasswordMutation = { completeNewPassword: { status: SignInStatus, user: { id: string, kind: string, userName: string, fullName: string, positionId: string | null, permissions: Array<string> } | null, challenge: { name: ChallengeName, userName: string, session: string | null, phoneRequired: boolean, totpSetup: { secret: string, otpauthUri: string, qrCodeDataUrl: string } | null } | null, attempts: { attemptsUsed: number, attemptsRemaining: number, maxAttempts: number, resetOffered: boolean, locked: boolean, lockedUntil: string | null } } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { destination: string, deliveryMedium: string } };

export type ConfirmSignUpMutationVariables = Exact<{
  input: ConfirmSignUpInput;
}>;


export type ConfirmSignUpMutation = { confirmSignUp: boolean };

export type ResendSignUpCodeMutationVariables = Exact<{
  userName: string;
}>;


export type ResendSignUpCodeMutation = { resendSignUpCode: { destination: string, deliveryMedium: string } };

export type ForgotPasswordMutationVariables = Exact<{
  userName: string;
}>;


export type ForgotPasswordMutation = { forgotPassword: { destination: string, deliveryMedium: string } };

export type ForgotPasswordSubmitMutationVariables = Exact<{
  input: ForgotPasswordSubmitInput;
}>;


export type ForgotPasswordSubmitMutation = { forgotPasswordSubmit: boolean };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type SignedInUserFragment = { id: string, kind: string, userName: string, fullName: string, positionId: string | null, permissions: Array<string> };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, kind: string, userName: string, fullName: string, positionId: string | null, permissions: Array<string> } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const SignedInUserFragmentDoc = new TypedDocumentString(`
    fragment SignedInUser on Principal {
  id
  kind
  userName
  fullName
  positionId
  permissions
}
    `, {"fragmentName":"SignedInUser"}) as unknown as TypedDocumentString<SignedInUserFragment, unknown>;
export const SignInChallengeFragmentDoc = new TypedDocumentString(`
    fragment SignInChallenge on SignInChallenge {
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
    `, {"fragmentName":"SignInChallenge"}) as unknown as TypedDocumentString<SignInChallengeFragment, unknown>;
export const SignInAttemptsFragmentDoc = new TypedDocumentString(`
    fragment SignInAttempts on SignInAttempts {
  attemptsUsed
  attemptsRemaining
  maxAttempts
  resetOffered
  locked
  lockedUntil
}
    `, {"fragmentName":"SignInAttempts"}) as unknown as TypedDocumentString<SignInAttemptsFragment, unknown>;
export const SignInAnswerFragmentDoc = new TypedDocumentString(`
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
    fragment SignInAttempts on SignInAttempts {
  attemptsUsed
  attemptsRemaining
  maxAttempts
  resetOffered
  locked
  lockedUntil
}
fragment SignInChallenge on SignInChallenge {
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
fragment SignedInUser on Principal {
  id
  kind
  userName
  fullName
  positionId
  permissions
}`, {"fragmentName":"SignInAnswer"}) as unknown as TypedDocumentString<SignInAnswerFragment, unknown>;
export const CodeDeliveryFragmentDoc = new TypedDocumentString(`
    fragment CodeDelivery on CodeDelivery {
  destination
  deliveryMedium
}
    `, {"fragmentName":"CodeDelivery"}) as unknown as TypedDocumentString<CodeDeliveryFragment, unknown>;
export const SignInDocument = new TypedDocumentString(`
    mutation SignIn($input: SignInInput!) {
  signIn(input: $input) {
    ...SignInAnswer
  }
}
    fragment SignInAttempts on SignInAttempts {
  attemptsUsed
  attemptsRemaining
  maxAttempts
  resetOffered
  locked
  lockedUntil
}
fragment SignInChallenge on SignInChallenge {
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
fragment SignedInUser on Principal {
  id
  kind
  userName
  fullName
  positionId
  permissions
}`) as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const AnswerMfaChallengeDocument = new TypedDocumentString(`
    mutation AnswerMfaChallenge($input: MfaChallengeInput!) {
  answerMfaChallenge(input: $input) {
    ...SignInAnswer
  }
}
    fragment SignInAttempts on SignInAttempts {
  attemptsUsed
  attemptsRemaining
  maxAttempts
  resetOffered
  locked
  lockedUntil
}
fragment SignInChallenge on SignInChallenge {
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
fragment SignedInUser on Principal {
  id
  kind
  userName
  fullName
  positionId
  permissions
}`) as unknown as TypedDocumentString<AnswerMfaChallengeMutation, AnswerMfaChallengeMutationVariables>;
export const AnswerMfaSetupChallengeDocument = new TypedDocumentString(`
    mutation AnswerMfaSetupChallenge($input: MfaChallengeInput!) {
  answerMfaSetupChallenge(input: $input) {
    ...SignInAnswer
  }
}
    fragment SignInAttempts on SignInAttempts {
  attemptsUsed
  attemptsRemaining
  maxAttempts
  resetOffered
  locked
  lockedUntil
}
fragment SignInChallenge on SignInChallenge {
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
fragment SignedInUser on Principal {
  id
  kind
  userName
  fullName
  positionId
  permissions
}`) as unknown as TypedDocumentString<AnswerMfaSetupChallengeMutation, AnswerMfaSetupChallengeMutationVariables>;
export const CompleteNewPasswordDocument = new TypedDocumentString(`
    mutation CompleteNewPassword($input: CompleteNewPasswordInput!) {
  completeNewPassword(input: $input) {
    ...SignInAnswer
  }
}
    fragment SignInAttempts on SignInAttempts {
  attemptsUsed
  attemptsRemaining
  maxAttempts
  resetOffered
  locked
  lockedUntil
}
fragment SignInChallenge on SignInChallenge {
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
fragment SignedInUser on Principal {
  id
  kind
  userName
  fullName
  positionId
  permissions
}`) as unknown as TypedDocumentString<CompleteNewPasswordMutation, CompleteNewPasswordMutationVariables>;
export const SignUpDocument = new TypedDocumentString(`
    mutation SignUp($input: SignUpInput!) {
  signUp(input: $input) {
    ...CodeDelivery
  }
}
    fragment CodeDelivery on CodeDelivery {
  destination
  deliveryMedium
}`) as unknown as TypedDocumentString<SignUpMutation, SignUpMutationVariables>;
export const ConfirmSignUpDocument = new TypedDocumentString(`
    mutation ConfirmSignUp($input: ConfirmSignUpInput!) {
  confirmSignUp(input: $input)
}
    `) as unknown as TypedDocumentString<ConfirmSignUpMutation, ConfirmSignUpMutationVariables>;
export const ResendSignUpCodeDocument = new TypedDocumentString(`
    mutation ResendSignUpCode($userName: String!) {
  resendSignUpCode(userName: $userName) {
    ...CodeDelivery
  }
}
    fragment CodeDelivery on CodeDelivery {
  destination
  deliveryMedium
}`) as unknown as TypedDocumentString<ResendSignUpCodeMutation, ResendSignUpCodeMutationVariables>;
export const ForgotPasswordDocument = new TypedDocumentString(`
    mutation ForgotPassword($userName: String!) {
  forgotPassword(userName: $userName) {
    ...CodeDelivery
  }
}
    fragment CodeDelivery on CodeDelivery {
  destination
  deliveryMedium
}`) as unknown as TypedDocumentString<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const ForgotPasswordSubmitDocument = new TypedDocumentString(`
    mutation ForgotPasswordSubmit($input: ForgotPasswordSubmitInput!) {
  forgotPasswordSubmit(input: $input)
}
    `) as unknown as TypedDocumentString<ForgotPasswordSubmitMutation, ForgotPasswordSubmitMutationVariables>;
export const SignOutDocument = new TypedDocumentString(`
    mutation SignOut {
  signOut
}
    `) as unknown as TypedDocumentString<SignOutMutation, SignOutMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    ...SignedInUser
  }
}
    fragment SignedInUser on Principal {
  id
  kind
  userName
  fullName
  positionId
  permissions
}`) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
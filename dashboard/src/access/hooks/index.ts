export { meQueryKey, useMe } from './useMe';
export { usePermissions } from './usePermissions';
export {
  useAnswerMfaChallenge,
  useAnswerMfaSetupChallenge,
  useCompleteNewPassword,
  useConfirmSignUp,
  useForgotPassword,
  useForgotPasswordSubmit,
  useResendSignUpCode,
  useSignIn,
  useSignUp,
} from './useSignIn';
export { useSignOut } from './useSignOut';
export { SignedInDataLoaderContext, useSignedInDataLoader, type SignedInDataLoader } from './useSignedInDataLoader';

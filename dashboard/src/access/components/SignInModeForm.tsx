import type { SignInFlow } from '../hooks/useSignInFlow';
import { resetReplacesSignIn } from '../utils/signInFlow';
import { ConfirmSignUpForm } from './ConfirmSignUpForm';
import { ForgotPasswordRequestForm } from './ForgotPasswordRequestForm';
import { ForgotPasswordSubmitForm } from './ForgotPasswordSubmitForm';
import { MfaCodeForm } from './MfaCodeForm';
import { MfaSetupForm } from './MfaSetupForm';
import { NewPasswordForm } from './NewPasswordForm';
import { ResetOfferedCallout } from './ResetOfferedCallout';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

export interface SignInModeFormProps {
  flow: SignInFlow;
}

/** The form of the mode on screen. */
export function SignInModeForm({ flow }: SignInModeFormProps) {
  switch (flow.state.mode) {
    case 'signIn':
      return resetReplacesSignIn(flow.state) ? <ResetOfferedCallout flow={flow} /> : <SignInForm flow={flow} />;
    case 'mfa':
      return <MfaCodeForm flow={flow} />;
    case 'mfaSetup':
      return <MfaSetupForm flow={flow} />;
    case 'newPassword':
      return <NewPasswordForm flow={flow} />;
    case 'signUp':
      return <SignUpForm flow={flow} />;
    case 'confirmSignUp':
      return <ConfirmSignUpForm flow={flow} />;
    case 'forgotRequest':
      return <ForgotPasswordRequestForm flow={flow} />;
    case 'forgotSubmit':
      return <ForgotPasswordSubmitForm flow={flow} />;
  }
}

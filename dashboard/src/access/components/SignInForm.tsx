import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SignInInput } from '../../../../domain/access/rules';
import type { SignInFlow } from '../hooks/useSignInFlow';
import { FormField } from './FormField';
import { PasswordVisibilityToggle } from './PasswordVisibilityToggle';
import { SignInUserNameField } from './SignInUserNameField';

export interface SignInFormProps {
  flow: SignInFlow;
}

/** Sign in: username and password; the answer signs in or opens a challenge's mode. */
export function SignInForm({ flow }: SignInFormProps) {
  const { t } = useTranslation('access');
  const { signIn } = flow.mutations;
  // handleSubmit hands over the schema's output (trimmed, padded), typed here.
  const submit = flow.handleSubmit((values) => {
    const input = values as unknown as SignInInput;
    flow.dispatch({ type: 'passwordTyped', password: input.password });
    signIn.mutate({ input }, { onSuccess: (result) => flow.finish(result.signIn), onError: flow.failed });
  });
  return (
    <form onSubmit={submit} noValidate>
      <SignInUserNameField flow={flow} />
      <FormField
        id="sign-in-password"
        name="password"
        label={t('signIn.password')}
        leftIcon="lock"
        type={flow.passwordVisible ? 'text' : 'password'}
        autoComplete="current-password"
        {...flow.field('password')}
        helperText={t('signIn.rules')}
        rightElement={<PasswordVisibilityToggle flow={flow} />}
        disabled={flow.busy}
      />
      <Button
        type="submit"
        intent="primary"
        fill
        text={signIn.isPending ? t('signIn.validating') : t('signIn.submit')}
        loading={signIn.isPending}
        disabled={!flow.formValid || flow.busy}
      />
    </form>
  );
}

export { RequireSignedIn } from './RequireSignedIn';
export { SignInScreen } from './SignInScreen';
export { SignOutScreen } from './SignOutScreen';

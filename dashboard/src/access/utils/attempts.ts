import { type GraphqlRequestError, type SignInAttemptsFragment as SignInAttempts } from '../../graphql';

function isAttempts(value: unknown): value is SignInAttempts {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return typeof record.attemptsUsed === 'number' && typeof record.attemptsRemaining === 'number' && typeof record.maxAttempts === 'number';
}

/** The attempt state a failed sign-in carries in `extensions.details.attempts`, when the server sent it. */
export function attemptsFromError(error: GraphqlRequestError): SignInAttempts | undefined {
  for (const detail of error.details) {
    const attempts = detail.data?.attempts;
    if (isAttempts(attempts)) return attempts;
  }
  return undefined;
}

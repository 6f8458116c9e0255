import type * as Argon2 from '@node-rs/argon2';

/**
 * The argon2 binding (a native module), loaded on first use: a process that never hashes nor
 * checks a secret (the workflow worker, whose activities read these models) does not carry it.
 */
let argon2: Promise<typeof Argon2> | null = null;
const binding = (): Promise<typeof Argon2> => (argon2 ??= import('@node-rs/argon2'));

/** Argon2id cost. The default follows the OWASP minimum (19 MiB, 2 passes, 1 lane). */
export interface SecretHashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const defaultSecretHashCost: SecretHashCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** A cheap cost for tests only: still argon2id, still verifiable, much faster. */
export const testSecretHashCost: SecretHashCost = { memoryCost: 1_024, timeCost: 1, parallelism: 1 };

// The package declares Algorithm as a const enum, which isolatedModules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Argon2.Algorithm;

/** Hashes a password or PIN with argon2id; the PHC string carries its own salt and cost. */
export async function hashSecret(secret: string, cost: SecretHashCost = defaultSecretHashCost): Promise<string> {
  return (await binding()).hash(secret, { ...cost, algorithm: ARGON2ID });
}

/** Checks a password or PIN against its stored hash; a malformed hash counts as a mismatch. */
export async function verifySecret(storedHash: string | null | undefined, secret: string): Promise<boolean> {
  if (!storedHash) return false;
  try {
    return await (await binding()).verify(storedHash, secret);
  } catch {
    return false;
  }
}

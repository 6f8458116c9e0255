import { hash, verify, type Algorithm } from '@node-rs/argon2';

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
const ARGON2ID = 2 as Algorithm;

/** Hashes a password or PIN with argon2id; the PHC string carries its own salt and cost. */
export function hashSecret(secret: string, cost: SecretHashCost = defaultSecretHashCost): Promise<string> {
  return hash(secret, { ...cost, algorithm: ARGON2ID });
}

/** Checks a password or PIN against its stored hash; a malformed hash counts as a mismatch. */
export async function verifySecret(storedHash: string | null | undefined, secret: string): Promise<boolean> {
  if (!storedHash) return false;
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}

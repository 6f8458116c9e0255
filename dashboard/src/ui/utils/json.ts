/** Indented JSON for people to read; values JSON cannot hold (cycles, BigInt) fall back to String(). */
export function formatJson(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

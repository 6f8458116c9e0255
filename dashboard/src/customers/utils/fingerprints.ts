/** The ten fingers, left hand then right, thumb to pinky (spec 001 section 3). */
export const hands = ['LEFT', 'RIGHT'] as const;
export const fingers = ['THUMB', 'INDEX', 'MIDDLE', 'RING', 'PINKY'] as const;
export type FingerType = `${(typeof hands)[number]}_${(typeof fingers)[number]}`;
export const fingerTypes: FingerType[] = hands.flatMap((hand) => fingers.map((finger) => `${hand}_${finger}` as FingerType));
/** At least two fingerprints complete a registration. */
export const MIN_FINGERPRINTS = 2;

/**
 * What the enrollment screen needs from a fingerprint reader: one template per capture, as
 * base64. A store's real reader (a vendor SDK over a local service) plugs in behind this.
 */
export interface FingerprintReader {
  readonly name: string;
  capture(fingerType: FingerType): Promise<string>;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The demo reader of the embedded default: after a short scan it returns a 384-byte template of
 * random minutiae bytes prefixed with the finger's name, so no two captures are equal.
 */
export function createDemoFingerprintReader(scanMs = 250): FingerprintReader {
  return {
    name: 'demo',
    capture: async (fingerType) => {
      await new Promise((resolve) => setTimeout(resolve, scanMs));
      const header = new TextEncoder().encode(`DEMO:${fingerType}:`);
      const minutiae = crypto.getRandomValues(new Uint8Array(384));
      const template = new Uint8Array(header.length + minutiae.length);
      template.set(header);
      template.set(minutiae, header.length);
      return toBase64(template);
    },
  };
}

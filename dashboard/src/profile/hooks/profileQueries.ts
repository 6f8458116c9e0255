/** The protected storage route's answer for an uploaded photo: the key Save stores, and a link to show it. */
export interface PhotoUpload {
  key: string;
  url: string;
}

export function profileQueryKey(attendantId: string) {
  return ['profile', attendantId] as const;
}

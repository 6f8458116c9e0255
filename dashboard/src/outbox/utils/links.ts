/** Where the API serves the downloads of a received message (api/outbox/routes.ts). */
const mailDownloads = '/api/outbox/mail';

/** Link to one attachment of a received message (the index is its position in the message). */
export function attachmentUrl(messageId: string, index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`attachment index ${index} is not a position`);
  return `${mailDownloads}/${encodeURIComponent(messageId)}/attachments/${index}`;
}

/** Link to the raw .eml source of a received message. */
export function mailSourceUrl(messageId: string): string {
  return `${mailDownloads}/${encodeURIComponent(messageId)}/source`;
}

/** Bytes as "512 B", "12.3 KB" or "4.0 MB" for attachment sizes. */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

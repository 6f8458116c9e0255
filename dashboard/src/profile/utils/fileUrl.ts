/**
 * Signed links to the API's own file route are opened on the page's origin: the dashboard is
 * served by the API (or proxied to it), while the absolute link carries the address the API was
 * configured with, which may not be the one the browser reached. Other links (S3) stay as they are.
 */
export function sameOriginFileUrl(url: string, origin: string): string {
  try {
    const parsed = new URL(url, origin);
    return parsed.pathname.startsWith('/files/') ? `${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
}

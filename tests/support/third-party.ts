import type { Page } from '@playwright/test';

/**
 * Records every request and WebSocket the page opens to a host other than the site's own
 * (CONTRIBUTING "Privacy"; the FTC's GoodRx, BetterHelp and Cerebral cases were all about pixels
 * and SDKs), each as `where() → url`. data:, blob: and about: URLs are not network requests.
 */
export function recordThirdPartyRequests(page: Page, baseURL: string, where: () => string): string[] {
  const own = new URL(baseURL).host;
  const offenders: string[] = [];
  const check = (url: string) => {
    const parsed = new URL(url);
    if (['data:', 'blob:', 'about:', 'chrome-extension:'].includes(parsed.protocol)) return;
    if (parsed.host !== own) offenders.push(`${where()} → ${url}`);
  };
  page.on('request', (request) => check(request.url()));
  page.on('websocket', (socket) => check(socket.url()));
  return offenders;
}

/// <reference lib="webworker" />
/**
 * Haven's service worker (Workbox, injectManifest). Pages are network-first so nobody gets
 * stale HTML while online; visited pages, the home page, the library, the crisis page, the
 * safety plan and the offline page work offline. Hashed assets are cache-first and kept for a
 * while, so an older cached page still finds the assets it was built with. API calls
 * (auth, data, functions) are never cached: they carry personal data.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

/** Workbox's plugin types predate `exactOptionalPropertyTypes`; the plugin itself is fine. */
const expiration = (options: ConstructorParameters<typeof ExpirationPlugin>[0]) =>
  new ExpirationPlugin(options) as unknown as WorkboxPlugin;

const apiPrefixes = ['/auth/v1', '/rest/v1', '/functions/v1', '/storage/v1', '/realtime/v1'];
const isApi = (url: URL) => apiPrefixes.some((prefix) => url.pathname.startsWith(prefix));

/** Precached pages are keyed without a trailing slash ("/", "/library"), as @vite-pwa/astro lists them. */
function precachedPage(url: URL) {
  return url.pathname.replace(/\/+$/, '') || '/';
}

const pages = new NetworkFirst({
  cacheName: 'haven-pages',
  networkTimeoutSeconds: 6,
  plugins: [expiration({ maxEntries: 150, maxAgeSeconds: 60 * 60 * 24 * 30 })],
});

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !isApi(url),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      const url = new URL(options.request.url);
      return (await matchPrecache(precachedPage(url))) ?? (await matchPrecache('/offline')) ?? Response.error();
    }
  },
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/_astro/'),
  new CacheFirst({ cacheName: 'haven-assets', plugins: [expiration({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 90 })] }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** Sign-out asks the worker to forget every cached page (they hold no personal data, but a shared device should start clean). */
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'CLEAR_PAGE_CACHE') event.waitUntil(caches.delete('haven-pages'));
});

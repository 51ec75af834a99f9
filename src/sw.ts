/// <reference lib="webworker" />
/**
 * Haven's service worker (Workbox, injectManifest). Pages are network-first so nobody gets
 * stale HTML while online; visited pages, the home page, the library, the crisis page, the
 * safety plan and the offline page work offline, and so does every page offline reading saved
 * (src/lib/offline-reading.ts). Hashed assets are cache-first and kept for a while, so an older
 * cached page still finds the assets it was built with. API calls (auth, data, functions) are
 * never cached: they carry personal data.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types';
import { offlineReading, pageKey, type OfflineManifest, type OfflineProgress } from '@/lib/offline-reading';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

/** Workbox's plugin types predate `exactOptionalPropertyTypes`; the plugin itself is fine. */
const expiration = (options: ConstructorParameters<typeof ExpirationPlugin>[0]) =>
  new ExpirationPlugin(options) as unknown as WorkboxPlugin;

const apiPrefixes = ['/auth/v1', '/rest/v1', '/functions/v1', '/storage/v1', '/realtime/v1'];
const isApi = (url: URL) => apiPrefixes.some((prefix) => url.pathname.startsWith(prefix));

/** A page saved for offline reading, by its path. */
async function savedPage(url: URL) {
  const cache = await caches.open(offlineReading.cache);
  return cache.match(new URL(pageKey(url.pathname), self.location.origin).href);
}

const pages = new NetworkFirst({
  cacheName: offlineReading.pagesCache,
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
      // Precached pages are keyed without a trailing slash ("/", "/library"), as @vite-pwa/astro lists them.
      return (
        (await savedPage(url)) ?? (await matchPrecache(pageKey(url.pathname))) ?? (await matchPrecache('/offline')) ?? Response.error()
      );
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

async function tellPages(progress: OfflineProgress) {
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage(progress);
}

/**
 * Saves every page the build lists for offline reading, one at a time at low priority: a page
 * already saved under its current revision is kept, a changed one is fetched again, and one the
 * build no longer lists is dropped. Progress goes to every open page.
 */
async function saveForOffline() {
  const response = await fetch(offlineReading.manifestPath, { cache: 'no-store' });
  if (!response.ok) throw new Error(`The offline reading list answered ${response.status}`);
  const manifest = (await response.json()) as OfflineManifest;
  const cache = await caches.open(offlineReading.cache);
  const key = (path: string) => new URL(path, self.location.origin).href;
  const listed = new Set(manifest.pages.map((page) => key(page.url)));
  for (const request of await cache.keys()) if (!listed.has(request.url)) await cache.delete(request);
  let saved = 0;
  for (const page of manifest.pages) {
    if (forgetting) return;
    const stored = await cache.match(key(page.url));
    if (stored?.headers.get(offlineReading.revisionHeader) !== page.revision) {
      const fresh = await fetch(page.url, { priority: 'low', credentials: 'omit' });
      if (!fresh.ok || fresh.redirected) throw new Error(`${page.url} answered ${fresh.status}`);
      const headers = new Headers(fresh.headers);
      headers.set(offlineReading.revisionHeader, page.revision);
      await cache.put(key(page.url), new Response(await fresh.blob(), { status: 200, headers }));
    }
    saved += 1;
    if (saved % 10 === 0) await tellPages({ type: 'OFFLINE_READING_PROGRESS', saved, total: manifest.pages.length, done: false });
  }
  await cache.put(
    key(offlineReading.manifestPath),
    new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }),
  );
  await tellPages({ type: 'OFFLINE_READING_PROGRESS', saved, total: manifest.pages.length, done: true });
}

let saving: Promise<void> | null = null;
/** Set while "Remove offline copy" waits for a save under way to stop. */
let forgetting = false;
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SAVE_FOR_OFFLINE') {
    saving ??= saveForOffline()
      .catch(() => tellPages({ type: 'OFFLINE_READING_PROGRESS', saved: 0, total: 0, done: true, failed: true }))
      .finally(() => {
        saving = null;
      });
    event.waitUntil(saving);
  }
  if (type === 'FORGET_OFFLINE_READING') {
    forgetting = true;
    event.waitUntil(
      Promise.resolve(saving)
        .then(() => caches.delete(offlineReading.cache))
        .finally(() => {
          forgetting = false;
        }),
    );
  }
});

/**
 * Sign-out asks the worker to forget what belongs to the member: any cached API response (none
 * should exist) and the members' tool pages they opened (pages marked noindex). Public pages,
 * the precache and offline reading stay, so the library still reads offline.
 */
async function forgetPrivatePages() {
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (url.origin !== self.location.origin || isApi(url)) {
        await cache.delete(request);
        continue;
      }
      if (name !== offlineReading.pagesCache) continue;
      const html = await (await cache.match(request))?.text();
      if (html === undefined || html.includes('<meta name="robots" content="noindex">')) await cache.delete(request);
    }
  }
}

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'CLEAR_PRIVATE_DATA') event.waitUntil(forgetPrivatePages());
});

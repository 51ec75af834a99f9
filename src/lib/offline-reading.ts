/**
 * Offline reading: the public pages a member can read without a connection once the app is
 * installed or they choose "Save for offline". The build lists them with a revision each in
 * `offlineReading.manifestPath`; the service worker keeps them in `offlineReading.cache` and
 * updates only what changed. Shared by the build, the worker and the page script.
 */
export const offlineReading = {
  /** The build's list of pages (OfflineManifest), fetched fresh by the worker. */
  manifestPath: '/offline-pages.json',
  /** The Cache Storage cache holding the saved pages, keyed by path without a trailing slash. */
  cache: 'haven-reading',
  /** The service worker's cache of pages opened before (network first). */
  pagesCache: 'haven-pages',
  /** Response header carrying the revision a saved page was stored under. */
  revisionHeader: 'x-haven-revision',
  /** localStorage: 'on' once the member chose "Save for offline" on this device. */
  choiceKey: 'haven-offline-reading',
  /** localStorage: when the last complete save finished (ms since epoch). */
  savedAtKey: 'haven-offline-saved-at',
  /** How long a complete save counts as current before the next page load checks for changes. */
  recheckMs: 60 * 60_000,
  /** The budget for everything that makes reading work offline, gzip-compressed (docs/frontend.md). */
  budgetBytes: 4 * 1024 * 1024,
} as const;

/** One saved page: its path, a hash of its HTML, and its size in bytes (uncompressed and gzip). */
export interface OfflinePage {
  url: string;
  revision: string;
  bytes: number;
  gzipBytes: number;
}

export interface OfflineManifest {
  pages: OfflinePage[];
}

/** What the worker reports while and after saving. */
export interface OfflineProgress {
  type: 'OFFLINE_READING_PROGRESS';
  saved: number;
  total: number;
  done: boolean;
  failed?: boolean;
}

/**
 * Built pages (paths under dist/, `…/index.html`) that offline reading saves: every article,
 * program and program week, the programs list, the crisis protocol and the guide. The home page,
 * the library, get-help and the safety plan are already in the service worker's precache.
 */
export const offlinePagePatterns = [
  /^library\/[^/]+\/index\.html$/,
  /^programs\/index\.html$/,
  /^programs\/[^/]+\/index\.html$/,
  /^programs\/[^/]+\/week\/[1-6]\/index\.html$/,
  /^crisis-protocol\/index\.html$/,
  /^guide\/index\.html$/,
];

/** The path a page is cached under: no trailing slash, "/" for the home page. */
export function pageKey(pathname: string) {
  return pathname.replace(/\/+$/, '') || '/';
}

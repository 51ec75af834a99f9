import { routes } from '@/config/haven';

/** Idle preloading (spec section 7, "Prefetching"). */
export const idlePreloads = [
  { afterMs: 2000, paths: [routes.dashboard, routes.library] },
  { afterMs: 5000, paths: [routes.journal, routes.insights] },
] as const;

interface ConnectionLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** Fast enough to spend data on pages not yet asked for: 4G or unknown, and never with Save-Data. */
export function fastConnection(connection = (navigator as Navigator & { connection?: ConnectionLike }).connection): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType === undefined || connection.effectiveType === '4g';
}

/** The pages this page names as likely next (BaseLayout's `prefetch`, in `<meta name="haven-prefetch">`). */
export function pagePrefetches(root: ParentNode = document): string[] {
  const meta = root.querySelector<HTMLMetaElement>('meta[name="haven-prefetch"]');
  return (meta?.content ?? '').split(/\s+/).filter(Boolean);
}

/**
 * Adds `<link rel="prefetch">` for `path` unless it is this page or already prefetched; `kind`
 * marks where it came from (`data-page-prefetch` or `data-idle-preload`).
 */
export function addPrefetch(path: string, kind: 'page' | 'idle' = 'idle'): boolean {
  const target = new URL(path, location.href);
  const same = (href: string) => new URL(href, location.href).pathname.replace(/\/$/, '') === target.pathname.replace(/\/$/, '');
  if (same(location.href)) return false;
  const existing = document.querySelectorAll<HTMLLinkElement>('link[rel~="prefetch"]');
  if ([...existing].some((link) => same(link.href))) return false;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = target.pathname;
  link.dataset[kind === 'page' ? 'pagePrefetch' : 'idlePreload'] = '';
  document.head.append(link);
  return true;
}

function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
}

function afterLoad(run: () => void) {
  if (document.readyState === 'complete') run();
  else addEventListener('load', run, { once: true });
}

/**
 * Schedules the page's own prefetches (once it has loaded and the main thread is idle) and the
 * idle preloads; does nothing on slow connections or with Save-Data.
 */
export function schedulePreloads() {
  if (!fastConnection()) return;
  afterLoad(() => whenIdle(() => pagePrefetches().forEach((path) => addPrefetch(path, 'page'))));
  for (const { afterMs, paths } of idlePreloads) {
    setTimeout(
      () =>
        whenIdle(() => {
          if (fastConnection()) paths.forEach((path) => addPrefetch(path, 'idle'));
        }),
      afterMs,
    );
  }
}

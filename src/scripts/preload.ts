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

/** Adds `<link rel="prefetch">` for `path` unless it is this page or already prefetched. */
export function addPrefetch(path: string): boolean {
  const target = new URL(path, location.href);
  const same = (href: string) => new URL(href, location.href).pathname.replace(/\/$/, '') === target.pathname.replace(/\/$/, '');
  if (same(location.href)) return false;
  const existing = document.querySelectorAll<HTMLLinkElement>('link[rel~="prefetch"]');
  if ([...existing].some((link) => same(link.href))) return false;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = target.pathname;
  link.dataset['idlePreload'] = '';
  document.head.append(link);
  return true;
}

function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
}

/** Schedules the idle preloads; does nothing on slow connections or with Save-Data. */
export function schedulePreloads() {
  if (!fastConnection()) return;
  for (const { afterMs, paths } of idlePreloads) {
    setTimeout(
      () =>
        whenIdle(() => {
          if (fastConnection()) paths.forEach(addPrefetch);
        }),
      afterMs,
    );
  }
}

import { limits, storageKeys } from '@/config/haven';

/** The audit runs only when local storage `seo-monitoring` is `enabled` (spec section 9). */
export function seoAuditEnabled(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(storageKeys.seoMonitoring) === 'enabled';
  } catch {
    return false;
  }
}

/**
 * Runs the SEO audit 2 s after load when it is switched on. The audit code is loaded only
 * then, so ordinary visits do not pay for it. Returns whether it was scheduled.
 */
export function scheduleSeoAudit(load: () => Promise<{ runSeoAudit: () => unknown }> = () => import('@/lib/metrics/seo')): boolean {
  if (!seoAuditEnabled()) return false;
  const run = () =>
    setTimeout(() => {
      void load().then((audit) => audit.runSeoAudit());
    }, limits.seo.auditDelayMs);
  if (document.readyState === 'complete') run();
  else addEventListener('load', run, { once: true });
  return true;
}

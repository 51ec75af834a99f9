import { storageKeys } from '@/config/haven';

export interface PerformanceSwitches {
  enableMetrics: boolean;
  debugMode: boolean;
}

/**
 * The `performance` settings (spec section 3, "Global settings") read straight from local
 * storage, so pages need not load the settings store to decide. The `haven-performance-monitoring`
 * flag set to `enabled` also turns metrics on, for developers.
 */
export function performanceSwitches(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): PerformanceSwitches {
  try {
    const settings = JSON.parse(storage?.getItem(storageKeys.settings) ?? 'null') as {
      performance?: { enableMetrics?: unknown; debugMode?: unknown };
    } | null;
    const flag = storage?.getItem(storageKeys.performanceMonitoring) === 'enabled';
    return {
      enableMetrics: settings?.performance?.enableMetrics === true || flag,
      debugMode: settings?.performance?.debugMode === true,
    };
  } catch {
    return { enableMetrics: false, debugMode: false };
  }
}

/**
 * Starts performance monitoring when metrics are switched on, with the panel in debug mode.
 * The measuring code is loaded only then. Returns whether it started.
 */
export function startMetricsIfEnabled(load = () => import('./metrics-monitor')): boolean {
  const { enableMetrics, debugMode } = performanceSwitches();
  if (!enableMetrics) return false;
  void load().then((monitor) => monitor.startMonitoring({ panel: debugMode }));
  return true;
}

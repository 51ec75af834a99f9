import { mountMetricsPanel } from '@/components/site/MetricsPanel';
import { $metrics, startMetrics } from '@/lib/metrics/vitals';

/** Loaded only when metrics are on: measures, and shows the panel in debug mode. */
export function startMonitoring({ panel }: { panel: boolean }) {
  startMetrics({ live: panel });
  if (!panel) return;
  if (document.body) mountMetricsPanel($metrics);
  else addEventListener('DOMContentLoaded', () => mountMetricsPanel($metrics), { once: true });
}

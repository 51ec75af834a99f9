import type { ReadableAtom } from 'nanostores';
import { formatValue, metricNames, overallScore, type MetricName, type MetricReading, type Rating } from '@/lib/metrics/thresholds';

const ratingLabels: Record<Rating, string> = { good: 'Good', 'needs-improvement': 'Needs work', poor: 'Poor' };
const ratingClasses: Record<Rating, string> = { good: 'text-success', 'needs-improvement': 'text-warning', poor: 'text-crisis' };

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = '') {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

/**
 * The debug-mode panel: each metric's latest value and rating, and the overall score. Plain DOM
 * (no React) so it costs nothing on static pages; it only exists when metrics and debug mode are on.
 */
export function mountMetricsPanel($metrics: ReadableAtom<Partial<Record<MetricName, MetricReading>>>) {
  if (document.querySelector('[data-metrics-panel]')) return () => {};
  const panel = element(
    'aside',
    'border-border bg-card text-card-foreground fixed bottom-4 left-4 z-30 w-72 max-w-[calc(100vw-2rem)] rounded-lg border p-3 text-sm shadow-lg',
  );
  panel.dataset['metricsPanel'] = '';
  panel.setAttribute('aria-labelledby', 'metrics-panel-title');

  const header = element('div', 'flex items-center justify-between gap-2');
  const title = element('h2', 'font-semibold', 'Performance (debug mode)');
  title.id = 'metrics-panel-title';
  const hide = element('button', 'hover:bg-muted -my-2 -mr-2 inline-flex size-11 items-center justify-center rounded-md');
  hide.type = 'button';
  hide.setAttribute('aria-label', 'Hide the performance panel');
  hide.append(Object.assign(element('span', '', '×'), { ariaHidden: 'true' }));
  header.append(title, hide);

  const score = element('p', 'mt-1');
  const table = element('table', 'mt-2 w-full text-left tabular-nums');
  const head = element('thead', 'text-muted-foreground');
  const headRow = element('tr');
  for (const label of ['Metric', 'Value', 'Rating'])
    headRow.append(Object.assign(element('th', 'py-0.5 font-normal', label), { scope: 'col' }));
  head.append(headRow);
  const body = element('tbody');
  table.append(head, body);
  const note = element('p', 'text-muted-foreground mt-2 text-xs', 'Measured in this browser only. Nothing is sent anywhere.');
  panel.append(header, score, table, note);

  const render = (readings: Partial<Record<MetricName, MetricReading>>) => {
    const shown = metricNames.flatMap((name) => (readings[name] ? [readings[name]] : []));
    const overall = overallScore(shown);
    score.textContent = overall === null ? 'Waiting for the first measurements…' : `Score: ${overall} out of 100`;
    body.replaceChildren(
      ...shown.map((item) => {
        const row = element('tr');
        row.append(
          Object.assign(element('th', 'py-0.5 pr-2 font-semibold', item.name === 'memory' ? 'Memory' : item.name), { scope: 'row' }),
          element('td', 'py-0.5 pr-2', formatValue(item.name, item.value)),
          element('td', `py-0.5 ${ratingClasses[item.rating]}`, ratingLabels[item.rating]),
        );
        return row;
      }),
    );
  };

  const stop = $metrics.subscribe(render);
  const unmount = () => {
    stop();
    panel.remove();
  };
  hide.addEventListener('click', () => {
    unmount();
    document.getElementById('main')?.focus({ preventScroll: true });
  });
  document.body.append(panel);
  return unmount;
}

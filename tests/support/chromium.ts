/**
 * The flags Debian's Chromium runs with for tests and measurements (playwright.config.ts,
 * scripts/lighthouse.ts): no sandbox or GPU in a container, no shared-memory files, and none of
 * the browser's own background traffic, which would land in the figures.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

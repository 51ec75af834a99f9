import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs as testChromiumArgs } from './tests/support/chromium.ts';

const port = Number(process.env['HAVEN_E2E_PORT'] ?? 4399);
const chromiumArgs = [...testChromiumArgs, '--disable-quic'];

/**
 * End-to-end tests run against the built site (`dist/`) served by the embedded server, with
 * Debian's Chromium (never a downloaded browser). `npm test` builds first.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per port, so parallel runs on one machine don't delete each other's artifacts.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two browsers and the server share two cores in CI: an autosave that lands in 50 ms on a quiet
  // machine can take several seconds there. A wait only ends sooner; failures take longer to show.
  expect: { timeout: 10_000 },
  // A test that signs in, opens three pages and checks each with axe takes 10 s here and over 30 s
  // on a loaded CI machine; the timeout is there to end a hung test, not to measure speed
  // (scripts/ and the first-paint and transfer specs do that against their own baselines).
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@mobile|@rebuild/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/ },
    // Tests that rebuild the served dist/ run last, so no other page load sees the swap.
    { name: 'rebuild', use: { ...devices['Desktop Chrome'], channel: undefined }, grep: /@rebuild/, dependencies: ['desktop', 'mobile'] },
  ],
  webServer: {
    command: 'node server/serve.ts',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HAVEN_DATA_DIR: process.env['HAVEN_E2E_DATA_DIR'] ?? '.haven-test-data/e2e',
      HAVEN_SKIP_BUILD: '1',
      // The directory specs use the fictional sample partners (never verified, labelled as samples).
      HAVEN_SAMPLE_PARTNERS: 'on',
      // Browser tests create many accounts from one address; the limits themselves are tested in tests/server.
      HAVEN_RATE_LIMIT_SIGN_UP: '1000',
      HAVEN_RATE_LIMIT_SIGN_IN: '1000',
    },
  },
});

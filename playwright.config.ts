import fs from 'node:fs';

import {defineConfig, devices} from '@playwright/test';

/**
 * End-to-end tests against the production build (`npm run build` first),
 * served by `docusaurus serve`. The browser is Debian's Chromium: a test
 * tool's own browser download cannot work on our machines.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The same site built with a tag manager id (`npm run build:consent`). */
export const CONSENT_BASE_URL = `http://127.0.0.1:${PORT + 1}`;

// A writer who runs one spec (e.g. `npm run test:routes`) needs no consent
// build: its server starts only when `build-consent/` exists (always in CI).
const consentBuilt = !!process.env.CI || fs.existsSync('build-consent');
const inWorker = process.env.TEST_WORKER_INDEX !== undefined;
const CHROMIUM = process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';
/** Specs of `npm start`'s writer pages: each starts its own dev server at PORT + 5. */
const DEV_SERVER_SPECS = /dev-pictures\.spec\.ts$/;
if (!inWorker && !fs.existsSync('build')) {
  console.warn('build/ is missing: run `npm run build` before the end-to-end tests.');
}
if (!inWorker && !consentBuilt) {
  console.warn(
    'build-consent/ is missing, so its server is not started: the consent and analytics ' +
      'tests will fail until you run `npm run build:consent`.',
  );
}

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  // Not a speed check (the benches measure speed): room for the slowest
  // tests — axe over a long article three times on a phone, menus closed
  // and open — on a busy 2-core machine, where they took 28–33 s of the old
  // 30 s.
  timeout: 60_000,
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: DEV_SERVER_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // The same default as scripts/ensure-test-setup.mjs, which installs it.
          executablePath: CHROMIUM,
          // Our machines have no network but the package registries: stop
          // Chromium's own background calls from failing by the dozen.
          args: [
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-quic',
            '--no-first-run',
          ],
        },
      },
    },
    {
      name: 'dev-server',
      testMatch: DEV_SERVER_SPECS,
      use: {...devices['Desktop Chrome'], launchOptions: {executablePath: CHROMIUM}},
    },
  ],
  webServer: [
    {
      command: `npx docusaurus serve --port ${PORT} --host 127.0.0.1 --no-open`,
      url: `${BASE_URL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(consentBuilt
      ? [
          {
            command: `npx docusaurus serve --dir build-consent --port ${PORT + 1} --host 127.0.0.1 --no-open`,
            url: `${CONSENT_BASE_URL}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});

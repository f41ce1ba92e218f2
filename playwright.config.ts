import fs from 'node:fs';

import {defineConfig, devices} from '@playwright/test';

// End-to-end tests against the production build, served by `docusaurus serve`, in Debian's Chromium.
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
// The site built with a tag manager id (`npm run build:consent`).
export const CONSENT_BASE_URL = `http://127.0.0.1:${PORT + 1}`;

// The consent build's server starts only when `build-consent/` exists (always in CI).
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

const serve = (dir: string, port: number) => ({
  command: `npx docusaurus serve --dir ${dir} --port ${port} --host 127.0.0.1 --no-open`,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
});

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  // Not a speed check: room for the slowest tests (axe on a long article) on a busy machine.
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
          // No network but the package registries: no background calls failing by the dozen.
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
  webServer: [serve('build', PORT), ...(consentBuilt ? [serve('build-consent', PORT + 1)] : [])],
});

// Debian's Chromium, for Playwright and for Lighthouse; never a downloaded browser.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';

import {chromiumPath as testChromiumPath} from './site.mjs';

/** Chromium as Lighthouse drives it: headless, and silent on a machine without internet. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** The tests' Chromium (scripts/ensure-test-setup.mjs); an error saying how to install it. */
export function chromiumPath() {
  const chromePath = testChromiumPath();
  if (!fs.existsSync(chromePath))
    throw new Error(
      `Chromium not found at ${chromePath}: install Debian's (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  return chromePath;
}

export async function launchChromium() {
  const {chromium} = await import('@playwright/test');
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

/** Lighthouse and Chromium launched by Lighthouse's own chrome-launcher (the version it tests). */
export async function launchForLighthouse() {
  const {default: lighthouse} = await import('lighthouse');
  const fromLighthouse = createRequire(import.meta.resolve('lighthouse'));
  const chromeLauncher = await import(
    pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href
  );
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  return {lighthouse, chrome};
}

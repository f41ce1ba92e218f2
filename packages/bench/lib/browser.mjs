// Debian's Chromium, for Playwright and for Lighthouse; never a downloaded browser.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';

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

/** /usr/bin/chromium, or CHROMIUM_PATH; an error saying how to install it when missing. */
export function chromiumPath() {
  const chromePath = process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';
  if (!fs.existsSync(chromePath))
    throw new Error(
      `Chromium not found at ${chromePath}: install Debian's (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  return chromePath;
}

/** Playwright's Chromium API on Debian's executable. */
export async function launchChromium() {
  const {chromium} = await import('@playwright/test');
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

/**
 * Chromium for Lighthouse, by chrome-launcher as Lighthouse's own dependency
 * (the version Lighthouse was tested with); returns Lighthouse and the browser.
 */
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

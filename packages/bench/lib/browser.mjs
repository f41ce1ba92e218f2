// Debian's Chromium, for Playwright and for Lighthouse; never a downloaded browser.
import fs from 'node:fs';

import {chromiumPath as testChromiumPath} from './site.mjs';

/** The tests' Chromium (scripts/ensure-test-setup.mjs); an error saying how to install it. */
export function chromiumPath() {
  const chromePath = testChromiumPath();
  if (!fs.existsSync(chromePath))
    throw new Error(
      `Chromium not found at ${chromePath}: install Debian's (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  return chromePath;
}

/** Runs `measure(browser)` in Chromium, then closes it and stops `servers`, also on a failure. */
export async function withChromium(servers, measure) {
  let browser;
  try {
    const {chromium} = await import('@playwright/test');
    // Playwright's default switches already turn off background networking and the first run.
    browser = await chromium.launch({executablePath: chromiumPath()});
    return await measure(browser);
  } finally {
    await browser?.close();
    for (const server of servers) await server.stop();
  }
}

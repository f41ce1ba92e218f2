/**
 * Phone screenshots of the parts an issue's note shows (a picture, the
 * booking-rules simulator, the message-cost calculator), in both languages:
 * 390 × 844 CSS px at 1.5×, the language's own locale (so that time fields
 * read as they do on a reader's phone), JPEG, into notes/screenshots/.
 *
 *   npx docusaurus serve --dir build --port 3400 --no-open &
 *   node scripts/note-screenshots.mjs http://127.0.0.1:3400
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {chromiumPath} from './bench.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'notes', 'screenshots');

/** [file name, page, what to shoot]: the first match of the selector. */
const SHOTS = [
  ['calendar-day', '/business/calendar/', 'figure.picture'],
  ['refund-timeline', '/business/payments/payment-methods/', 'figure.picture'],
  ['slot-layers', '/business/online-bookings/', 'figure.picture'],
  ['booking-rules-simulator', '/business/online-bookings/', '.booking-rules-simulator'],
  ['sms-cost-calculator', '/business/notifications/prices/', '.sms-cost-calculator'],
];

const origin = process.argv[2];
if (!origin) {
  console.error('Usage: node scripts/note-screenshots.mjs <origin of a served build>');
  process.exit(2);
}
const {chromium} = await import('@playwright/test');
const browser = await chromium.launch({executablePath: chromiumPath()});
try {
  for (const [locale, prefix] of [
    ['bg-BG', ''],
    ['en-GB', '/en'],
  ]) {
    for (const [name, page, selector] of SHOTS) {
      const tab = await browser.newPage({
        viewport: {width: 390, height: 844},
        deviceScaleFactor: 1.5,
        isMobile: true,
        hasTouch: true,
        locale,
      });
      await tab.goto(`${origin}${prefix}${page}`);
      const part = tab.locator(selector).first();
      // Brought near, the interactive parts load their code and pictures load.
      await part.scrollIntoViewIfNeeded();
      await tab.waitForTimeout(1500);
      const file = `${name}-${locale.slice(0, 2)}.jpg`;
      await part.screenshot({
        path: path.join(out, file),
        type: 'jpeg',
        quality: 70,
        // The sticky navbar would be drawn over a part taller than the screen.
        style: '.navbar{visibility:hidden}',
      });
      console.log(`notes/screenshots/${file}`);
      await tab.close();
    }
  }
} finally {
  await browser.close();
}

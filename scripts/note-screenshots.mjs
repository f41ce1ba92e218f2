/**
 * Screenshots an issue's closing note shows, in both languages, each language
 * in its own locale (so that time fields read as on a reader's phone), JPEG,
 * into notes/screenshots/:
 *
 * - `parts` (#35, #36): on a 390 × 844 phone at 1.5×, three pictures, the
 *   booking-rules simulator and the message-cost calculator;
 * - `search` (#40): the navbar's dropdown at 1440 px, the same search on a
 *   390 px phone (the sheet, where the build has one), and the search page
 *   at both widths — first screen only. `--suffix before` names the files of
 *   an older build for a before-and-after pair;
 * - `dark-articles` (#50): on a phone in dark mode, the article end after
 *   «Не» / "No" and a reason, the templates page's SMS example, and the same
 *   page from its bottom with the contents opened from the bottom of the screen,
 *   and the booking simulator reached from the "client cannot book" checklist;
 * - `home` (#50): the home page on a 390 px phone in dark mode, nothing
 *   stored (the page follows the phone), first screen; then the search its
 *   large box opens, with the query typed.
 *
 *   npx docusaurus serve --dir build --port 3400 --no-open &
 *   node scripts/note-screenshots.mjs http://127.0.0.1:3400 [parts|search|dark-articles|home] [--suffix before]
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'notes', 'screenshots');

const PHONE = {width: 390, height: 844};
const DESKTOP = {width: 1440, height: 900};

/** [file name, page, what to shoot]: the first match of the selector, on a phone. */
const PARTS = [
  ['calendar-day', '/business/calendar/', 'figure.picture'],
  ['refund-timeline', '/business/payments/payment-methods/', 'figure.picture'],
  ['slot-layers', '/business/online-bookings/', 'figure.picture'],
  ['booking-rules-simulator', '/business/online-bookings/', '.booking-rules-simulator'],
  ['sms-cost-calculator', '/business/notifications/prices/', '.sms-cost-calculator'],
];

/** The query of the search shots, the one issue #40's examples use. */
const QUERY = {bg: 'отмяна', en: 'cancel'};

const LOCALES = [
  {lang: 'bg', locale: 'bg-BG', prefix: ''},
  {lang: 'en', locale: 'en-GB', prefix: '/en'},
];

const {positionals, values} = parseArgs({
  allowPositionals: true,
  options: {suffix: {type: 'string', default: ''}},
});
const [origin, set = 'parts'] = positionals;
if (!origin || !['parts', 'search', 'dark-articles', 'home'].includes(set)) {
  console.error(
    'Usage: node scripts/note-screenshots.mjs <origin of a served build> [parts|search|dark-articles|home] [--suffix before]',
  );
  process.exit(2);
}
const suffix = values.suffix ? `-${values.suffix}` : '';

const {chromium} = await import('@playwright/test');
// Debian's Chromium (or CHROMIUM_PATH), as the benches use.
const executablePath = process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';
const browser = await chromium.launch({executablePath});

async function newPage(viewport, locale, colorScheme = 'light') {
  const phone = viewport.width < 600;
  return browser.newPage({
    viewport,
    deviceScaleFactor: phone ? 1.5 : 1,
    isMobile: phone,
    hasTouch: phone,
    locale,
    colorScheme,
  });
}

/** The article end after «Не» / "No" and a reason; the templates page's messages and contents. */
async function darkArticles(lang, locale, prefix) {
  const words = {
    bg: {no: 'Не', reason: 'Липсва информация', contents: 'На тази страница'},
    en: {no: 'No', reason: 'Information is missing', contents: 'On this page'},
  }[lang];
  const tab = await newPage(PHONE, locale, 'dark');
  await tab.goto(`${origin}${prefix}/business/notifications/templates/`);
  await tab.locator('html[data-has-hydrated="true"]').waitFor();
  await tab.locator('#example-sms').scrollIntoViewIfNeeded();
  await tab.evaluate(() => globalThis.scrollBy(0, -70));
  await tab.waitForTimeout(800);
  await save(tab, `templates-messages-dark-${lang}${suffix}.jpg`);

  const end = tab.locator('.theme-article-end');
  await end.scrollIntoViewIfNeeded();
  await tab.locator('.theme-article-end[data-ready="true"]').waitFor();
  await end.getByRole('button', {name: words.no, exact: true}).click();
  await end.getByRole('button', {name: words.reason, exact: true}).click();
  await tab.waitForTimeout(500);
  await save(end, `article-end-no-dark-${lang}${suffix}.jpg`, {
    style: '.navbar{visibility:hidden}',
  });

  await tab.evaluate(() =>
    globalThis.scrollTo(0, globalThis.document.documentElement.scrollHeight),
  );
  await tab.waitForTimeout(500);
  const contents = tab
    .getByRole('button', {name: words.contents, exact: true})
    .and(tab.locator('[aria-haspopup="dialog"]'));
  if (await contents.isVisible()) {
    await contents.tap();
    await tab.waitForTimeout(500);
    await save(tab, `contents-sheet-dark-${lang}${suffix}.jpg`);
  }

  // The simulator, reached from the "client cannot book" checklist's link.
  await tab.goto(`${origin}${prefix}/business/online-bookings/#cannot-book`);
  await tab.locator('html[data-has-hydrated="true"]').waitFor();
  await tab.locator('#cannot-book ~ p a[href="#try-it"]').first().tap();
  await tab.waitForTimeout(800);
  await save(tab, `simulator-from-checklist-dark-${lang}${suffix}.jpg`);
  await tab.close();
}

async function save(target, file, options = {}) {
  await target.screenshot({path: path.join(out, file), type: 'jpeg', quality: 70, ...options});
  console.log(`notes/screenshots/${file}`);
}

/** Types the query into the navbar's search (the sheet's button first, where there is one). */
async function searchInNavbar(tab, lang) {
  const navbar = tab.locator('.navbar');
  const sheetButton = navbar.getByRole('button', {name: /^(Отвори търсенето|Open search)$/});
  if (await sheetButton.isVisible()) await sheetButton.click();
  else await navbar.locator('input[type="search"], input.navbar__search-input').first().click();
  await tab.keyboard.type(QUERY[lang], {delay: 30});
  await tab.getByRole('option').first().waitFor({timeout: 30_000});
  await tab.waitForTimeout(500);
}

try {
  for (const {lang, locale, prefix} of LOCALES) {
    if (set === 'dark-articles') {
      await darkArticles(lang, locale, prefix);
      continue;
    }
    if (set === 'parts') {
      for (const [name, page, selector] of PARTS) {
        const tab = await newPage(PHONE, locale);
        await tab.goto(`${origin}${prefix}${page}`);
        const part = tab.locator(selector).first();
        // Brought near, the interactive parts load their code and pictures load.
        await part.scrollIntoViewIfNeeded();
        await tab.waitForTimeout(1500);
        // The sticky navbar would be drawn over a part taller than the screen.
        await save(part, `${name}-${lang}${suffix}.jpg`, {style: '.navbar{visibility:hidden}'});
        await tab.close();
      }
      continue;
    }
    if (set === 'home') {
      const tab = await newPage(PHONE, locale, 'dark');
      await tab.goto(`${origin}${prefix}/`);
      await tab.locator('html[data-has-hydrated="true"]').waitFor();
      await save(tab, `home-phone-dark-${lang}${suffix}.jpg`);
      // The large box's button (its text is the placeholder) opens the full-screen search.
      await tab.locator('header [role="search"] button').tap();
      await tab.keyboard.type(QUERY[lang], {delay: 30});
      await tab.getByRole('option').first().waitFor({timeout: 30_000});
      await tab.waitForTimeout(500);
      await save(tab, `home-search-phone-dark-${lang}${suffix}.jpg`);
      await tab.close();
      continue;
    }
    for (const [width, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ]) {
      const tab = await newPage(viewport, locale);
      await tab.goto(`${origin}${prefix}/business/intro/`);
      await tab.locator('html[data-has-hydrated="true"]').waitFor();
      await searchInNavbar(tab, lang);
      await save(tab, `search-box-${width}-${lang}${suffix}.jpg`);
      const query = new URLSearchParams({q: QUERY[lang]});
      await tab.goto(`${origin}${prefix}/search/?${query}`);
      await tab.locator('main article').first().waitFor({timeout: 30_000});
      await tab.waitForTimeout(500);
      await save(tab, `search-page-${width}-${lang}${suffix}.jpg`);
      await tab.close();
    }
  }
} finally {
  await browser.close();
}

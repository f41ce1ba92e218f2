// Screenshots for an issue's closing note, both languages, JPEG into notes/screenshots/ (sets:
// parts, search, dark-articles, home; `--suffix before` for a before-and-after pair).
//   npx docusaurus serve --dir build --port 3400 --no-open &
//   node scripts/note-screenshots.mjs http://127.0.0.1:3400 [parts|search|dark-articles|home] [--suffix before]
import path from 'node:path';

import {DEFAULT_LOCALE, LOCALES} from '../src/site-facts.mjs';
import {chromiumPath} from './ensure-test-setup.mjs';
import {ROOT, parseCli} from './lib.mjs';

const out = path.join(ROOT, 'notes', 'screenshots');

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

const BROWSER_LOCALE = {bg: 'bg-BG', en: 'en-GB'};
const LANGUAGES = LOCALES.map((lang) => ({
  lang,
  locale: BROWSER_LOCALE[lang],
  prefix: lang === DEFAULT_LOCALE ? '' : `/${lang}`,
}));

const USAGE =
  'Usage: node scripts/note-screenshots.mjs <origin of a served build> [parts|search|dark-articles|home] [--suffix before]';
const {positionals, values} = parseCli(process.argv.slice(2), {
  options: {suffix: {type: 'string', default: '', needs: 'a name'}},
  usage: USAGE,
});
const [origin, set = 'parts'] = positionals;
if (!origin || !['parts', 'search', 'dark-articles', 'home'].includes(set)) {
  console.error(USAGE);
  process.exit(2);
}
const suffix = values.suffix ? `-${values.suffix}` : '';

const {chromium} = await import('@playwright/test');
const browser = await chromium.launch({executablePath: chromiumPath()});

/** A new tab at `url` (on the served build), once the page has hydrated. */
async function openPage(url, viewport, locale, colorScheme = 'light') {
  const phone = viewport.width < 600;
  const tab = await browser.newPage({
    viewport,
    deviceScaleFactor: phone ? 1.5 : 1,
    isMobile: phone,
    hasTouch: phone,
    locale,
    colorScheme,
  });
  await tab.goto(`${origin}${url}`);
  await tab.locator('html[data-has-hydrated="true"]').waitFor();
  return tab;
}

/** The article end after «Не» / "No" and a reason; the templates page's messages and contents. */
async function darkArticles(lang, locale, prefix) {
  const words = {
    bg: {no: 'Не', reason: 'Липсва информация', contents: 'На тази страница'},
    en: {no: 'No', reason: 'Information is missing', contents: 'On this page'},
  }[lang];
  const tab = await openPage(`${prefix}/business/notifications/templates/`, PHONE, locale, 'dark');
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
  for (const {lang, locale, prefix} of LANGUAGES) {
    if (set === 'dark-articles') {
      await darkArticles(lang, locale, prefix);
      continue;
    }
    if (set === 'parts') {
      for (const [name, page, selector] of PARTS) {
        const tab = await openPage(`${prefix}${page}`, PHONE, locale);
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
      const tab = await openPage(`${prefix}/`, PHONE, locale, 'dark');
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
      const tab = await openPage(`${prefix}/business/intro/`, viewport, locale);
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

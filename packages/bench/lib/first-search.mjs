// The first search on a slow phone: slow 4G, a 4× slower CPU, a cold cache; from the focus of the
// search box to the first suggestion on screen.
/* global window, document, MutationObserver -- in functions that run in the page */
import {median} from './format.mjs';
import {waitUntilSettled} from './weight.mjs';

/** Lighthouse's mobile "slow 4G" and its 4× slower CPU (its simulated throttling figures). */
export const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

export const FIRST_SEARCHES = [
  {locale: 'bg', page: '/business/calendar/', word: 'фактура'},
  {locale: 'en', page: '/en/business/calendar/', word: 'invoice'},
];

/** Runs of `firstSearch` as the benches print them: the median time and bytes, and every time. */
export function medianSearch(runs) {
  const times = runs.map((run) => run.ms);
  return {ms: median(times), bytes: median(runs.map((run) => run.bytes)), times};
}

/** How long no request may start before the page counts as settled. */
const SETTLED_MS = 2000;

/**
 * One cold first search in a fresh context: ms from focus to first suggestion, the bytes between,
 * and each request from the focus on (path, start, end, bytes).
 */
export async function firstSearch(browser, origin, target, cpuSlowdown = CPU_SLOWDOWN) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {offline: false, ...SLOW_4G});
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
  // Context-wide: the index is fetched by the search worker, not the page.
  let counting = false;
  const finished = [];
  context.on('requestfinished', (request) => {
    if (counting)
      finished.push(
        request.sizes().then((size) => ({url: request.url(), timing: request.timing(), ...size})),
      );
  });
  try {
    await page.goto(origin + target.page, {waitUntil: 'networkidle', timeout: 120_000});
    // The links' prefetches run in idle time after "networkidle" (src/client/idle-prefetch.ts): let
    // them finish before the focus.
    await waitUntilSettled(page, SETTLED_MS);
    const box = page.locator('.navbar input.navbar__search-input');
    // Timed in the page: Playwright's own calls are slowed 4× too, and polling would keep the
    // main thread drawing frames through the search.
    await box.evaluate((input) => {
      const state = {focusAt: null};
      state.shown = new Promise((resolve) => {
        const options = () => [...document.querySelectorAll('[role="option"]')];
        const observer = new MutationObserver(() => {
          if (!options().some((option) => option.checkVisibility())) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(document.body, {subtree: true, childList: true, attributes: true});
      });
      window.__firstSuggestion = state;
      input.addEventListener('focus', () => (state.focusAt = performance.now()), {once: true});
    });
    counting = true;
    await box.focus();
    await box.fill(target.word);
    const [ms, focusedAt] = await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const {shown, focusAt} = window.__firstSuggestion;
          setTimeout(() => reject(new Error('no suggestion after 120 s')), 120_000);
          shown.then((at) => resolve([at - focusAt, performance.timeOrigin + focusAt]));
        }),
    );
    // Let the last responses finish so their bytes are counted.
    await page.waitForTimeout(300);
    const sizes = await Promise.all(finished);
    // Playwright reports no body for a worker's own script; the page's resource timing has it (a
    // fifth of the bytes of a first search).
    const bodySizes = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => [entry.name, entry.encodedBodySize]),
    );
    const timed = new Map(bodySizes);
    const requests = sizes
      .map(({url, timing, responseBodySize, responseHeadersSize}) => ({
        url: url.startsWith(origin) ? url.slice(origin.length) : url,
        start: timing.startTime - focusedAt,
        end: timing.startTime + timing.responseEnd - focusedAt,
        bytes: responseBodySize || timed.get(url) || 0,
        headers: responseHeadersSize,
      }))
      .sort((a, b) => a.start - b.start);
    const bytes = requests.reduce((sum, request) => sum + request.bytes + request.headers, 0);
    return {ms, bytes, requests};
  } finally {
    await context.close();
  }
}

// The first search on a slow phone: slow 4G, a 4× slower CPU, a cold cache; from the focus of the
// search box to the first suggestion on screen.
/* global window, document, MutationObserver -- in functions that run in the page */
import {waitUntilSettled} from './weight.mjs';

/** Lighthouse's mobile "slow 4G" (its simulated throttling figures). */
export const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

export const FIRST_SEARCHES = [
  {locale: 'bg', page: '/business/calendar/', word: 'фактура'},
  {locale: 'en', page: '/en/business/calendar/', word: 'invoice'},
];

/** How long no request may start before the page counts as settled. */
const SETTLED_MS = 2000;

/**
 * One cold first search in a fresh context: ms from focus to first suggestion and the bytes
 * between; `waterfall` adds each request from the focus on (path, start, end, bytes).
 */
export async function firstSearch(
  browser,
  origin,
  {page: route, word},
  {cpuSlowdown = SLOW_4G.cpuSlowdown, waterfall = false} = {},
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latency,
    downloadThroughput: SLOW_4G.downloadThroughput,
    uploadThroughput: SLOW_4G.uploadThroughput,
  });
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
    await page.goto(origin + route, {waitUntil: 'networkidle', timeout: 120_000});
    // The links' prefetches run in idle time after "networkidle" (src/client/idle-prefetch.ts): let
    // them finish before the focus.
    await waitUntilSettled(page, SETTLED_MS);
    const box = page.locator('.navbar input.navbar__search-input');
    // Timed in the page: Playwright's own calls are slowed 4× too, and polling would keep the
    // main thread drawing frames through the search.
    await page.evaluate(() => {
      const state = {focusAt: null};
      state.shown = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          const shown = [...document.querySelectorAll('[role="option"]')].some((option) =>
            option.checkVisibility(),
          );
          if (!shown) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(document.body, {subtree: true, childList: true, attributes: true});
      });
      window.__firstSuggestion = state;
      document
        .querySelector('.navbar input.navbar__search-input')
        .addEventListener('focus', () => (state.focusAt = performance.now()), {once: true});
    });
    counting = true;
    await box.focus();
    await box.fill(word);
    const ms = await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const state = window.__firstSuggestion;
          setTimeout(() => reject(new Error('no suggestion after 120 s')), 120_000);
          state.shown.then((shownAt) => resolve(shownAt - state.focusAt));
        }),
    );
    // Let the last responses finish so their bytes are counted.
    await page.waitForTimeout(300);
    const sizes = await Promise.all(finished);
    // Playwright reports no body for a worker's own script; the page's resource timing has it (a
    // fifth of the bytes of a first search).
    const timed = new Map(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => [entry.name, entry.encodedBodySize]),
      ),
    );
    const bytes = sizes.reduce(
      (sum, size) =>
        sum + (size.responseBodySize || timed.get(size.url) || 0) + size.responseHeadersSize,
      0,
    );
    if (!waterfall) return {ms, bytes};
    const focusedAt = await page.evaluate(
      () => performance.timeOrigin + window.__firstSuggestion.focusAt,
    );
    const requests = sizes
      .map(({url, timing, responseBodySize}) => ({
        url: url.startsWith(origin) ? url.slice(origin.length) : url,
        start: timing.startTime - focusedAt,
        end: timing.startTime + timing.responseEnd - focusedAt,
        bytes: responseBodySize || timed.get(url) || 0,
      }))
      .sort((a, b) => a.start - b.start);
    return {ms, bytes, requests};
  } finally {
    await context.close();
  }
}

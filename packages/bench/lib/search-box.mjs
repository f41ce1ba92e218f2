// Typing into the real search box of a page, key by key, and timing the suggestions that answer
// each key; the worker's answers are read as they arrive.
/* global window, document, MutationObserver, Element -- in functions that run in the page */
import {median} from './format.mjs';
import {SEARCH_LOCALES} from './search-index.mjs';

/**
 * Runs before the page's scripts: records the worker's answers (data the DOM does not carry),
 * when the suggestion list last changed, and every key press.
 */
function instrumentPage() {
  const state = {requests: new Map(), answers: [], keyAt: 0, mutationAt: []};
  Object.defineProperty(window, '__benchSearch', {value: state});
  // Comlink talks to the worker over a MessagePort it hands over first, so both the Worker's and
  // the ports' messages are watched.
  const watched = new WeakSet();
  const watch = (target) => {
    if (watched.has(target)) return;
    watched.add(target);
    EventTarget.prototype.addEventListener.call(target, 'message', (event) => {
      const {data} = event;
      const input = data && state.requests.get(data.id);
      if (input === undefined) return;
      state.requests.delete(data.id);
      state.answers.push({
        input,
        at: performance.now(),
        results: Array.isArray(data.value)
          ? data.value.map((r) => ({
              u: r.document?.u ?? '',
              h: r.document?.h ?? '',
              a: r.answer,
              w: r.asker,
              s: r.standing,
              c: r.context?.t,
            }))
          : [],
      });
    });
  };
  const record = (message) => {
    // A Comlink call of search(baseUrl, input, limit) (@slotera/docusaurus-search theme/SearchBar/worker.ts).
    if (message?.type === 'APPLY' && message.path?.at(-1) === 'search') {
      const input = message.argumentList?.[1]?.value;
      if (typeof input === 'string') state.requests.set(message.id, input);
    }
  };
  for (const Target of [window.Worker, window.MessagePort]) {
    const {postMessage, addEventListener} = Target.prototype;
    Target.prototype.postMessage = function (message, ...rest) {
      record(message);
      watch(this);
      return postMessage.call(this, message, ...rest);
    };
    Target.prototype.addEventListener = function (type, ...rest) {
      if (type === 'message') watch(this);
      return addEventListener.call(this, type, ...rest);
    };
  }
  // A key press: keydown, or a beforeinput alone (a Cyrillic letter is typed as text, as an input
  // method would); one after a keydown is that key's.
  let lastType = '';
  const onKey = (/** @type {Event} */ event) => {
    if (event.type === 'keydown' || lastType !== 'keydown') state.keyAt = performance.now();
    lastType = event.type;
  };
  for (const type of ['keydown', 'beforeinput']) document.addEventListener(type, onKey, true);
  new MutationObserver((records) => {
    // The dropdown: the list of results (the listbox) is drawn anew inside it for each query.
    const dropdown = '[class*="dropdownMenu"], [role="listbox"]';
    if (records.some((r) => r.target instanceof Element && r.target.closest(dropdown)))
      state.mutationAt.push(performance.now());
  }).observe(document, {subtree: true, childList: true});
}

const INPUT = 'input.navbar__search-input, .navbar__search input';
const OPTIONS = '[role="listbox"] [role="option"]';

async function waitForAnswer(page, input, since, timeout = 5000) {
  await page.waitForFunction(
    ([text, after]) =>
      window.__benchSearch.answers.some((a) => a.input === text && a.at >= after) &&
      // The list is drawn in the same task as the answer arrives.
      window.__benchSearch.mutationAt.some((t) => t >= after),
    [input, since],
    {timeout, polling: 5},
  );
}

async function timeLastKey(page, box, text) {
  const start = await page.evaluate(() => performance.now());
  await box.pressSequentially(text.slice(-1));
  await waitForAnswer(page, text, start);
  await page.waitForTimeout(30);
  return page.evaluate(
    ([text, after, selector]) => {
      const state = window.__benchSearch;
      const answer = state.answers.filter((a) => a.input === text && a.at >= after).at(-1);
      const drawnAt = state.mutationAt.find((t) => t >= answer.at) ?? answer.at;
      const options = [...document.querySelectorAll(selector)].filter((el) => el.offsetParent);
      return {latency: drawnAt - state.keyAt, shown: options.length, results: answer.results};
    },
    [text, start, OPTIONS],
  );
}

/** Types the query, reads the suggestions, and times the last key `repeat` times (median). */
export async function runQuery(page, query, repeat) {
  const box = page.locator(INPUT).first();
  await box.fill('');
  await page.waitForTimeout(30);
  const text = query.q;
  const head = text.slice(0, -1);
  const before = await page.evaluate(() => performance.now());
  if (head) await box.pressSequentially(head, {delay: 15});
  await waitForAnswer(page, head, before).catch(() => {});
  await page.waitForTimeout(60);
  const first = await timeLastKey(page, box, text);
  const latencies = [first.latency];
  for (let i = 1; i < repeat; i += 1) {
    const before = await page.evaluate(() => performance.now());
    await box.press('Backspace');
    if (head) await waitForAnswer(page, head, before).catch(() => {});
    await page.waitForTimeout(60);
    latencies.push((await timeLastKey(page, box, text)).latency);
  }
  return {...first, latency: median(latencies)};
}

/**
 * Opens a page and focuses the search box: returns it and the ms from focus to the first answer
 * of a one-letter query (download, parsing and first search).
 */
export async function openSearch(browser, origin, locale) {
  const page = await browser.newPage();
  await page.addInitScript(instrumentPage);
  await page.goto(origin + SEARCH_LOCALES[locale].startPage, {waitUntil: 'networkidle'});
  const box = page.locator(INPUT).first();
  const before = await page.evaluate(() => performance.now());
  await box.click();
  await box.pressSequentially('a');
  await waitForAnswer(page, 'a', before, 30000);
  const readyMs = (await page.evaluate(() => performance.now())) - before;
  return {page, readyMs};
}

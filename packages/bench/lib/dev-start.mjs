// The writers' loop: seconds from launching `docusaurus start` until a page is served (the compiled
// shell and every script it names answer 200) and shown.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';

import {ROOT} from './cli.mjs';
import {formatTable} from './format.mjs';
import {portIsFree} from './serve.mjs';
import {stopProcess} from './site.mjs';

export const START_PAGE = '/business/intro/';
export const START_TARGET_SECONDS = 20;
const BUNDLER_CACHE = path.join(ROOT, 'node_modules/.cache');
const DOCUSAURUS_BIN = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

export const scriptSources = (/** @type {string} */ html) =>
  [...html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/gi)].map((m) => m[1]);

/** `/main.js` in development, `/assets/js/main.<hash>.js` in a build. */
export const isMainBundle = (/** @type {string} */ src) =>
  /(^|\/)main(\.[\w-]+)?\.js(\?.*)?$/.test(src);

/**
 * The scripts to check when the answer is the app's shell (200, root element, main bundle):
 * `docusaurus start` holds requests until the first compile ends.
 */
export function devShellReadiness(/** @type {number} */ status, /** @type {string} */ html) {
  if (status !== 200) return {ready: false, reason: `HTTP ${status}`};
  if (!/id=["']__docusaurus["']/.test(html))
    return {ready: false, reason: 'no #__docusaurus root element'};
  const scripts = scriptSources(html);
  if (!scripts.some(isMainBundle)) return {ready: false, reason: 'no main bundle script'};
  return {ready: true, scripts};
}

export const unservedScripts = (checks) =>
  checks.filter(({status, bytes}) => status !== 200 || bytes === 0).map(({src}) => src);

export function startTable(results) {
  return formatTable([
    ['writers loop (docusaurus start)', 'page served', 'shown in Chromium', 'target'],
    ...results.map(({label, servedSeconds, shownSeconds}) => [
      label,
      `${servedSeconds.toFixed(1)} s${servedSeconds > START_TARGET_SECONDS ? ' ✗' : ''}`,
      shownSeconds === null ? '–' : `${shownSeconds.toFixed(1)} s`,
      `≤${START_TARGET_SECONDS} s`,
    ]),
  ]);
}

/** Removes what `docusaurus clear` removes, except build/. */
export function clearDevCaches() {
  for (const dir of ['.docusaurus', 'node_modules/.cache'])
    fs.rmSync(path.join(ROOT, dir), {recursive: true, force: true});
}

function newestMtime(/** @type {string} */ dir) {
  let entries = [];
  try {
    entries = fs.readdirSync(dir, {recursive: true, withFileTypes: true});
  } catch {
    return 0; // no cache yet, or a folder removed while walking: the next poll sees the rest
  }
  return entries.reduce((newest, entry) => {
    const stat = fs.statSync(path.join(entry.parentPath, entry.name), {throwIfNoEntry: false});
    return Math.max(newest, stat?.mtimeMs ?? 0); // a file removed while walking has none
  }, 0);
}

/** Waits until nothing under `dir` changed for `quietMs` (at most `maxMs`); returns the seconds. */
async function waitUntilQuiet(dir, {quietMs = 5000, maxMs = 120_000} = {}) {
  const started = Date.now();
  let newest = newestMtime(dir);
  let changedAt = Date.now();
  while (Date.now() - changedAt < quietMs && Date.now() - started < maxMs) {
    await sleep(500);
    const now = newestMtime(dir);
    if (now !== newest) [newest, changedAt] = [now, Date.now()];
  }
  return (Date.now() - started) / 1000;
}

const killGroup = (pid, signal) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
};

/** Null when the page at `url` is served (its shell, then each script it names), else why not. */
export async function served(url, timeoutMs = 10_000) {
  const signal = () => AbortSignal.timeout(timeoutMs);
  const response = await fetch(url, {signal: signal()});
  const shell = devShellReadiness(response.status, await response.text());
  if (!shell.ready) return shell.reason;
  const checks = [];
  for (const src of shell.scripts) {
    const script = await fetch(new URL(src, url), {signal: signal()});
    checks.push({src, status: script.status, bytes: (await script.arrayBuffer()).byteLength});
  }
  const missing = unservedScripts(checks);
  return missing.length ? `scripts not served: ${missing.join(', ')}` : null;
}

/**
 * Times `docusaurus start` until START_PAGE is served and its title shown. `settle` waits for the
 * bundler cache: the server exits on a signal without writing it.
 */
export async function timeDevStart(browser, port, {settle = false, timeoutMs = 300_000} = {}) {
  const url = `http://127.0.0.1:${port}${START_PAGE}`;
  const output = [];
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9;
  const args = ['start', '--no-open', '--port', String(port), '--host', '127.0.0.1'];
  const child = spawn(process.execPath, [DOCUSAURUS_BIN, ...args], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, BROWSER: 'none'},
  });
  const killOnExit = () => killGroup(child.pid, 'SIGKILL');
  const interrupted = () => {
    killOnExit();
    process.exit(130);
  };
  const handlers = Object.entries({exit: killOnExit, SIGINT: interrupted, SIGTERM: interrupted});
  for (const [event, handler] of handlers) process.once(event, handler);
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => output.push(chunk.toString()));
  const failure = (why) =>
    new Error(
      `docusaurus start: ${why}\n${output.join('').split('\n').slice(-20).join('\n')}`.trimEnd(),
    );
  try {
    let reason = 'no answer';
    while (reason !== null) {
      if (child.exitCode !== null) throw failure(`exited with code ${child.exitCode}`);
      if (elapsed() * 1000 > timeoutMs)
        throw failure(`${START_PAGE} not served within ${timeoutMs / 1000} s (last: ${reason})`);
      reason = await served(url, timeoutMs).catch((error) => error.cause?.code ?? error.message);
      if (reason !== null) await sleep(100);
    }
    const servedSeconds = elapsed();
    if (/Failed to compile|compiled with \d+ errors?/i.test(output.join('')))
      throw failure('the first compile failed');
    const page = await browser.newPage();
    await page.goto(url, {timeout: timeoutMs});
    await page.locator('article h1').first().waitFor({timeout: timeoutMs});
    const shownSeconds = elapsed();
    await page.close();
    const settledSeconds = settle ? await waitUntilQuiet(BUNDLER_CACHE) : null;
    return {servedSeconds, shownSeconds, settledSeconds};
  } finally {
    await stopProcess(child, {group: true, timeoutMs: 10_000});
    killGroup(child.pid, 'SIGKILL'); // children that outlived the leader
    for (const [event, handler] of handlers) process.removeListener(event, handler);
    if (!(await portIsFree(port)))
      console.error(`Warning: port ${port} is still in use after stopping docusaurus start.`);
  }
}

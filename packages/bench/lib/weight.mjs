// A page's first-load weight: what Chromium fetches on a first visit, weighed on disk with gzip -9
// (as tests/e2e/budget.spec.ts counts).
/* global window -- in functions that run in the page */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import {listFiles} from './site.mjs';

export const gzipSize = (buffer) => zlib.gzipSync(buffer, {level: 9}).length;

/** Sums the gzip size of site-relative asset paths inside `buildDir`; a missing one is an error. */
export function gzipTotal(/** @type {string} */ buildDir, /** @type {string[]} */ assets) {
  return assets.reduce((sum, asset) => {
    const file = path.join(buildDir, decodeURIComponent(asset.split(/[?#]/)[0]));
    if (!fs.existsSync(file))
      throw new Error(`${asset} is referenced but missing from ${buildDir}`);
    return sum + gzipSize(fs.readFileSync(file));
  }, 0);
}

/** Bytes of every file under `dir`. */
export const dirSize = (/** @type {string} */ dir) =>
  listFiles(dir, '').reduce((total, file) => total + fs.statSync(path.join(dir, file)).size, 0);

/** The same-site scripts and stylesheets among `urls`, as paths, once each. */
export function classifyRequests(/** @type {string} */ origin, /** @type {string[]} */ urls) {
  const own = urls.map((raw) => new URL(raw, origin)).filter((url) => url.origin === origin);
  const paths = (ending) => [
    ...new Set(own.map((url) => url.pathname).filter((name) => name.endsWith(ending))),
  ];
  return {scripts: paths('.js'), styles: paths('.css')};
}

export async function waitUntilSettled(page, /** @type {number} */ quietMs) {
  await page.waitForFunction(
    (quiet) => {
      const count = performance.getEntriesByType('resource').length;
      const state = (window.__benchSettle ??= {count, since: performance.now()});
      if (count !== state.count) Object.assign(state, {count, since: performance.now()});
      return performance.now() - state.since > quiet;
    },
    quietMs,
    {timeout: 60_000, polling: 250},
  );
}

/**
 * Weighs every same-site script and stylesheet a first visit to `file` fetches until the network
 * is quiet: route chunks the HTML does not name too, not the prefetches of linked pages.
 */
export async function measurePage(browser, origin, buildDir, file) {
  const page = await browser.newPage();
  const urls = [];
  page.on('request', (request) => {
    const purpose = request.headers()['sec-purpose'] ?? request.headers()['purpose'] ?? '';
    if (!purpose.includes('prefetch')) urls.push(request.url());
  });
  await page.goto(`${origin}/${file.replace(/index\.html$/, '')}`, {waitUntil: 'networkidle'});
  // Stock's main.js asks for its chunks once it has run; on a busy machine that came after
  // networkidle's 500 ms, so wait for a longer quiet.
  await waitUntilSettled(page, 1500);
  await page.close();
  const {scripts, styles} = classifyRequests(origin, urls);
  return {
    jsGzip: gzipTotal(buildDir, scripts),
    cssGzip: gzipTotal(buildDir, styles),
    htmlGzip: gzipSize(fs.readFileSync(path.join(buildDir, file))),
    requests: scripts.length + styles.length,
  };
}

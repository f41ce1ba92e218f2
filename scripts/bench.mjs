#!/usr/bin/env node
/**
 * `npm run bench`: prints the build time of both locales and the first-load
 * weight (gzip) of the home page and of doc pages — the JavaScript and CSS
 * Chromium fetches on a first visit, until the network is quiet. Numbers, not pass/fail: the
 * goals are judged by reading them.
 *
 *   npm run bench               build, then measure
 *   npm run bench -- --no-build measure the existing build/
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Pages whose first load is measured, relative to build/. */
export const MEASURED_PAGES = [
  {name: 'home (bg)', file: 'index.html'},
  {name: 'doc page (bg)', file: 'business/intro/index.html'},
  {name: 'doc page (en)', file: 'en/business/intro/index.html'},
];

export function gzipSize(buffer) {
  return zlib.gzipSync(buffer, {level: 9}).length;
}

/** Sums the gzip size of site-relative asset paths inside `buildDir`. */
export function gzipTotal(buildDir, assets) {
  return assets.reduce((sum, asset) => {
    const file = path.join(buildDir, decodeURIComponent(asset.split(/[?#]/)[0]));
    if (!fs.existsSync(file))
      throw new Error(`${asset} is referenced but missing from ${buildDir}`);
    return sum + gzipSize(fs.readFileSync(file));
  }, 0);
}

/**
 * Sorts the URLs a page requested into same-site JavaScript and CSS paths
 * (other hosts and other kinds of file are not ours to weigh).
 */
export function classifyRequests(origin, urls) {
  const scripts = new Set();
  const styles = new Set();
  for (const raw of urls) {
    const url = new URL(raw, origin);
    if (url.origin !== origin) continue;
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    else if (url.pathname.endsWith('.css')) styles.add(url.pathname);
  }
  return {scripts: [...scripts], styles: [...styles]};
}

/**
 * Loads a page in Chromium, as a visitor's first visit would, and weighs
 * every same-site script and stylesheet it fetched until the network went
 * quiet — including the route chunks the HTML does not name, but not the
 * prefetches of pages it links to.
 */
async function measurePage(browser, origin, buildDir, file) {
  const page = await browser.newPage();
  const urls = [];
  page.on('request', (request) => {
    // Chunks of linked pages fetched ahead of time (<link rel=prefetch>) are
    // not part of this page's first load.
    const purpose = request.headers()['sec-purpose'] ?? request.headers()['purpose'] ?? '';
    if (!purpose.includes('prefetch')) urls.push(request.url());
  });
  const route = `/${file.replace(/index\.html$/, '')}`;
  await page.goto(origin + route, {waitUntil: 'networkidle'});
  await page.close();
  const {scripts, styles} = classifyRequests(origin, urls);
  const html = fs.readFileSync(path.join(buildDir, file));
  return {
    jsGzip: gzipTotal(buildDir, scripts),
    cssGzip: gzipTotal(buildDir, styles),
    htmlGzip: gzipSize(html),
    requests: scripts.length + styles.length,
  };
}

async function waitForServer(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The build server did not answer at ${url} within ${timeoutMs / 1000} s`);
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function dirSize(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? dirSize(full) : fs.statSync(full).size;
  }
  return total;
}

async function main() {
  const buildDir = path.join(root, 'build');
  if (!process.argv.includes('--no-build')) {
    const started = process.hrtime.bigint();
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (result.status !== 0) {
      console.error('The build failed; nothing measured.');
      process.exitCode = 1;
      return;
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    console.log(`build time (bg + en): ${seconds.toFixed(1)} s`);
  }
  if (!fs.existsSync(buildDir)) {
    console.error('No build/ to measure: run without --no-build.');
    process.exitCode = 1;
    return;
  }
  console.log(`build size: ${(dirSize(buildDir) / 1024 / 1024).toFixed(1)} MB`);

  const port = 3290;
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'serve',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    {cwd: root, stdio: 'ignore'},
  );
  const {chromium} = await import('@playwright/test');
  let browser;
  try {
    await waitForServer(`${origin}/`, 30_000);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium',
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    for (const {name, file} of MEASURED_PAGES) {
      const m = await measurePage(browser, origin, buildDir, file);
      console.log(
        `${name}: first-load JS ${kb(m.jsGzip)} gzip, CSS ${kb(m.cssGzip)} gzip, HTML ${kb(m.htmlGzip)} gzip, ${m.requests} JS/CSS requests`,
      );
    }
  } finally {
    await browser?.close();
    server.kill();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}

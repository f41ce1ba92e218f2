#!/usr/bin/env node
// `npm run bench:scale` (issue #23): the site built as it is and with its business docs copied
// N times, in temporary folders; see this package's README.md.
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {withChromium} from './lib/browser.mjs';
import {ROOT, readOptions, runMain} from './lib/cli.mjs';
import {FIRST_SEARCHES, firstSearch, medianSearch} from './lib/first-search.mjs';
import {kb, mark} from './lib/format.mjs';
import {indexSizes} from './lib/search-index.mjs';
import {listFiles, startNginx} from './lib/site.mjs';
import {dirSize, measurePage} from './lib/weight.mjs';

export const TARGETS = {
  firstSuggestionMs: {1: 1000, N: 1500},
  firstSearchBytes: {1: 150 * 1024, N: 250 * 1024},
  buildSeconds: {N: 90},
};

const DOC_FOLDERS = ['docs', 'i18n/en/docusaurus-plugin-content-docs/current'];

const USAGE =
  'Usage: bench-scale.mjs [--times N (≥ 2, default 10)] [--runs N (default 3)] [--keep]';

export function parseArgs(/** @type {string[]} */ argv) {
  const options = readOptions(argv, USAGE, {
    times: {type: 'string', default: 10, whole: true},
    runs: {type: 'string', default: 3, whole: true},
    keep: {type: 'boolean', default: false},
  });
  if (options.times < 2) throw new Error('--times must be 2 or more: 1× is always measured');
  return options;
}

/** Copy `k` of a docs tree, tags list left out; labels numbered («Фактуриране 3»): keys unique. */
export function copyDocsTree(from, to, k) {
  const files = listFiles(from, '').filter((file) => !/(^|\/)(tags\.yml$|scale-)/.test(file));
  for (const file of files) {
    const [source, target] = [path.join(from, file), path.join(to, file)];
    const text = () => fs.readFileSync(source, 'utf8');
    fs.mkdirSync(path.dirname(target), {recursive: true});
    if (/(^|\/)_category_\.(yml|json)$/.test(file))
      fs.writeFileSync(target, numberedCategory(text(), k));
    else if (/\.mdx?$/.test(file))
      fs.writeFileSync(target, importsFromCopy(text(), {source, target, docsRoot: from}));
    else fs.copyFileSync(source, target);
  }
}

/** Relative imports of a copied article: one leaving the docs is rewritten, one inside is kept. */
export function importsFromCopy(text, {source, target, docsRoot}) {
  return text.replace(
    /^(import\s[^'"]*?from\s*|import\s*)(['"])(\.\.?\/[^'"]+)\2/gm,
    (line, head, quote, specifier) => {
      const resolved = path.resolve(path.dirname(source), specifier);
      if (!path.relative(docsRoot, resolved).startsWith('..')) return line;
      return `${head}${quote}${path.relative(path.dirname(target), resolved)}${quote}`;
    },
  );
}

export function numberedCategory(text, k) {
  return text.replace(
    /^([ \t]*"?label"?[ \t]*:[ \t]*)("?)(.+?)\2(,?)[ \t]*$/m,
    (_, key, quote, label, comma) => `${key}${quote}${label} ${k}${quote}${comma}`,
  );
}

/** The site's tracked files in a fresh folder, node_modules linked, the docs copied `times` times. */
export function prepareSite(times) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `slotera-scale-${times}x-`));
  const files = execFileSync('git', ['ls-files', '-z'], {cwd: ROOT, encoding: 'utf8'})
    .split('\0')
    .filter(Boolean);
  for (const file of files) fs.cpSync(path.join(ROOT, file), path.join(dir, file));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (let k = 2; k <= times; k += 1) {
    for (const folder of DOC_FOLDERS) {
      const copy = path.join(dir, folder, `scale-${k}`);
      copyDocsTree(path.join(dir, folder), copy, k);
      const category = `label: Копие ${k}\nposition: ${1000 + k}\ncollapsed: true\n`;
      if (folder === 'docs') fs.writeFileSync(path.join(copy, '_category_.yml'), category);
    }
  }
  return dir;
}

function treeRss(pid) {
  let table;
  try {
    table = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], {encoding: 'utf8'});
  } catch {
    return 0;
  }
  const rows = table
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const tree = new Set([pid]);
  let size = 0;
  while (size < tree.size) {
    size = tree.size; // until a pass adds no child
    for (const [child, parent] of rows) if (tree.has(parent)) tree.add(child);
  }
  return rows.filter(([p]) => tree.has(p)).reduce((sum, [, , rss]) => sum + rss, 0);
}

/** `npm run build` of the site in `dir`: seconds and peak memory (MB) of its process tree. */
export async function timedBuild(dir) {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), dir], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  let peakKb = 0;
  const sampler = setInterval(() => (peakKb = Math.max(peakKb, treeRss(child.pid))), 250);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`The build in ${dir} failed:\n${stderr.slice(-3000)}`);
  return {seconds: Number(process.hrtime.bigint() - started) / 1e9, peakMb: peakKb / 1024};
}

export function countPages(/** @type {string} */ buildDir) {
  const html = listFiles(buildDir, '.html');
  const en = html.filter((file) => file.startsWith('en/')).length;
  return {bg: html.length - en, en};
}

// The temporary sites share the bundler's cache through their node_modules link; it is keyed by the
// site's folder, so what they write (≈ 1 GB at 10×) is never read again.
const BUNDLER_CACHE = path.join(ROOT, 'node_modules/.cache/rspack');
const cacheEntries = () => (fs.existsSync(BUNDLER_CACHE) ? fs.readdirSync(BUNDLER_CACHE) : []);

export function removeCacheEntriesSince(before, cacheDir = BUNDLER_CACHE) {
  if (!fs.existsSync(cacheDir)) return [];
  const added = fs.readdirSync(cacheDir).filter((entry) => !before.includes(entry));
  for (const entry of added) fs.rmSync(path.join(cacheDir, entry), {recursive: true, force: true});
  return added;
}

async function measureSize(times, options) {
  const dir = prepareSite(times);
  const cacheBefore = cacheEntries();
  try {
    const build = await timedBuild(dir);
    const buildDir = path.join(dir, 'build');
    const pages = countPages(buildDir);
    const sizes = indexSizes(buildDir);
    const nginx = await startNginx({buildDir});
    return await withChromium([nginx], async (browser) => {
      const calendar = 'business/calendar/index.html';
      const weight = await measurePage(browser, nginx.origin, buildDir, calendar);
      const searches = {};
      for (const target of FIRST_SEARCHES) {
        const runs = [];
        for (let run = 0; run < options.runs; run += 1)
          runs.push(await firstSearch(browser, nginx.origin, target));
        searches[target.locale] = medianSearch(runs);
      }
      return {times, dir, build, pages, sizes, weight, searches, size: dirSize(buildDir)};
    });
  } finally {
    if (!options.keep) {
      fs.rmSync(dir, {recursive: true, force: true});
      removeCacheEntriesSince(cacheBefore);
    }
  }
}

export function formatReport(results) {
  const lines = [
    '',
    'Scale bench (docs ×1 and ×N, both languages; first search on slow 4G, CPU 4×, cold cache)',
  ];
  for (const r of results) {
    const size = r.times === 1 ? 1 : 'N';
    lines.push(
      '',
      `${r.times}×: ${r.pages.bg} pages bg + ${r.pages.en} en; build ${r.build.seconds.toFixed(1)} s` +
        (TARGETS.buildSeconds[size]
          ? ` (target ≤ ${TARGETS.buildSeconds[size]} s: ${mark(r.build.seconds <= TARGETS.buildSeconds[size])})`
          : '') +
        `, peak memory ${r.build.peakMb.toFixed(0)} MB, output ${(r.size / 1024 / 1024).toFixed(1)} MB`,
      `  /business/calendar/ first load: JS ${kb(r.weight.jsGzip)} gzip, CSS ${kb(r.weight.cssGzip)} gzip, HTML ${kb(r.weight.htmlGzip)} gzip`,
    );
    for (const s of r.sizes)
      lines.push(
        `  search index (${s.locale}): ${kb(s.gzip)} gzip, ${kb(s.raw)} raw` +
          (s.parts?.count
            ? `; its parts, loaded as needed: ${s.parts.count} files, ${kb(s.parts.gzip)} gzip in all`
            : ''),
      );
    for (const [locale, s] of Object.entries(r.searches)) {
      const msTarget = TARGETS.firstSuggestionMs[size];
      const bytesTarget = TARGETS.firstSearchBytes[size];
      lines.push(
        `  first suggestion (${locale}): ${(s.ms / 1000).toFixed(2)} s (target ≤ ${msTarget / 1000} s: ${mark(s.ms <= msTarget)}),` +
          ` ${kb(s.bytes)} downloaded (target ≤ ${kb(bytesTarget)}: ${mark(s.bytes <= bytesTarget)})`,
      );
    }
    if (r.dir && fs.existsSync(r.dir)) lines.push(`  site kept in ${r.dir}`);
  }
  const [one, many] = results;
  if (one && many)
    lines.push(
      '',
      `First-load JS from 1× to ${many.times}×: ${kb(one.weight.jsGzip)} → ${kb(many.weight.jsGzip)} gzip`,
    );
  return lines.join('\n');
}

runMain(import.meta, USAGE, async (argv) => {
  const options = parseArgs(argv);
  const results = [];
  for (const times of [1, options.times]) {
    console.log(`Building and measuring ${times}× …`);
    results.push(await measureSize(times, options));
  }
  console.log(formatReport(results));
});

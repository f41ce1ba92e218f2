#!/usr/bin/env node
/**
 * `npm run bench:first-search`: the first search on a slow phone, alone and
 * on the existing build/ — the figure of issue #38's third goal in about a
 * minute, where `npm run bench -- --only=stock` takes a quarter of an hour
 * and `npm run bench:scale` builds two sites first.
 *
 * The measurement is bench-scale's `firstSearch` (slow 4G, CPU slowed 4×,
 * cold cache, served by deploy/nginx.conf in Debian's nginx; seconds from the
 * box's focus to the first suggestion on screen), the runs of the two
 * languages interleaved. It prints the median and the range per language;
 * with --waterfall, also every request of the last run from the focus on,
 * which shows what a change moved on the way to the first suggestion.
 *
 *   npm run bench:first-search                      5 runs per language
 *   npm run bench:first-search -- --runs 9 --locale en
 *   npm run bench:first-search -- --cpu 8           a slower phone
 *   npm run bench:first-search -- --waterfall
 *
 * Needs `npm run build` first, Chromium and nginx (as for `npm run test:nginx`).
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {LOCALES, SLOW_4G, firstSearch} from './bench-scale.mjs';
import {median} from './bench-search.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const USAGE =
  'Usage: bench-first-search.mjs [--runs N] [--locale bg|en] [--cpu N] [--waterfall] [--build-dir DIR]';

export function parseArgs(argv) {
  const options = {
    runs: 5,
    locales: LOCALES.map(({locale}) => locale),
    cpu: SLOW_4G.cpuSlowdown,
    waterfall: false,
    buildDir: path.join(root, 'build'),
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      i += 1;
      if (argv[i] === undefined) throw new Error(`${arg} needs a value. ${USAGE}`);
      return argv[i];
    };
    const count = () => {
      const number = Number(value());
      if (!Number.isInteger(number) || number < 1)
        throw new Error(`${arg} takes a whole number of 1 or more. ${USAGE}`);
      return number;
    };
    if (arg === '--runs') options.runs = count();
    else if (arg === '--cpu') options.cpu = count();
    else if (arg === '--waterfall') options.waterfall = true;
    else if (arg === '--build-dir') options.buildDir = path.resolve(value());
    else if (arg === '--locale') {
      const locale = value();
      if (!LOCALES.some((target) => target.locale === locale))
        throw new Error(`--locale is ${LOCALES.map((t) => t.locale).join(' or ')}. ${USAGE}`);
      options.locales = [locale];
    } else throw new Error(`Unknown option ${arg}. ${USAGE}`);
  }
  return options;
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** One line per language: median, fastest–slowest, bytes. */
export function summaryLines(results) {
  return Object.entries(results).map(([locale, runs]) => {
    const ms = runs.map((run) => run.ms);
    const kb = (median(runs.map((run) => run.bytes)) / 1024).toFixed(1);
    return `${locale}  ${seconds(median(ms))} [${seconds(Math.min(...ms))}–${seconds(Math.max(...ms))}], ${kb} KB  (${runs.length} run(s))`;
  });
}

/** The requests of one run, from the focus on, in the order they started. */
export function waterfallLines(requests) {
  return requests.map(
    ({url, start, end, bytes}) =>
      `${String(Math.round(start)).padStart(6)} → ${String(Math.round(end)).padStart(5)} ms` +
      `  ${(bytes / 1024).toFixed(1).padStart(5)} KB  ${url}`,
  );
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const {startNginx} = await import('./nginx-harness.mjs');
  const {launchPlaywrightChromium} = await import('./bench.mjs');
  const {chromium} = await import('@playwright/test');
  const nginx = await startNginx({buildDir: options.buildDir});
  const browser = await launchPlaywrightChromium(chromium);
  try {
    const targets = LOCALES.filter(({locale}) => options.locales.includes(locale));
    /** @type {Record<string, {ms: number, bytes: number, requests?: any[]}[]>} */
    const results = {};
    for (let run = 0; run < options.runs; run += 1) {
      for (const target of targets) {
        const last = run === options.runs - 1;
        const result = await firstSearch(browser, nginx.origin, target, {
          cpuSlowdown: options.cpu,
          waterfall: options.waterfall && last,
        });
        (results[target.locale] ??= []).push(result);
      }
    }
    console.log(
      `First search on slow 4G, CPU slowed ${options.cpu}×, cold cache (${options.buildDir}):`,
    );
    for (const line of summaryLines(results)) console.log(`  ${line}`);
    if (options.waterfall) {
      for (const target of targets) {
        const {requests, ms} = results[target.locale].at(-1);
        console.log(
          `\n${target.locale} «${target.word}» on ${target.page}, last run (${Math.round(ms)} ms), from the focus:`,
        );
        for (const line of waterfallLines(requests)) console.log(`  ${line}`);
      }
    }
  } finally {
    await browser.close();
    await nginx.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

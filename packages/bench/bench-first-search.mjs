#!/usr/bin/env node
// `npm run bench:first-search`: the first search on a slow phone alone, on the existing build/
// behind nginx, both languages' runs interleaved (about a minute).
import path from 'node:path';

import {withChromium} from './lib/browser.mjs';
import {ROOT, readOptions, runMain} from './lib/cli.mjs';
import {CPU_SLOWDOWN, FIRST_SEARCHES, firstSearch, medianSearch} from './lib/first-search.mjs';
import {kb, seconds} from './lib/format.mjs';
import {startNginx} from './lib/site.mjs';

export const USAGE =
  'Usage: bench-first-search.mjs [--runs N] [--locale bg|en] [--cpu N] [--waterfall] [--build-dir DIR]';

export function parseArgs(/** @type {string[]} */ argv) {
  const locales = FIRST_SEARCHES.map(({locale}) => locale);
  const options = readOptions(argv, USAGE, {
    runs: {type: 'string', default: 5, whole: true},
    locale: {type: 'string', choices: locales},
    cpu: {type: 'string', default: CPU_SLOWDOWN, whole: true},
    waterfall: {type: 'boolean', default: false},
    'build-dir': {type: 'string', default: path.join(ROOT, 'build')},
  });
  const {locale, 'build-dir': buildDir, ...chosen} = options;
  return {...chosen, locales: locale ? [locale] : locales, buildDir: path.resolve(buildDir)};
}

export function summaryLines(results) {
  return Object.entries(results).map(([locale, runs]) => {
    const {ms, bytes, times} = medianSearch(runs);
    return `${locale}  ${seconds(ms)} [${seconds(Math.min(...times))}–${seconds(Math.max(...times))}], ${kb(bytes)}  (${runs.length} run(s))`;
  });
}

export function waterfallLines(requests) {
  return requests.map(
    ({url, start, end, bytes}) =>
      `${String(Math.round(start)).padStart(6)} → ${String(Math.round(end)).padStart(5)} ms` +
      `  ${(bytes / 1024).toFixed(1).padStart(5)} KB  ${url}`,
  );
}

runMain(import.meta, USAGE, async (argv) => {
  const options = parseArgs(argv);
  const nginx = await startNginx({buildDir: options.buildDir});
  await withChromium([nginx], async (browser) => {
    const targets = FIRST_SEARCHES.filter(({locale}) => options.locales.includes(locale));
    const results = {};
    for (let run = 0; run < options.runs; run += 1)
      for (const target of targets)
        (results[target.locale] ??= []).push(
          await firstSearch(browser, nginx.origin, target, options.cpu),
        );
    console.log(
      `First search on slow 4G, CPU slowed ${options.cpu}×, cold cache (${options.buildDir}):`,
    );
    for (const line of summaryLines(results)) console.log(`  ${line}`);
    for (const target of options.waterfall ? targets : []) {
      const {requests, ms} = results[target.locale].at(-1);
      console.log(
        `\n${target.locale} «${target.word}» on ${target.page}, last run (${Math.round(ms)} ms), from the focus:`,
      );
      for (const line of waterfallLines(requests)) console.log(`  ${line}`);
    }
  });
});

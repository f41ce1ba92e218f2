#!/usr/bin/env node
/**
 * `npm run build`: `docusaurus build` for writers.
 *
 * Docusaurus stops on a broken link, anchor, Markdown link or duplicate
 * route — good — but names a broken link by its page URL and buries a bad
 * Markdown link under a stack trace. This wrapper passes the build's output
 * through without stack-trace lines, and when the build fails ends with a
 * short list of what to fix, each naming the source file.
 *
 * After a build of every language it writes the deploy files from the build
 * (scripts/deploy-config.mjs): `_headers` and `_redirects` for a CDN into the
 * output folder, and nginx's snippets beside it (`build-nginx/`).
 *
 *   node scripts/build.mjs [siteDir] [docusaurus build options]
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {writeDeployFiles} from './deploy-config.mjs';

// Terminal colour codes (ESC [ … m) from the build output.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
const STACK_LINE = /^\s*(│\s*)*at\s+(async\s+)?\S+.*(\(|:\d+:\d+)/;

export const stripAnsi = (text) => text.replace(ANSI, '');

/**
 * Docusaurus's advice to switch a link check off ("it's possible to ignore
 * broken links with the 'onBrokenLinks' …", "To ignore this error, use …"):
 * a writer should fix the link instead, so the line is replaced by that.
 */
const SWITCH_OFF_ADVICE = /possible to ignore broken|To ignore this error, use/;
export const WHAT_TO_FIX_INSTEAD =
  'Fix the link: point it to a page or a section ({#id}) that exists. ' +
  '`npm run check:writer` names each broken link with its file and line.';
export const withoutSwitchOffAdvice = (line) =>
  SWITCH_OFF_ADVICE.test(stripAnsi(line)) ? WHAT_TO_FIX_INSTEAD : line;
export const isStackLine = (line) => STACK_LINE.test(stripAnsi(line));

const normalizeRoute = (route) => (route.length > 1 ? route.replace(/\/+$/, '') : route);

/**
 * Maps page URLs to source files from the metadata Docusaurus writes to
 * `.docusaurus/` (docs and blog posts: `permalink` and `source`), every
 * language's (each built side by side has its folder in there; their URLs
 * differ). Docusaurus leaves the files of deleted pages there, so where two
 * claim one URL the newest wins.
 * Paths are relative to `relativeTo`, the folder the build runs from.
 */
export function loadRouteSources(siteDir, {relativeTo = siteDir} = {}) {
  const sources = new Map();
  const newest = new Map();
  const generated = path.join(siteDir, '.docusaurus');
  if (!fs.existsSync(generated)) return sources;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) {
        let data;
        try {
          data = JSON.parse(fs.readFileSync(full, 'utf8'));
        } catch {
          continue;
        }
        const meta = data?.metadata ?? data;
        if (typeof meta?.permalink === 'string' && typeof meta?.source === 'string') {
          const route = normalizeRoute(meta.permalink);
          const mtime = fs.statSync(full).mtimeMs;
          if (mtime < (newest.get(route) ?? -Infinity)) continue;
          newest.set(route, mtime);
          const file = path.join(siteDir, meta.source.replace(/^@site\//, ''));
          sources.set(route, path.relative(relativeTo, file));
        }
      }
    }
  };
  walk(generated);
  return sources;
}

/**
 * Reads a failed build's output and returns one line per problem, naming
 * the source file wherever it can be known.
 */
export function summarizeBuildErrors(output, routeSources = new Map()) {
  const text = stripAnsi(output);
  const problems = new Set();
  const fileOf = (route) => {
    const source = routeSources.get(normalizeRoute(route));
    return source ? `${source} (page ${route})` : `page ${route}`;
  };

  for (const match of text.matchAll(
    /Markdown link with URL `([^`]+)` in source file "([^"]+)" \((\d+):(\d+)\)/g,
  )) {
    const [, url, file, line, column] = match;
    problems.add(`${file}:${line}:${column}: the link ${url} points to no Markdown file`);
  }

  for (const kind of ['link', 'anchor']) {
    const block = new RegExp(
      `- Broken ${kind} on source page path = (\\S+?):\\n((?:\\s+-> linking to .*\\n?)+)`,
      'g',
    );
    for (const [, page, targets] of text.matchAll(block)) {
      for (const [, target] of targets.matchAll(/-> linking to (\S+)/g)) {
        problems.add(`${fileOf(page)}: broken ${kind} to ${target}`);
      }
    }
  }

  for (const [, route] of text.matchAll(/Attempting to create page at (\S+?),/g)) {
    problems.add(`duplicate route ${route}: two pages are built at this address`);
  }

  for (const [, file, cause] of text.matchAll(
    /MDX compilation failed for file "([^"]+)"\s*\n\s*(?:│\s*)?Cause: (.*)/g,
  )) {
    if (!/Markdown link with URL/.test(cause)) problems.add(`${file}: ${cause.trim()}`);
  }

  return [...problems];
}

/** The output folder of `docusaurus build [siteDir] [--out-dir dir]`. */
export function outDirFromArgs(args, cwd = process.cwd()) {
  const siteDir = siteDirFromArgs(args, cwd);
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--out-dir' && args[i + 1]) return path.resolve(siteDir, args[i + 1]);
    if (args[i].startsWith('--out-dir=')) return path.resolve(siteDir, args[i].slice(10));
  }
  return path.join(siteDir, 'build');
}

/** True when the build's options pick its languages (`--locale`). */
const picksLanguages = (args) =>
  args.some((arg) => arg === '--locale' || arg.startsWith('--locale='));

/**
 * Writes the deploy files for a build of every language; a build of one
 * language (`--locale en`) is for looking at, not for deploying.
 */
export function writeDeployFilesAfterBuild(args, {log = console.log} = {}) {
  if (picksLanguages(args)) {
    log('Deploy files not written: this is a build of one language.');
    return false;
  }
  const outDir = outDirFromArgs(args);
  const {rules, written} = writeDeployFiles(outDir);
  for (const warning of rules.warnings) console.warn(`Warning: ${warning}`);
  log(
    `Deploy files written from the build: ${written.map((file) => path.relative(process.cwd(), file)).join(', ')}`,
  );
  return true;
}

function siteDirFromArgs(args, cwd = process.cwd()) {
  const first = args[0];
  return first && !first.startsWith('-') ? path.resolve(cwd, first) : cwd;
}

/**
 * The site's languages, default first, from its configuration — or null when
 * it has one language only, or when `args` already pick the languages.
 */
export async function languagesToBuildSideBySide(args, {cwd = process.cwd()} = {}) {
  if (picksLanguages(args)) return null;
  const siteDir = siteDirFromArgs(args, cwd);
  const configArg = args.findIndex((arg) => arg === '--config');
  const configFile =
    configArg >= 0
      ? path.resolve(siteDir, args[configArg + 1])
      : ['docusaurus.config.ts', 'docusaurus.config.mjs', 'docusaurus.config.js']
          .map((name) => path.join(siteDir, name))
          .find((file) => fs.existsSync(file));
  if (!configFile) return null;
  const {loadFreshModule} = await import('@docusaurus/utils');
  const loaded = await loadFreshModule(configFile);
  let config = loaded?.default ?? loaded;
  if (typeof config === 'function') config = await config();
  const {defaultLocale, locales = [defaultLocale]} = config?.i18n ?? {};
  if (!defaultLocale || locales.length < 2) return null;
  return [defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)];
}

/**
 * One `docusaurus build`, its output passed through without stack-trace
 * lines (each line after `prefix`). Resolves with its exit code (null when
 * stopped), its whole output and how many lines were hidden.
 */
function runDocusaurusBuild(args, {env = process.env, prefix = ''} = {}) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const docusaurus = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const child = spawn(process.execPath, [docusaurus, 'build', ...args], {
    stdio: ['inherit', 'pipe', 'pipe'],
    env,
  });
  const run = {child, output: '', hiddenStackLines: 0};
  const passThrough = (target) => {
    let pending = '';
    return (chunk) => {
      const text = chunk.toString();
      run.output += text;
      const lines = (pending + text).split('\n');
      pending = lines.pop();
      for (const line of lines) {
        if (isStackLine(line)) run.hiddenStackLines += 1;
        else target.write(`${prefix}${withoutSwitchOffAdvice(line)}\n`);
      }
    };
  };
  child.stdout.on('data', passThrough(process.stdout));
  child.stderr.on('data', passThrough(process.stderr));
  run.done = new Promise((resolve) => child.on('close', (code) => resolve(code)));
  return run;
}

function reportFailure(run, siteDir) {
  const problems = summarizeBuildErrors(
    run.output,
    loadRouteSources(siteDir, {relativeTo: process.cwd()}),
  );
  if (run.hiddenStackLines > 0) {
    console.error(
      `\n(${run.hiddenStackLines} stack-trace lines hidden; run "npx docusaurus build" to see them)`,
    );
  }
  if (problems.length > 0) {
    console.error(`\nThe build stopped. What to fix (${problems.length}):`);
    for (const problem of problems) console.error(`  - ${problem}`);
  }
}

/**
 * Every language at once, each in a `docusaurus build --locale` of its own.
 * Docusaurus builds languages one after the other, and much of a language's
 * build keeps one core busy (compiling MDX, rendering pages, the search
 * index); side by side, a 2-core machine builds the help centre ten times
 * larger in about two thirds of the time (`npm run bench:scale`). Each
 * build has its own generated files (under `.docusaurus/`), and each
 * language but the default one is built into a folder beside the output
 * and moved into it at the end: a build of the default language owns its
 * whole output folder while it runs.
 */
async function buildSideBySide(args, languages) {
  const siteDir = siteDirFromArgs(args);
  const outDir = outDirFromArgs(args);
  // Each build gets its own --out-dir.
  const baseArgs = args.filter(
    (arg, i) => arg !== '--out-dir' && args[i - 1] !== '--out-dir' && !arg.startsWith('--out-dir='),
  );
  const [defaultLanguage, ...others] = languages;
  const aside = (language) =>
    path.join(path.dirname(outDir), `.${path.basename(outDir)}-${language}`);
  for (const language of others) fs.rmSync(aside(language), {recursive: true, force: true});
  const runs = languages.map((language) => {
    const isDefault = language === defaultLanguage;
    const run = runDocusaurusBuild(
      [...baseArgs, '--locale', language, '--out-dir', isDefault ? outDir : aside(language)],
      {
        prefix: `${language} │ `,
        env: {
          ...process.env,
          // Docusaurus renders pages in a pool of worker threads, one per core
          // but one, each loading the whole server bundle first; with every
          // language building at once the cores are taken, and each build
          // renders faster in its own thread (at 10×: 19 → 16 s a language).
          DOCUSAURUS_SSG_WORKER_THREAD_COUNT: process.env.DOCUSAURUS_SSG_WORKER_THREAD_COUNT ?? '1',
          ...(isDefault
            ? {}
            : {DOCUSAURUS_GENERATED_FILES_DIR_NAME: `.docusaurus/build-${language}`}),
        },
      },
    );
    run.language = language;
    return run;
  });
  // The first language to fail stops the others: the build has failed.
  let failed = null;
  await Promise.all(
    runs.map(async (run) => {
      const code = await run.done;
      if (code !== 0 && !failed) {
        failed = run;
        for (const other of runs) if (other !== run) other.child.kill();
      }
    }),
  );
  if (failed) {
    for (const language of others) fs.rmSync(aside(language), {recursive: true, force: true});
    console.error(`\nThe build of the language "${failed.language}" failed.`);
    reportFailure(failed, siteDir);
    return 1;
  }
  for (const language of others) {
    for (const entry of fs.readdirSync(aside(language))) {
      fs.rmSync(path.join(outDir, entry), {recursive: true, force: true});
      fs.renameSync(path.join(aside(language), entry), path.join(outDir, entry));
    }
    fs.rmSync(aside(language), {recursive: true, force: true});
  }
  return 0;
}

async function main() {
  const args = process.argv.slice(2);
  const languages = await languagesToBuildSideBySide(args);
  let code;
  if (languages) {
    code = await buildSideBySide(args, languages);
  } else {
    const run = runDocusaurusBuild(args);
    code = await run.done;
    if (code !== 0) reportFailure(run, siteDirFromArgs(args));
  }
  if (code !== 0) {
    process.exitCode = code ?? 1;
    return;
  }
  try {
    writeDeployFilesAfterBuild(args);
  } catch (error) {
    console.error(`\nThe site was built, but its deploy files were not:\n${error.message}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}

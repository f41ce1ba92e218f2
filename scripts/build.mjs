#!/usr/bin/env node
// `npm run build`: `docusaurus build` for writers — its output without stack traces and, when it
// fails, a short list of what to fix naming each source file; every language built side by side;
// then the deploy files (deploy-config.mjs).
//   node scripts/build.mjs [siteDir] [docusaurus build options]
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs, stripVTControlCharacters} from 'node:util';

import {writeDeployFiles} from './deploy-config.mjs';
import {ROOT, listFiles, runMain} from './lib.mjs';

const STACK_LINE = /^\s*(│\s*)*at\s+(async\s+)?\S+.*(\(|:\d+:\d+)/;

// Docusaurus's advice to switch a link check off is replaced by how to fix the link.
const SWITCH_OFF_ADVICE = /possible to ignore broken|To ignore this error, use/;
export const WHAT_TO_FIX_INSTEAD =
  'Fix the link: point it to a page or a section ({#id}) that exists. ' +
  '`npm run check:writer` names each broken link with its file and line.';
export const withoutSwitchOffAdvice = (line) =>
  SWITCH_OFF_ADVICE.test(stripVTControlCharacters(line)) ? WHAT_TO_FIX_INSTEAD : line;
export const isStackLine = (line) => STACK_LINE.test(stripVTControlCharacters(line));

export const normalizeRoute = (route) => (route.length > 1 ? route.replace(/\/+$/, '') : route);

/**
 * Page URL → source file (relative to `relativeTo`), from the metadata of every language's build in
 * `.docusaurus/`. Deleted pages' files stay there: where two claim a URL, the newest wins.
 */
export function loadRouteSources(siteDir, {relativeTo = siteDir} = {}) {
  const sources = new Map();
  const newest = new Map();
  const generated = path.join(siteDir, '.docusaurus');
  if (!fs.existsSync(generated)) return sources;
  for (const file of listFiles(generated, '.json')) {
    const full = path.join(generated, file);
    let data;
    try {
      data = JSON.parse(fs.readFileSync(full, 'utf8'));
    } catch {
      continue;
    }
    const meta = data?.metadata ?? data;
    if (typeof meta?.permalink !== 'string' || typeof meta?.source !== 'string') continue;
    const route = normalizeRoute(meta.permalink);
    const mtime = fs.statSync(full).mtimeMs;
    if (mtime < (newest.get(route) ?? -Infinity)) continue;
    newest.set(route, mtime);
    const source = path.join(siteDir, meta.source.replace(/^@site\//, ''));
    sources.set(route, path.relative(relativeTo, source));
  }
  return sources;
}

/** One line per problem of a failed build's output, naming its source file where known. */
export function summarizeBuildErrors(output, routeSources = new Map()) {
  const text = stripVTControlCharacters(output);
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

function buildOptions(args, cwd = process.cwd()) {
  const {values, positionals} = parseArgs({
    args,
    strict: false,
    allowPositionals: true,
    options: {'out-dir': {type: 'string'}, locale: {type: 'string'}, config: {type: 'string'}},
  });
  const siteDir = path.resolve(cwd, positionals[0] ?? '.');
  const outDir = values['out-dir'];
  return {
    siteDir,
    outDir:
      typeof outDir === 'string' ? path.resolve(siteDir, outDir) : path.join(siteDir, 'build'),
    picksLanguages: values.locale !== undefined,
    config: typeof values.config === 'string' ? path.resolve(siteDir, values.config) : undefined,
  };
}

export const outDirFromArgs = (args, cwd = process.cwd()) => buildOptions(args, cwd).outDir;

/** Writes the deploy files after a build of every language (one language is not deployed). */
export function writeDeployFilesAfterBuild(args, {log = console.log} = {}) {
  const {picksLanguages, outDir} = buildOptions(args);
  if (picksLanguages) {
    log('Deploy files not written: this is a build of one language.');
    return false;
  }
  const {rules, written} = writeDeployFiles(outDir);
  for (const warning of rules.warnings) console.warn(`Warning: ${warning}`);
  log(
    `Deploy files written from the build: ${written.map((file) => path.relative(process.cwd(), file)).join(', ')}`,
  );
  return true;
}

/** The site's languages, default first — or null for one language or when `args` pick them. */
export async function languagesToBuildSideBySide(args, {cwd = process.cwd()} = {}) {
  const {picksLanguages, siteDir, config: configArg} = buildOptions(args, cwd);
  if (picksLanguages) return null;
  const configFile =
    configArg ??
    ['docusaurus.config.ts', 'docusaurus.config.mjs', 'docusaurus.config.js']
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

/** One `docusaurus build`: its output without stack traces; `done` gives its exit code. */
function runDocusaurusBuild(args, {env = process.env, prefix = ''} = {}) {
  const docusaurus = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
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
  const sources = loadRouteSources(siteDir, {relativeTo: process.cwd()});
  const problems = summarizeBuildErrors(run.output, sources);
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
 * Every language at once, each a `docusaurus build --locale` of its own (much of a build keeps one
 * core busy). Each has its own `.docusaurus/` folder; the other languages build beside the output
 * and move into it at the end, as the default language's build owns its whole folder.
 */
async function buildSideBySide(args, languages) {
  const {siteDir, outDir} = buildOptions(args);
  const baseArgs = args.filter(
    (arg, i) => arg !== '--out-dir' && args[i - 1] !== '--out-dir' && !arg.startsWith('--out-dir='),
  );
  const [defaultLanguage, ...others] = languages;
  const aside = (language) =>
    path.join(path.dirname(outDir), `.${path.basename(outDir)}-${language}`);
  const removeAside = () => {
    for (const language of others) fs.rmSync(aside(language), {recursive: true, force: true});
  };
  removeAside();
  const runs = languages.map((language) => {
    const isDefault = language === defaultLanguage;
    const run = runDocusaurusBuild(
      [...baseArgs, '--locale', language, '--out-dir', isDefault ? outDir : aside(language)],
      {
        prefix: `${language} │ `,
        env: {
          ...process.env,
          // With every language building at once the cores are taken: one render thread each.
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
    removeAside();
    console.error(`\nThe build of the language "${failed.language}" failed.`);
    reportFailure(failed, siteDir);
    return 1;
  }
  for (const language of others) {
    for (const entry of fs.readdirSync(aside(language))) {
      fs.rmSync(path.join(outDir, entry), {recursive: true, force: true});
      fs.renameSync(path.join(aside(language), entry), path.join(outDir, entry));
    }
  }
  removeAside();
  return 0;
}

runMain(import.meta, async (args) => {
  const languages = await languagesToBuildSideBySide(args);
  let code;
  if (languages) {
    code = await buildSideBySide(args, languages);
  } else {
    const run = runDocusaurusBuild(args);
    code = await run.done;
    if (code !== 0) reportFailure(run, buildOptions(args).siteDir);
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
});

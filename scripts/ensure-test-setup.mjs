#!/usr/bin/env node
/**
 * Runs before `npm test`: makes sure what the tests need is installed.
 *
 * 1. The npm dependencies: a fresh clone gets `npm ci` first, so that
 *    `npm test` alone works for a newcomer.
 * 2. The browser for the e2e tests. The tests drive Debian's Chromium (`/usr/bin/chromium`, or the path in
 * CHROMIUM_PATH): a test tool's own browser download cannot work on our
 * machines. When it is missing and we are root with apt, install it;
 * otherwise stop with the one command the reader has to run.
 * 3. Java for the W3C Nu HTML checker (`vnu-jar`, in `npm run check:html`):
 *    Debian's `default-jre-headless`, installed the same way when missing.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
export const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium';

/** The browser path the tests use. */
export function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH?.trim() || DEFAULT_CHROMIUM_PATH;
}

/**
 * Decides what to do, without side effects:
 * - {action: 'ready', path}
 * - {action: 'install', path}: root with apt-get, Debian's package fixes it
 * - {action: 'fail', message}: the reader has to act
 */
export function planChromium({env, exists, isRoot, hasAptGet}) {
  const browser = chromiumPath(env);
  if (exists(browser)) return {action: 'ready', path: browser};
  if (env.CHROMIUM_PATH?.trim()) {
    return {
      action: 'fail',
      message: `CHROMIUM_PATH is set to ${browser}, but there is no such file. Fix the path or unset CHROMIUM_PATH to use ${DEFAULT_CHROMIUM_PATH}.`,
    };
  }
  if (isRoot && hasAptGet) return {action: 'install', path: browser};
  return {
    action: 'fail',
    message: `The e2e tests need Chromium at ${browser}. Install it with:\n\n  ${INSTALL_COMMAND}\n\nor point CHROMIUM_PATH at another Chromium.`,
  };
}

export const JAVA_INSTALL_COMMAND =
  'sudo apt-get update && sudo apt-get install -y default-jre-headless';

/** Like planChromium, for Java on the PATH. */
export function planJava({hasJava, isRoot, hasAptGet}) {
  if (hasJava) return {action: 'ready'};
  if (isRoot && hasAptGet) return {action: 'install'};
  return {
    action: 'fail',
    message: `The HTML check (the W3C Nu checker) needs Java. Install it with:\n\n  ${JAVA_INSTALL_COMMAND}`,
  };
}

function commandExists(command) {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && fs.existsSync(path.join(dir, command)));
}

/**
 * True when `npm ci` must run: no node_modules, or the lock file changed
 * after the last install (npm writes node_modules/.package-lock.json).
 */
export function needsDependencies({lockMtime, installedMtime}) {
  if (installedMtime === undefined) return true;
  return lockMtime !== undefined && lockMtime > installedMtime;
}

function mtime(file) {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : undefined;
}

function ensureDependencies(root) {
  const needed = needsDependencies({
    lockMtime: mtime(path.join(root, 'package-lock.json')),
    installedMtime: mtime(path.join(root, 'node_modules/.package-lock.json')),
  });
  if (!needed) return;
  console.log('Installing the npm dependencies (npm ci)…');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {cwd: root, stdio: 'inherit'});
}

/** Installs one of Debian's packages for what the tests need (root with apt-get). */
function aptInstall(what, debianPackage) {
  console.log(`${what} is missing: installing Debian's ${debianPackage} package with apt-get…`);
  const aptEnv = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env: aptEnv});
  execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], {stdio: 'inherit', env: aptEnv});
}

function ensureChromium() {
  const plan = planChromium({
    env: process.env,
    exists: (file) => fs.existsSync(file),
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    hasAptGet: commandExists('apt-get'),
  });
  if (plan.action === 'ready') {
    console.log(`Chromium found at ${plan.path}`);
    return;
  }
  if (plan.action === 'fail') {
    console.error(plan.message);
    process.exitCode = 1;
    return;
  }
  aptInstall('Chromium', 'chromium');
  if (!fs.existsSync(plan.path)) {
    console.error(
      `apt-get finished, but ${plan.path} is still missing. Install it with:\n\n  ${INSTALL_COMMAND}`,
    );
    process.exitCode = 1;
    return;
  }
  console.log(`Chromium installed at ${plan.path}`);
}

function ensureJava() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const plan = planJava({
    hasJava: commandExists('java'),
    isRoot,
    hasAptGet: commandExists('apt-get'),
  });
  if (plan.action === 'ready') return;
  if (plan.action === 'fail') {
    console.error(plan.message);
    process.exitCode = 1;
    return;
  }
  aptInstall('Java', 'default-jre-headless');
  if (!commandExists('java')) {
    console.error(`apt-get finished, but java is still missing. Run:\n\n  ${JAVA_INSTALL_COMMAND}`);
    process.exitCode = 1;
  }
}

function main() {
  ensureDependencies(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  ensureChromium();
  ensureJava();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main();
}

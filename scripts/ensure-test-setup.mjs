#!/usr/bin/env node
// Before `npm test`: npm's dependencies (`npm ci` on a fresh clone or a newer lock file), Debian's
// Chromium for the e2e tests (a test tool's own browser download cannot work on our machines; or
// CHROMIUM_PATH) and Java for the W3C Nu checker — installed when root with apt-get can, otherwise
// the one command to run.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {ROOT, aptInstall, commandOnPath, isRoot, runMain} from './lib.mjs';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
export const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium';

export function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH?.trim() || DEFAULT_CHROMIUM_PATH;
}

/** What to do, without side effects: ready, install (root with apt-get), or fail with the fix. */
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

export function planJava({hasJava, isRoot, hasAptGet}) {
  if (hasJava) return {action: 'ready'};
  if (isRoot && hasAptGet) return {action: 'install'};
  return {
    action: 'fail',
    message: `The HTML check (the W3C Nu checker) needs Java. Install it with:\n\n  ${JAVA_INSTALL_COMMAND}`,
  };
}

const commandExists = (command) => Boolean(commandOnPath(command));

/** True without node_modules or with a lock file newer than the install (its .package-lock.json). */
export function needsDependencies({lockMtime, installedMtime}) {
  if (installedMtime === undefined) return true;
  return lockMtime !== undefined && lockMtime > installedMtime;
}

const mtime = (file) => fs.statSync(file, {throwIfNoEntry: false})?.mtimeMs;

function ensureDependencies(root) {
  const needed = needsDependencies({
    lockMtime: mtime(path.join(root, 'package-lock.json')),
    installedMtime: mtime(path.join(root, 'node_modules/.package-lock.json')),
  });
  if (!needed) return;
  console.log('Installing the npm dependencies (npm ci)…');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {cwd: root, stdio: 'inherit'});
}

/** Carries out a plan: installs Debian's package where it says so; a failure sets exit code 1. */
function carryOut(plan, what, debianPackage, {isThere, stillMissing}) {
  if (plan.action === 'install') {
    aptInstall(what, debianPackage);
    if (!isThere()) plan = {action: 'fail', message: stillMissing};
  }
  if (plan.action === 'fail') {
    console.error(plan.message);
    process.exitCode = 1;
  }
  return plan.action;
}

runMain(import.meta, () => {
  ensureDependencies(ROOT);
  const [browser, hasAptGet] = [chromiumPath(), commandExists('apt-get')];
  const chromium = carryOut(
    planChromium({env: process.env, exists: fs.existsSync, isRoot: isRoot(), hasAptGet}),
    'Chromium',
    'chromium',
    {
      isThere: () => fs.existsSync(browser),
      stillMissing: `apt-get finished, but ${browser} is still missing. Install it with:\n\n  ${INSTALL_COMMAND}`,
    },
  );
  if (chromium !== 'fail')
    console.log(`Chromium ${chromium === 'ready' ? 'found' : 'installed'} at ${browser}`);
  carryOut(
    planJava({hasJava: commandExists('java'), isRoot: isRoot(), hasAptGet}),
    'Java',
    'default-jre-headless',
    {
      isThere: () => commandExists('java'),
      stillMissing: `apt-get finished, but java is still missing. Run:\n\n  ${JAVA_INSTALL_COMMAND}`,
    },
  );
});

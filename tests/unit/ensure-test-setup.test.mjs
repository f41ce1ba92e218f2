import assert from 'node:assert/strict';
import {test} from 'node:test';

import {
  planJava,
  DEFAULT_CHROMIUM_PATH,
  INSTALL_COMMAND,
  chromiumPath,
  needsDependencies,
  planChromium,
} from '../../scripts/ensure-test-setup.mjs';

const none = () => false;
const only = (file) => (candidate) => candidate === file;

test('uses Debian chromium when it is installed', () => {
  assert.deepEqual(
    planChromium({env: {}, exists: only(DEFAULT_CHROMIUM_PATH), isRoot: false, hasAptGet: false}),
    {action: 'ready', path: DEFAULT_CHROMIUM_PATH},
  );
});

test('CHROMIUM_PATH wins over the default', () => {
  const env = {CHROMIUM_PATH: '/opt/chromium/chrome'};
  assert.equal(chromiumPath(env), '/opt/chromium/chrome');
  assert.equal(
    planChromium({env, exists: only('/opt/chromium/chrome'), isRoot: true, hasAptGet: true}).action,
    'ready',
  );
});

test('installs with apt-get when root and missing', () => {
  assert.deepEqual(planChromium({env: {}, exists: none, isRoot: true, hasAptGet: true}), {
    action: 'install',
    path: DEFAULT_CHROMIUM_PATH,
  });
});

test('without root it stops with the one command to run', () => {
  const plan = planChromium({env: {}, exists: none, isRoot: false, hasAptGet: true});
  assert.equal(plan.action, 'fail');
  assert.ok(plan.message.includes(INSTALL_COMMAND));
});

test('a wrong CHROMIUM_PATH is reported instead of installing another browser', () => {
  const plan = planChromium({
    env: {CHROMIUM_PATH: '/nope'},
    exists: none,
    isRoot: true,
    hasAptGet: true,
  });
  assert.equal(plan.action, 'fail');
  assert.match(plan.message, /CHROMIUM_PATH is set to \/nope/);
});

test('a fresh clone installs the npm dependencies first', () => {
  assert.equal(needsDependencies({lockMtime: 10, installedMtime: undefined}), true);
});

test('dependencies are reinstalled only when the lock file is newer than the install', () => {
  assert.equal(needsDependencies({lockMtime: 10, installedMtime: 20}), false);
  assert.equal(needsDependencies({lockMtime: 30, installedMtime: 20}), true);
});

test('Java for the Nu checker: used when present, installed by root with apt, else one command', () => {
  assert.deepEqual(planJava({hasJava: true, isRoot: false, hasAptGet: false}), {action: 'ready'});
  assert.deepEqual(planJava({hasJava: false, isRoot: true, hasAptGet: true}), {action: 'install'});
  const plan = planJava({hasJava: false, isRoot: false, hasAptGet: true});
  assert.equal(plan.action, 'fail');
  assert.match(plan.message, /apt-get install -y default-jre-headless/);
});

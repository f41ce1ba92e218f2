import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {
  DEPLOY_DIR,
  NGINX_INSTALL_COMMAND,
  adaptServerBlock,
  assertBuild,
  findNginx,
  freePort,
  mainConfig,
  parseArgs,
  planNginx,
  writePrefix,
} from '../../scripts/nginx-harness.mjs';

const DEPLOYED = fs.readFileSync(path.join(DEPLOY_DIR, 'nginx.conf'), 'utf8');
const none = () => false;

function fixtureBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-build-'));
  for (const page of ['index.html', '404.html', 'en/index.html', 'en/404.html']) {
    fs.mkdirSync(path.dirname(path.join(dir, page)), {recursive: true});
    fs.writeFileSync(path.join(dir, page), `<html><script>page(${JSON.stringify(page)})</script>`);
  }
  return dir;
}

test('uses the nginx it finds', () => {
  assert.deepEqual(
    planNginx({env: {}, found: '/usr/sbin/nginx', exists: none, isRoot: false, hasAptGet: false}),
    {action: 'ready', path: '/usr/sbin/nginx'},
  );
});

test('installs with apt-get when root and missing', () => {
  assert.deepEqual(
    planNginx({env: {}, found: undefined, exists: none, isRoot: true, hasAptGet: true}),
    {
      action: 'install',
    },
  );
});

test('without root it stops with the one command to run', () => {
  const plan = planNginx({env: {}, found: undefined, exists: none, isRoot: false, hasAptGet: true});
  assert.equal(plan.action, 'fail');
  assert.ok(plan.message.includes(NGINX_INSTALL_COMMAND));
});

test('a wrong NGINX_PATH is reported, not replaced by an install', () => {
  const plan = planNginx({
    env: {NGINX_PATH: '/opt/nginx'},
    found: '/opt/nginx',
    exists: none,
    isRoot: true,
    hasAptGet: true,
  });
  assert.equal(plan.action, 'fail');
  assert.match(plan.message, /NGINX_PATH is set to \/opt\/nginx/);
});

test('finds nginx by NGINX_PATH, then PATH, then in /usr/sbin', () => {
  assert.equal(findNginx({NGINX_PATH: ' /opt/nginx '}, none), '/opt/nginx');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-bin-'));
  fs.writeFileSync(path.join(dir, 'nginx'), '');
  assert.equal(findNginx({PATH: dir}, none), path.join(dir, 'nginx'));
  assert.equal(
    findNginx({PATH: ''}, (file) => file === '/usr/sbin/nginx'),
    '/usr/sbin/nginx',
  );
  assert.equal(findNginx({PATH: ''}, none), undefined);
});

test('adapts the deployed server block: loopback port and build, nothing else', () => {
  const adapted = adaptServerBlock(DEPLOYED, {port: 8123, root: '/tmp/site/build'});
  const listens = adapted.match(/^\s*listen\s[^;]*;/gm);
  assert.deepEqual(
    listens.map((line) => line.trim()),
    ['listen 127.0.0.1:8123;'],
  );
  assert.match(adapted, /^\s*root "\/tmp\/site\/build";$/m);
  const rest = (text) =>
    text
      .split('\n')
      .filter((line) => !/^\s*(listen|root)\s/.test(line))
      .join('\n');
  assert.equal(rest(adapted), rest(DEPLOYED));
});

test('a server block without listen or root is an error', () => {
  assert.throws(() => adaptServerBlock('server { root /x; }', {port: 1, root: '/b'}), /no listen/);
  assert.throws(
    () => adaptServerBlock('server {\n listen 80;\n}', {port: 1, root: '/b'}),
    /exactly one root/,
  );
  assert.throws(() => adaptServerBlock(DEPLOYED, {port: 1, root: '/a"b'}), /cannot serve/);
});

test('the main config keeps everything under the prefix, in the foreground', () => {
  const config = mainConfig({prefix: '/tmp/p', workers: 2});
  assert.match(config, /^daemon off;$/m);
  assert.match(config, /^pid \/tmp\/p\/nginx\.pid;$/m);
  assert.match(config, /^error_log \/tmp\/p\/logs\/error\.log warn;$/m);
  assert.match(config, /^worker_processes 2;$/m);
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    assert.match(config, new RegExp(`${kind}_temp_path /tmp/p/temp/${kind};`));
  }
  assert.match(config, /include servers\/slotera-studio\.conf;/);
  assert.doesNotMatch(config, /^user /m);
  assert.match(mainConfig({prefix: '/tmp/p', user: 'root'}), /^user root;$/m);
});

test('a missing build is reported with the command that makes it', () => {
  assert.throws(() => assertBuild(path.join(os.tmpdir(), 'no-such-build')), /npm run build/);
  assert.doesNotThrow(() => assertBuild(fixtureBuild()));
});

test('the prefix holds the deployed files where their includes expect them', () => {
  const build = fixtureBuild();
  const {prefix, policy, hashes} = writePrefix({buildDir: build, port: 8123, env: {}});
  try {
    const conf = path.join(prefix, 'conf');
    assert.equal(hashes.length, 4);
    const headers = fs.readFileSync(path.join(conf, 'snippets/slotera-headers.conf'), 'utf8');
    assert.ok(headers.includes(`add_header Content-Security-Policy "${policy}" always;`));
    assert.ok(policy.includes(hashes[0]));
    // Every relative include of every config file resolves inside conf/, as
    // they will under /etc/nginx.
    for (const file of [
      'nginx.conf',
      'servers/slotera-studio.conf',
      'snippets/slotera-headers.conf',
      'snippets/slotera-caching.conf',
      'snippets/slotera-not-found.conf',
    ]) {
      const text = fs.readFileSync(path.join(conf, file), 'utf8');
      for (const [, target] of text.matchAll(/^\s*include\s+([^;\s]+);/gm)) {
        if (path.isAbsolute(target)) continue;
        assert.ok(fs.existsSync(path.join(conf, target)), `${file} includes missing ${target}`);
      }
    }
  } finally {
    fs.rmSync(prefix, {recursive: true, force: true});
  }
});

test('finds a free loopback port', async () => {
  const port = await freePort();
  assert.ok(Number.isInteger(port) && port > 0);
});

test('parses the command line', () => {
  assert.deepEqual(parseArgs(['out', '--port', '8080'], '/site'), {
    buildDir: '/site/out',
    port: 8080,
  });
  assert.throws(() => parseArgs(['--port', 'x']), /--port needs/);
  assert.throws(() => parseArgs(['--daemon']), /Unknown option/);
});

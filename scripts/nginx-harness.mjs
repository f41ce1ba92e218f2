#!/usr/bin/env node
// Debian's nginx with deploy/nginx.conf (only `listen` and `root` changed) and the snippets
// generated from the build, over a build on a loopback port, in a private prefix under os.tmpdir():
// for the nginx tests, the benches, and by hand:
//   node scripts/nginx-harness.mjs [buildDir] [--port N]   (Ctrl+C stops it)
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import {DEFAULT_LOCALE, LOCALES} from '../src/site-facts.mjs';
import {deployRules, nginxSnippets} from './deploy-config.mjs';
import {ROOT, aptInstall, commandOnPath, isRoot, parseCli, readIfExists, runMain} from './lib.mjs';

export {ROOT};
export const DEPLOY_DIR = path.join(ROOT, 'deploy');
export const NGINX_INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y nginx';
// Debian puts nginx in /usr/sbin, which is not on every user's PATH.
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
const MIME_TYPES = '/etc/nginx/mime.types';

/** The nginx binary: NGINX_PATH, then PATH, then Debian's place; undefined when absent. */
export function findNginx(env = process.env, exists = fs.existsSync) {
  if (env.NGINX_PATH?.trim()) return env.NGINX_PATH.trim();
  return commandOnPath('nginx', env) ?? NGINX_CANDIDATES.find((file) => exists(file));
}

/** What to do, without side effects: ready, install (root with apt-get), or fail with the fix. */
export function planNginx({env, found, exists, isRoot, hasAptGet}) {
  if (env.NGINX_PATH?.trim() && !exists(env.NGINX_PATH.trim())) {
    return {
      action: 'fail',
      message: `NGINX_PATH is set to ${env.NGINX_PATH.trim()}, but there is no such file. Fix the path or unset NGINX_PATH.`,
    };
  }
  if (found) return {action: 'ready', path: found};
  if (isRoot && hasAptGet) return {action: 'install'};
  return {
    action: 'fail',
    message: `The nginx tests need Debian's nginx. Install it with:\n\n  ${NGINX_INSTALL_COMMAND}\n\nor point NGINX_PATH at an nginx binary.`,
  };
}

export function ensureNginx({env = process.env, log = console.log} = {}) {
  const plan = planNginx({
    env,
    found: findNginx(env),
    exists: fs.existsSync,
    isRoot: isRoot(),
    hasAptGet: Boolean(commandOnPath('apt-get', env)),
  });
  if (plan.action === 'ready') return plan.path;
  if (plan.action === 'fail') throw new Error(plan.message);
  aptInstall('nginx', 'nginx', {env, log});
  const installed = findNginx(env);
  if (!installed) {
    throw new Error(
      `apt-get finished, but nginx is still missing. Run:\n\n  ${NGINX_INSTALL_COMMAND}`,
    );
  }
  return installed;
}

/**
 * deploy/nginx.conf for a local run: `listen` becomes the loopback port, `root` the build, the rest
 * stays as deployed; a config without them is an error, not a different server.
 */
export function adaptServerBlock(text, {port, root}) {
  const listen = /^(\s*)listen\s+[^;]+;[^\n]*\n/gm;
  const rootLine = /^(\s*)root\s+[^;]+;/gm;
  const listens = text.match(listen) ?? [];
  const roots = text.match(rootLine) ?? [];
  if (listens.length === 0) throw new Error('The server block has no listen directive.');
  if (roots.length !== 1) {
    throw new Error(`The server block needs exactly one root directive, found ${roots.length}.`);
  }
  // Quoted for spaces; nginx would still expand a $ and end at a quote.
  if (/["$\\\n]/.test(root)) throw new Error(`nginx cannot serve this path: ${root}`);
  let seen = 0;
  return text
    .replace(listen, (_line, indent) => (seen++ ? '' : `${indent}listen 127.0.0.1:${port};\n`))
    .replace(rootLine, (_line, indent) => `${indent}root "${root}";`);
}

/** The main nginx.conf of the private prefix: foreground, files under the prefix only. */
export function mainConfig({prefix, workers = 1, user}) {
  const at = (file) => path.join(prefix, file);
  return [
    'daemon off;',
    'master_process on;',
    // As root, nginx would run its workers as "nobody", who may not read a checkout in /root.
    ...(user ? [`user ${user};`] : []),
    `worker_processes ${workers};`,
    `pid ${at('nginx.pid')};`,
    `error_log ${at('logs/error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `    include ${MIME_TYPES};`,
    '    default_type application/octet-stream;',
    '    sendfile on; tcp_nopush on; access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${at(`temp/${kind}`)};`,
    ),
    '    include servers/slotera-studio.conf;',
    '}',
    '',
  ].join('\n');
}

export function assertBuild(buildDir) {
  const roots = LOCALES.map((locale) => (locale === DEFAULT_LOCALE ? '' : `${locale}/`));
  for (const page of roots.flatMap((root) => [`${root}index.html`, `${root}404.html`])) {
    if (!fs.existsSync(path.join(buildDir, page))) {
      throw new Error(`${path.join(buildDir, page)} is missing: run "npm run build" first.`);
    }
  }
}

export function writePrefix({buildDir, port, env = process.env, workers = 1}) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'slotera-nginx-'));
  for (const dir of ['conf/servers', 'conf/snippets', 'logs', 'temp']) {
    fs.mkdirSync(path.join(prefix, dir), {recursive: true});
  }
  const rules = deployRules(buildDir, env);
  const write = (file, text) => fs.writeFileSync(path.join(prefix, 'conf', file), text);
  write('nginx.conf', mainConfig({prefix, workers, user: isRoot() ? 'root' : undefined}));
  const serverBlock = fs.readFileSync(path.join(DEPLOY_DIR, 'nginx.conf'), 'utf8');
  write('servers/slotera-studio.conf', adaptServerBlock(serverBlock, {port, root: buildDir}));
  for (const [name, text] of Object.entries(nginxSnippets(rules))) write(`snippets/${name}`, text);
  const {policy, hashes, warnings} = rules;
  return {prefix, policy, hashes, warnings};
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function probe(origin) {
  return new Promise((resolve) => {
    const request = http.get(`${origin}/`, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
    request.setTimeout(1000, () => request.destroy());
  });
}

/** `group`: the process group of a child spawned `detached`, for a server that starts servers. */
function signal(child, name, group) {
  try {
    if (group) process.kill(-child.pid, name);
    else child.kill(name);
  } catch {
    // Already gone.
  }
}

/** Stops a spawned server: SIGTERM, then SIGKILL after `timeoutMs`. */
export function stopProcess(child, {timeoutMs = 5000, group = false} = {}) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => signal(child, 'SIGKILL', group), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    signal(child, 'SIGTERM', group);
  });
}

/**
 * Waits until a spawned server answers 200 at `origin`/ and gives its `stop()`, which also removes
 * `folder`; an exit or timeout stops it and throws with its `log()`. Never left behind, even when
 * the test runner is stopped.
 */
export async function untilServing(child, {origin, name, log, timeoutMs, folder, group = false}) {
  const killOnExit = () => signal(child, 'SIGKILL', group);
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    await stopProcess(child, {group});
    fs.rmSync(folder, {recursive: true, force: true});
  };
  const deadline = Date.now() + timeoutMs;
  let failure = `${name} did not answer on ${origin} within ${timeoutMs} ms`;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      failure = `${name} exited (${child.exitCode ?? child.signalCode})`;
      break;
    }
    if (await probe(origin)) return stop;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const error = new Error(`${failure}:\n${log()}`);
  await stop();
  throw error;
}

async function startOnce({nginx, buildDir, env, workers, port, timeoutMs}) {
  const {prefix, policy, hashes, warnings} = writePrefix({buildDir, port, env, workers});
  const errorLog = path.join(prefix, 'logs/error.log');
  const origin = `http://127.0.0.1:${port}`;
  // -e: the error log before the config is read (Debian's default is under /var/log).
  const child = spawn(
    nginx,
    ['-p', `${prefix}/`, '-c', path.join(prefix, 'conf/nginx.conf'), '-e', errorLog],
    {stdio: ['ignore', 'inherit', 'inherit']},
  );
  const log = () => readIfExists(errorLog)?.trim() ?? '';
  const stop = await untilServing(child, {origin, name: 'nginx', log, timeoutMs, folder: prefix});
  return {origin, port, prefix, policy, hashes, warnings, pid: child.pid, errorLog, stop};
}

/** Starts nginx over `buildDir` once `/` answers (a port taken meanwhile is retried). */
export async function startNginx({
  buildDir = path.join(ROOT, 'build'),
  env = process.env,
  workers = 1,
  port,
  timeoutMs = 10_000,
} = {}) {
  assertBuild(buildDir);
  const nginx = ensureNginx({env});
  for (let attempt = 1; ; attempt += 1) {
    const chosen = port ?? (await freePort());
    try {
      return await startOnce({nginx, buildDir, env, workers, port: chosen, timeoutMs});
    } catch (error) {
      if (port || attempt >= 3 || !/Address already in use/.test(error.message)) throw error;
    }
  }
}

/** `[buildDir] [--port N]`, for this script or another harness (`script`, for the usage). */
export function parseArgs(args, cwd = process.cwd(), script = 'nginx-harness.mjs') {
  const {values, positionals} = parseCli(args, {
    options: {port: {type: 'string', needs: 'a number'}},
    usage: `${script} [buildDir] [--port N]`,
  });
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && !(Number.isInteger(port) && port > 0)) {
    throw new Error('--port needs a number.');
  }
  const buildDir = positionals.length
    ? path.resolve(cwd, positionals.at(-1))
    : path.join(ROOT, 'build');
  return {buildDir, port};
}

/** Serves until Ctrl+C: the `main` of this harness and the CDN's. */
export function serveUntilStopped(server, message) {
  for (const warning of server.warnings) console.warn(`Warning: ${warning}`);
  console.log(`${message}; Ctrl+C stops it.`);
  const shutdown = () => server.stop().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

runMain(import.meta, async (args) => {
  const {buildDir, port} = parseArgs(args);
  const server = await startNginx({buildDir, port, workers: 'auto'});
  serveUntilStopped(
    server,
    `nginx serves ${buildDir} at ${server.origin}/ (prefix ${server.prefix})`,
  );
});

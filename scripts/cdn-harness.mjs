#!/usr/bin/env node
// A build served in Cloudflare's own runtime (`wrangler pages dev`, workerd from npm) with the
// `_headers` and `_redirects` `npm run build` wrote, on a loopback port: for the CDN tests and
// benches, and by hand: node scripts/cdn-harness.mjs [buildDir] [--port N] (Ctrl+C stops it).
// Offline: telemetry off, `Request.cf` a local placeholder, wrangler in a temporary folder.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {deployRules} from './deploy-config.mjs';
import {runMain} from './lib.mjs';
import {
  ROOT,
  assertBuild,
  freePort,
  parseArgs as parseServeArgs,
  serveUntilStopped,
  untilServing,
} from './nginx-harness.mjs';

export const WRANGLER = path.join(ROOT, 'node_modules/wrangler/bin/wrangler.js');
// The newest date this wrangler's workerd knows; a later one is only a warning.
export const COMPATIBILITY_DATE = '2025-04-08';

/** Fails early, with the fix, when the build lacks its CDN files or wrangler is missing. */
export function assertCdnReady(buildDir, wrangler = WRANGLER) {
  assertBuild(buildDir);
  for (const file of ['_headers', '_redirects']) {
    if (!fs.existsSync(path.join(buildDir, file))) {
      throw new Error(
        `${path.join(buildDir, file)} is missing: build with "npm run build", which writes it, or run "node scripts/deploy-config.mjs ${path.relative(process.cwd(), buildDir) || '.'}".`,
      );
    }
  }
  if (!fs.existsSync(wrangler)) {
    throw new Error(`wrangler is missing (${wrangler}): run "npm ci".`);
  }
}

export function wranglerArgs({buildDir, port, stateDir}) {
  const where = ['--ip', '127.0.0.1', '--port', String(port), '--persist-to', stateDir];
  const quiet = ['--log-level', 'warn', '--show-interactive-dev-session=false'];
  const date = ['--compatibility-date', COMPATIBILITY_DATE];
  return [WRANGLER, 'pages', 'dev', buildDir, ...where, ...date, ...quiet];
}

export function wranglerEnv(env = process.env) {
  return {...env, WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0', NO_COLOR: '1'};
}

/** Starts `wrangler pages dev` over `buildDir` as the nginx harness does; `stop()` cleans up. */
export async function startPagesDev({
  buildDir = path.join(ROOT, 'build'),
  env = process.env,
  port,
  timeoutMs = 60_000,
} = {}) {
  assertCdnReady(buildDir);
  const {policy, hashes, warnings} = deployRules(buildDir, env);
  const chosen = port ?? (await freePort());
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotera-pages-'));
  // Miniflare keeps the Request.cf object it would download here (for 30 days).
  const cfCache = path.join(workDir, 'node_modules/.mf/cf.json');
  fs.mkdirSync(path.dirname(cfCache), {recursive: true});
  fs.writeFileSync(cfCache, JSON.stringify({colo: 'LOCAL', country: 'BG'}));
  const origin = `http://127.0.0.1:${chosen}`;
  let log = '';
  const child = spawn(
    process.execPath,
    wranglerArgs({buildDir, port: chosen, stateDir: path.join(workDir, 'state')}),
    {cwd: workDir, env: wranglerEnv(env), detached: true, stdio: ['ignore', 'pipe', 'pipe']},
  );
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      log += chunk.toString();
    });
  }
  const stop = await untilServing(child, {
    origin,
    name: 'wrangler pages dev',
    log: () => log,
    timeoutMs,
    folder: workDir,
    group: true,
  });
  return {origin, port: chosen, policy, hashes, warnings, log: () => log, stop};
}

export function parseArgs(args, cwd = process.cwd()) {
  return parseServeArgs(args, cwd, 'cdn-harness.mjs');
}

runMain(import.meta, async (args) => {
  const {buildDir, port} = parseArgs(args);
  const server = await startPagesDev({buildDir, port});
  serveUntilStopped(server, `Cloudflare's runtime serves ${buildDir} at ${server.origin}/`);
});

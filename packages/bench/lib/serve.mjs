// Serving a build on a loopback port: nginx with deploy/nginx.conf (what visitors get), or a plain
// static server (no gzip, no cache lifetimes).
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

import {ROOT} from './cli.mjs';
import {startNginx} from './site.mjs';

export const DOCUSAURUS_BIN = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

export const sleep = (/** @type {number} */ ms) =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** @param {number} port @returns {Promise<boolean>} */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePortFrom(/** @type {number} */ from) {
  for (let port = from; port < from + 10; port += 1) if (await portIsFree(port)) return port;
  throw new Error(`No free port in ${from}–${from + 9} (--port chooses where to start).`);
}

/**
 * Serves the site's build/ with nginx from the first free port from `port`, or with `server:
 * 'serve'`, the plain static server.
 * @returns {Promise<{origin: string, stop: () => Promise<unknown>}>}
 */
export async function serveBuild({server, port}) {
  const buildDir = path.join(ROOT, 'build');
  if (server === 'nginx') return startNginx({buildDir, port: await freePortFrom(port)});
  return serveStatic(buildDir);
}

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export function resolveFile(/** @type {string} */ dir, /** @type {string} */ urlPath) {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(urlPath, 'http://localhost').pathname);
  } catch {
    return null;
  }
  const base = path.resolve(dir);
  let file = path.resolve(base, `.${pathname}`);
  if (file !== base && !file.startsWith(base + path.sep)) return null;
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
  return fs.existsSync(file) ? file : null;
}

export async function serveStatic(/** @type {string} */ dir) {
  const server = http.createServer((req, res) => {
    const file = resolveFile(dir, req.url ?? '/');
    if (!file) return res.writeHead(404, {'content-type': 'text/plain'}).end('not found');
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${address.port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

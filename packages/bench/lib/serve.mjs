// Serving a build on a loopback port: nginx with deploy/nginx.conf (what visitors get), or a plain
// static server (no gzip, no cache lifetimes): serve-handler, as `docusaurus serve` uses it.
import {once} from 'node:events';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

import serveHandler from 'serve-handler';

import {ROOT} from './cli.mjs';
import {startNginx} from './site.mjs';

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

export async function serveStatic(/** @type {string} */ dir) {
  const options = {public: dir, cleanUrls: true, directoryListing: false};
  const server = http.createServer((request, response) => serveHandler(request, response, options));
  await once(server.listen(0, '127.0.0.1'), 'listening');
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${address.port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

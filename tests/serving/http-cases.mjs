/**
 * How a production server must serve the build (`npm run build` first):
 * redirects, 404 pages per locale, caching, gzip and security headers,
 * checked on the wire with Node's http client. One set of cases for every
 * server we deploy to — tests/nginx/ runs them against deploy/nginx.conf in
 * a real nginx, tests/cdn/ against the build's _headers and _redirects in
 * Cloudflare's runtime — so the two cannot drift apart. Where a server
 * differs, the difference is a named option of `serverCases`, not a copy.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import zlib from 'node:zlib';

import {GTM_SOURCES} from '../../scripts/csp-hashes.mjs';
import {
  CACHE_HASHED,
  TRAILING_SLASH_REDIRECT,
  cdnFiles,
  deployRules,
  nginxSnippets,
} from '../../scripts/deploy-config.mjs';
import {ROOT} from '../../scripts/nginx-harness.mjs';

const BUILD = path.join(ROOT, 'build');

/**
 * True for a Cache-Control that makes the browser ask again on every use:
 * nginx's `no-cache`, or a CDN's default `public, max-age=0, must-revalidate`.
 */
export function revalidatesEveryTime(cacheControl = '') {
  const parts = cacheControl.split(',').map((part) => part.trim().toLowerCase());
  return (
    parts.includes('no-cache') || (parts.includes('max-age=0') && parts.includes('must-revalidate'))
  );
}

/** True for a Cache-Control that keeps nothing: revalidated every time, or not stored. */
export function neverServedStale(cacheControl = '') {
  return revalidatesEveryTime(cacheControl) || /(^|,\s*)no-store\b/i.test(cacheControl);
}

/** One request; the raw (possibly gzipped) body, no redirect following. */
function get(origin, urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}${urlPath}`, {headers}, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
    request.setTimeout(5000, () => request.destroy(new Error(`${urlPath} timed out`)));
  });
}

/** The main bundle a locale's home page loads: a real hashed asset. */
function mainBundle(localePrefix) {
  const html = fs.readFileSync(path.join(BUILD, localePrefix, 'index.html'), 'utf8');
  const match = /src="?(\/(?:en\/)?assets\/js\/main\.[0-9a-f]+\.js)/.exec(html);
  assert.ok(match, `no main bundle in ${localePrefix || '/'}index.html`);
  return match[1];
}

/** The Markdown twin of a locale's newest release note, read from its llms.txt. */
function releaseNoteTwin(localePrefix) {
  const text = fs.readFileSync(path.join(BUILD, localePrefix, 'llms.txt'), 'utf8');
  const match = /\((https?:\/\/[^/)]+)(\/(?:en\/)?changelog\/[^)]+\.md)\)/.exec(text);
  assert.ok(match, `no release note in ${localePrefix || '/'}llms.txt`);
  return match[2];
}

/**
 * Registers the cases for one server.
 * - `name`: what serves the build, for the test names;
 * - `start({buildDir})`: resolves with {origin, policy, hashes, stop()};
 * - `serverHeader`: the Server header expected (nginx hides its version);
 *   undefined where the server sets its own;
 * - `skip`: checks that do not apply to this server, each with the reason
 *   (`markdownGzip`: the twins sent gzipped; `varyHeader`: `Vary:
 *   Accept-Encoding` with a gzipped response).
 */
export function serverCases({name, start, serverHeader, skip = {}}) {
  describe(`${name} over the production build`, () => {
    let server;
    before(async () => {
      server = await start({buildDir: BUILD});
    });
    after(async () => {
      await server?.stop();
    });

    describe('trailing slash', () => {
      for (const [from, to] of [
        ['/business/intro', '/business/intro/'],
        ['/business/billing/faq', '/business/billing/faq/'],
        ['/changelog', '/changelog/'],
        ['/en', '/en/'],
        ['/en/business/intro', '/en/business/intro/'],
        ['/business/intro?ref=mail', '/business/intro/?ref=mail'],
        // Merged slashes: never a protocol-relative Location to another host.
        ['//business/intro', '/business/intro/'],
      ]) {
        test(`${from} → ${TRAILING_SLASH_REDIRECT} ${to}`, async () => {
          const response = await get(server.origin, from);
          assert.equal(response.status, TRAILING_SLASH_REDIRECT);
          assert.equal(response.headers.location, to);
        });
      }

      test('pages with the slash are served', async () => {
        for (const page of ['/', '/business/intro/', '/en/', '/en/business/intro/', '/search/']) {
          const response = await get(server.origin, page);
          assert.equal(response.status, 200, page);
          assert.match(response.headers['content-type'], /^text\/html; charset=utf-8/, page);
        }
      });

      test('a folder that is not a page is not redirected', async () => {
        for (const folder of ['/assets', '/assets/js', '/en/img']) {
          assert.equal((await get(server.origin, folder)).status, 404, folder);
        }
      });
    });

    describe('not found', () => {
      const bulgarian = [
        '/no-such-page/',
        '/no-such-page',
        '/business/no-such-page/',
        '/assets/js/no.js',
      ];
      const english = ['/en/no-such-page/', '/en/no-such-page', '/en/business/no-such-page/'];

      test('unknown paths get the Bulgarian 404 page with status 404', async () => {
        for (const page of bulgarian) {
          const response = await get(server.origin, page);
          assert.equal(response.status, 404, page);
          const html = response.body.toString('utf8');
          assert.match(html, /Страницата не е намерена/, page);
          assert.match(html, /<html lang="?bg/, page);
        }
      });

      test('unknown paths under /en/ get the English 404 page with status 404', async () => {
        for (const page of english) {
          const response = await get(server.origin, page);
          assert.equal(response.status, 404, page);
          const html = response.body.toString('utf8');
          assert.match(html, /Page Not Found/, page);
          assert.match(html, /<html lang="?en/, page);
        }
      });
    });

    describe('caching', () => {
      test('hashed assets are immutable for a year, in both locales', async () => {
        for (const asset of [mainBundle(''), mainBundle('en')]) {
          const response = await get(server.origin, asset);
          assert.equal(response.status, 200, asset);
          assert.equal(response.headers['cache-control'], CACHE_HASHED, asset);
        }
      });

      test('the search index’s parts (named by their content) are immutable for a year', async () => {
        for (const prefix of ['', 'en']) {
          const dir = path.join(BUILD, prefix, 'assets/search');
          const names = fs.readdirSync(dir);
          for (const kind of ['t', 'p']) {
            const name = names.find((file) => file.startsWith(`${kind}.`));
            assert.ok(name, `no ${kind}. part in ${dir}`);
            const file = `${prefix ? `/${prefix}` : ''}/assets/search/${name}`;
            const response = await get(server.origin, file);
            assert.equal(response.status, 200, file);
            assert.equal(response.headers['cache-control'], CACHE_HASHED, file);
            assert.match(response.headers['content-type'], /^application\/json/, file);
          }
        }
      });

      test('HTML and the search indexes are revalidated', async () => {
        for (const file of [
          '/',
          '/business/intro/',
          '/en/',
          '/search-index.json',
          '/en/search-index.json',
        ]) {
          const response = await get(server.origin, file);
          assert.equal(response.status, 200, file);
          assert.ok(revalidatesEveryTime(response.headers['cache-control']), file);
          assert.ok(response.headers.etag, `${file} has no ETag to revalidate with`);
        }
      });

      test('revalidating an unchanged page answers 304', async () => {
        const first = await get(server.origin, '/business/intro/');
        const again = await get(server.origin, '/business/intro/', {
          'if-none-match': first.headers.etag,
        });
        assert.equal(again.status, 304);
      });

      test('the 404 page is not cached for a year', async () => {
        const response = await get(server.origin, '/assets/js/no.js');
        assert.equal(response.status, 404);
        assert.ok(neverServedStale(response.headers['cache-control']));
      });
    });

    describe('compression', () => {
      for (const [kind, file] of [
        ['HTML', '/business/intro/'],
        ['JavaScript', mainBundle('')],
        ['the search index', '/search-index.json'],
      ]) {
        test(`${kind} is sent gzipped to clients that accept it`, async () => {
          const plain = await get(server.origin, file);
          const zipped = await get(server.origin, file, {'accept-encoding': 'gzip'});
          assert.equal(zipped.headers['content-encoding'], 'gzip');
          if (!skip.varyHeader) assert.match(zipped.headers.vary ?? '', /Accept-Encoding/i);
          assert.ok(zipped.body.length < plain.body.length);
          assert.deepEqual(zlib.gunzipSync(zipped.body), plain.body);
        });
      }
    });

    describe('llms.txt and the Markdown twins of the articles', () => {
      const TWINS = [
        '/business/calendar.md',
        '/en/business/calendar.md',
        '/marketplace/intro.md',
        '/en/marketplace/intro.md',
        '/business/online-bookings.md',
        releaseNoteTwin(''),
        releaseNoteTwin('en'),
      ];

      test('llms.txt of each locale is UTF-8 text, revalidated', async () => {
        for (const file of ['/llms.txt', '/en/llms.txt']) {
          const response = await get(server.origin, file);
          assert.equal(response.status, 200, file);
          assert.equal(response.headers['content-type'], 'text/plain; charset=utf-8', file);
          assert.ok(revalidatesEveryTime(response.headers['cache-control']), file);
          assert.ok(response.headers.etag, file);
          assert.match(response.body.toString('utf8'), /^# Slotera Studio\n/, file);
        }
      });

      test('a twin is text/markdown in UTF-8, revalidated like its page', async () => {
        for (const file of TWINS) {
          const response = await get(server.origin, file);
          assert.equal(response.status, 200, file);
          assert.equal(response.headers['content-type'], 'text/markdown; charset=utf-8', file);
          assert.ok(revalidatesEveryTime(response.headers['cache-control']), file);
          assert.ok(response.headers.etag, file);
          assert.match(response.body.toString('utf8'), /^# \S/, file);
        }
        const first = await get(server.origin, TWINS[0]);
        const again = await get(server.origin, TWINS[0], {'if-none-match': first.headers.etag});
        assert.equal(again.status, 304);
      });

      test(
        'a twin is sent gzipped to clients that accept it',
        {skip: skip.markdownGzip},
        async () => {
          const plain = await get(server.origin, '/business/calendar.md');
          const zipped = await get(server.origin, '/business/calendar.md', {
            'accept-encoding': 'gzip',
          });
          assert.equal(zipped.headers['content-encoding'], 'gzip');
          assert.deepEqual(zlib.gunzipSync(zipped.body), plain.body);
        },
      );

      test('no twin for a draft or an unknown page: the 404 page of the locale', async () => {
        for (const [file, text] of [
          ['/business/employee-roles.md', /Страницата не е намерена/],
          ['/business/no-such-page.md', /Страницата не е намерена/],
          ['/en/business/inventory/orders.md', /Page Not Found/],
        ]) {
          const response = await get(server.origin, file);
          assert.equal(response.status, 404, file);
          assert.match(response.headers['content-type'], /^text\/html; charset=utf-8/, file);
          assert.match(response.body.toString('utf8'), text, file);
        }
      });
    });

    describe('security headers', () => {
      const responses = () =>
        Promise.all(
          [
            '/',
            '/en/business/intro/',
            '/no-such-page/',
            mainBundle(''),
            '/business/intro',
            '/llms.txt',
            '/en/business/calendar.md',
            '/no-such-page.md',
          ].map(async (file) => [file, await get(server.origin, file)]),
        );

      test('the generated CSP is sent with pages, assets, redirects and 404s', async () => {
        for (const [file, response] of await responses()) {
          assert.equal(response.headers['content-security-policy'], server.policy, file);
        }
      });

      test('the CSP allows only the build’s own inline scripts, and no framing', () => {
        const directives = Object.fromEntries(
          server.policy.split(/;\s*/).map((directive) => {
            const [name, ...sources] = directive.split(/\s+/);
            return [name, sources];
          }),
        );
        assert.ok(server.hashes.length > 0, 'the build has inline scripts to hash');
        const tagManager = Boolean(process.env.GTM_CONTAINER_ID?.trim());
        assert.deepEqual(directives['script-src'], [
          "'self'",
          ...server.hashes,
          ...(tagManager ? GTM_SOURCES.script : []),
        ]);
        assert.ok(!directives['script-src'].includes("'unsafe-inline'"));
        assert.ok(!directives['script-src'].includes("'unsafe-eval'"));
        assert.deepEqual(directives['frame-ancestors'], ["'none'"]);
        assert.deepEqual(directives['object-src'], ["'none'"]);
        // Without GTM_CONTAINER_ID nothing third-party is allowed anywhere.
        if (!tagManager) assert.doesNotMatch(server.policy, /https?:/);
      });

      test('the other security headers', async () => {
        for (const [file, response] of await responses()) {
          assert.equal(response.headers['x-content-type-options'], 'nosniff', file);
          assert.equal(
            response.headers['referrer-policy'],
            'strict-origin-when-cross-origin',
            file,
          );
          assert.match(
            response.headers['permissions-policy'] ?? '',
            /(^|, )geolocation=\(\)/,
            file,
          );
          assert.equal(response.headers['x-frame-options'], 'DENY', file);
          if (serverHeader) {
            assert.equal(response.headers.server, serverHeader, `${file}: no version in Server`);
          }
        }
      });
    });

    describe('the deploy files', () => {
      test('the build carries the files generated from it, up to date', () => {
        const rules = deployRules(BUILD);
        for (const [file, text] of Object.entries(cdnFiles(rules))) {
          assert.equal(fs.readFileSync(path.join(BUILD, file), 'utf8'), text, file);
        }
        for (const [file, text] of Object.entries(nginxSnippets(rules))) {
          assert.equal(fs.readFileSync(path.join(`${BUILD}-nginx`, file), 'utf8'), text, file);
        }
      });

      test('they are not served', async () => {
        for (const file of ['/_headers', '/_redirects']) {
          assert.equal((await get(server.origin, file)).status, 404, file);
        }
      });
    });
  });
}

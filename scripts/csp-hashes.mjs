// The Content-Security-Policy of a production build (for deploy-config.mjs). Docusaurus inlines a
// few scripts (the colour-mode script before paint); a policy without 'unsafe-inline' lists each by
// its sha256, computed from the deployed build, never by hand.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import {listFiles} from './lib.mjs';

/** Where the tag manager and the Google Analytics tags it loads talk to. */
export const GTM_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  // The container's <noscript> fallback is an iframe.
  frame: ['https://www.googletagmanager.com'],
};

// Scripts of these types run; any other (application/ld+json) is data that CSP ignores.
const JS = ['javascript', 'ecmascript'];
const JS_TYPES = new Set([
  '',
  'module',
  ...JS.flatMap((js) => [`text/${js}`, `application/${js}`]),
]);

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// Inline handlers and javascript: URLs cannot be allowed by a hash: reported, to be fixed.
const INLINE_HANDLER = /<[a-z][^>]*?\s(on[a-z]+)\s*=/gi;
const JAVASCRIPT_URL = /\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i;

export function attributeValue(attributes, name) {
  const match = new RegExp(
    `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`,
    'i',
  ).exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

export function isExecutableScript(attributes) {
  const type = (attributeValue(attributes, 'type') ?? '').trim().toLowerCase();
  return JS_TYPES.has(type);
}

export const inlineScripts = (html) =>
  [...html.matchAll(SCRIPT_ELEMENT)]
    .filter(([, attributes]) => attributeValue(attributes, 'src') === undefined)
    .filter(([, attributes]) => isExecutableScript(attributes))
    .map(([, , body]) => body);

export const unhashableCode = (html) => [
  ...[...html.matchAll(INLINE_HANDLER)].map(
    ([, handler]) => `inline event handler ${handler.toLowerCase()}=`,
  ),
  ...(JAVASCRIPT_URL.test(html) ? ['javascript: URL'] : []),
];

export function scriptHash(body) {
  return `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** Every .html file under a folder (full paths), sorted so the output is stable. */
export const htmlFiles = (dir) => listFiles(dir, '.html').map((file) => path.join(dir, file));

// A tag manager container id in a page or in main.*.js (the site config the consent banner reads).
const CONTAINER_ID = /["'=]GTM-[A-Z0-9]{4,}\b/;

/** Each language's main bundle: `assets/js/main.<hash>.js` at the root or one folder down. */
export const mainBundles = (buildDir) =>
  listFiles(buildDir, '.js')
    .filter((file) => /^([^/]+\/)?assets\/js\/main\.[0-9a-f]+\.js$/.test(file))
    .map((file) => path.join(buildDir, file));

export function collectBuildHashes(buildDir) {
  const files = htmlFiles(buildDir);
  if (files.length === 0) {
    throw new Error(`No HTML files in ${buildDir}: run "npm run build" first.`);
  }
  const hashes = new Set();
  const problems = [];
  let usesTagManager = false;
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8');
    for (const body of inlineScripts(html)) hashes.add(scriptHash(body));
    for (const problem of unhashableCode(html)) {
      problems.push(`${path.relative(buildDir, file)}: ${problem}`);
    }
    usesTagManager ||= CONTAINER_ID.test(html);
  }
  for (const file of mainBundles(buildDir)) {
    usesTagManager ||= CONTAINER_ID.test(fs.readFileSync(file, 'utf8'));
  }
  return {hashes: [...hashes].sort(), pages: files.length, problems, usesTagManager};
}

/** The policy: same-origin everything, plus what the tag manager needs when configured. */
export function buildPolicy({hashes, tagManager = false}) {
  const extra = (kind) => (tagManager ? GTM_SOURCES[kind] : []);
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes, ...extra('script')],
    // React and the theme set style attributes; hashing them would need 'unsafe-hashes'.
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: is used by the theme's CSS icons.
    ['img-src', "'self'", 'data:', ...extra('img')],
    ['font-src', "'self'", 'data:'],
    // The search index is fetched from the site itself.
    ['connect-src', "'self'", ...extra('connect')],
    // The search plugin runs its index in a web worker served from /assets/.
    ['worker-src', "'self'"],
    ['frame-src', ...(tagManager ? GTM_SOURCES.frame : ["'none'"])],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** The build's policy: the tag manager allowed when GTM_CONTAINER_ID is set (else a warning). */
export function generate(buildDir, env = process.env) {
  const tagManager = Boolean(env.GTM_CONTAINER_ID?.trim());
  const {hashes, pages, problems, usesTagManager} = collectBuildHashes(buildDir);
  if (problems.length > 0) {
    throw new Error(
      `Inline code that a CSP hash cannot allow:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  const warnings = [];
  if (usesTagManager && !tagManager) {
    warnings.push(
      'The build has a tag manager container id but GTM_CONTAINER_ID is not set here: the policy will block the tag manager. Run with the same GTM_CONTAINER_ID as the build.',
    );
  }
  if (tagManager && !usesTagManager) {
    warnings.push(
      'GTM_CONTAINER_ID is set here but the build has no container id: the policy allows the tag manager for nothing. Build with the same GTM_CONTAINER_ID.',
    );
  }
  const policy = buildPolicy({hashes, tagManager});
  return {policy, hashes, warnings, pages, tagManager};
}

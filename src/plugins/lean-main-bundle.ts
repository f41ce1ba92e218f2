import path from 'node:path';
import {createRequire} from 'node:module';

import type {Plugin} from '@docusaurus/types';

import {internalModuleAliases} from './internal-module-alias';

const require = createRequire(import.meta.url);

/**
 * The theme's client module that registers Prism's extra languages at start
 * (`@docusaurus/theme-classic/lib/prism-include-languages`). Importing it
 * puts the whole highlighter in the main bundle of every page.
 */
const PRISM_CLIENT_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
  'prism-include-languages',
);

/**
 * Keeps the main bundle — what every page loads before anything else — free
 * of code only some pages or moments need (first-load JavaScript of a doc
 * page 195 → 156 KB gzip, home 170 → 135 KB):
 *
 * - **The syntax highlighter (≈ 30 KB gzip).** The theme's Prism client
 *   module is left out of both bundles; `src/theme/CodeBlock/Highlighted.tsx`
 *   registers the extra languages instead, and only articles with a code
 *   block import it (src/remark/import-code-highlighter.mjs).
 * - **mark.js (≈ 4 KB).** The search plugin's generated module re-exports it
 *   next to the plain options the search box reads; mark.js does not say it
 *   is free of side effects, so the bundler kept it wherever that module was
 *   imported. Said here, it goes only into the chunks that use it
 *   (`import('mark.js')` in the search box, the search page).
 *
 * Not done, measured: Preact (`preact/compat`) in place of react-dom brought
 * a doc page to 98 KB, but Preact hydrates the page in one long task where
 * React 19 yields between pieces, and Lighthouse's Total Blocking Time went
 * up (doc page 291 → 533 ms, changelog 190 → 507 ms; performance 93 → 87 and
 * 97 → 87). What a reader feels won over the byte count. Tried again on
 * 1d55f81 (`npm run bench -- --only=weight,lighthouse`, median of 3): React
 * 100 / 99 / 98 / 100 on home / doc / changelog / billing FAQ, Preact
 * 98 / 91 / 93 / 89; with Preact and the hydration cut into pieces (a
 * Suspense boundary that waits one task around the navbar, sidebar, TOC,
 * footer, each post and each block of an article) the longest task halved
 * but the scores stayed 96 / 90 / 87 / 93, with a layout shift (CLS 0.074).
 */
export default function leanMainBundlePlugin(): Plugin {
  return {
    name: 'lean-main-bundle',
    configureWebpack() {
      return {
        resolve: {
          alias: internalModuleAliases('lean-main-bundle', {[PRISM_CLIENT_MODULE]: false}),
        },
        module: {
          rules: [{test: /[\\/]node_modules[\\/]mark\.js[\\/]/, sideEffects: false}],
        },
      };
    },
  };
}

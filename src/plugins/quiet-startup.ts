import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

import type {Plugin} from '@docusaurus/types';

import {internalModuleAliases} from './internal-module-alias';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

/** Core's helper that prefetches one chunk (imported as `./prefetch` by core's client). */
const CORE_PREFETCH_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/core/package.json')),
  'lib',
  'client',
  'prefetch',
);

/** The theme's date-format hooks (imported relatively inside theme-common). */
const THEME_INTL_MODULE = path.join(
  // Its main module is lib/index.js; the package exports nothing else by path.
  path.dirname(require.resolve('@docusaurus/theme-common')),
  'utils',
  'IntlUtils',
);

/** Each replaced module → ours, with the same exports. */
const REPLACEMENTS: Record<string, string> = {
  [CORE_PREFETCH_MODULE]: path.resolve(here, '../client/idle-prefetch.ts'),
  [THEME_INTL_MODULE]: path.resolve(here, '../client/intl-utils.ts'),
};

/**
 * Less work on the main thread while a page starts — the blocking time
 * Lighthouse counts between first paint and a page that answers. Two small
 * internal modules of core and the theme are swapped for ours, each with the
 * same exports (an alias rather than a patch or an eject: the theme's
 * components stay untouched):
 *
 * - core's chunk prefetch (src/client/idle-prefetch.ts): linked pages are
 *   prefetched in idle time and once per chunk, instead of ≈ 320 `<link>`
 *   elements in one task right after hydration;
 * - the theme's `useDateTimeFormat` (src/client/intl-utils.ts): the
 *   changelog's dates come from a month table instead of the first
 *   `Intl.DateTimeFormat`, which loads ICU data during hydration.
 *
 * Both apply to the browser and the server bundle, so the HTML and the
 * hydrated page use the same code.
 */
export default function quietStartupPlugin(): Plugin {
  return {
    name: 'quiet-startup',
    configureWebpack() {
      return {resolve: {alias: internalModuleAliases('quiet-startup', REPLACEMENTS)}};
    },
  };
}

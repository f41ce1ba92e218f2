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

/** The replaced module → ours, with the same exports. */
const REPLACEMENTS: Record<string, string> = {
  [CORE_PREFETCH_MODULE]: path.resolve(here, '../client/idle-prefetch.ts'),
};

/**
 * Less work on the main thread while a page starts — the blocking time
 * Lighthouse counts between first paint and a page that answers. Core's
 * chunk prefetch is swapped for ours (src/client/idle-prefetch.ts, the same
 * exports; an alias rather than a patch or an eject): linked pages are
 * prefetched in idle time and once per chunk, instead of hundreds of
 * `<link>` elements in one task right after hydration, and the prefetching
 * waits while the search downloads its index. It applies to the browser and
 * the server bundle, so the HTML and the hydrated page use the same code.
 */
export default function quietStartupPlugin(): Plugin {
  return {
    name: 'quiet-startup',
    configureWebpack() {
      return {resolve: {alias: internalModuleAliases('quiet-startup', REPLACEMENTS)}};
    },
  };
}

/**
 * Doc footer — WRAP (safe to swizzle). The theme's footer (tags, "Last
 * updated") stays, and under it every business and marketplace article gets
 * "Was this article helpful?" and "Still need help?"
 * (src/components/ArticleEnd/DocFooterParts.tsx).
 *
 * All of it is under the article's text, so its code (with the theme's
 * footer; its weight: notes/perf-log.md) loads only when the reader scrolls near it; the page shows
 * the server's HTML of it from the first paint (src/client/defer-until-near.tsx).
 */
import {deferUntilNear} from '@site/src/client/defer-until-near';

export default deferUntilNear(
  'theme-doc-end',
  () => import('@site/src/components/ArticleEnd/DocFooterParts'),
);

/**
 * WRAP: the theme's footer and the article end (src/components/ArticleEnd/DocFooterParts.tsx),
 * whose code loads near the end of the page; its server HTML shows from the first paint.
 */
import {deferUntilNear} from '@site/src/client/defer-until-near';

export default deferUntilNear(
  'theme-doc-end',
  () => import('@site/src/components/ArticleEnd/DocFooterParts'),
);

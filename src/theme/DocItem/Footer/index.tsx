// WRAP: adds the article end, whose code loads near the page's end (server HTML from first paint).
import {deferUntilNear} from '@site/src/client/defer-until-near';

export default deferUntilNear(
  'theme-doc-end',
  () => import('@site/src/components/ArticleEnd/DocFooterParts'),
);

/**
 * The theme's doc footer and the article end, one chunk that DocItem/Footer loads near the end.
 */
import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import {useActivePlugin, useDoc} from '@docusaurus/plugin-content-docs/client';

import ArticleEnd from '.';

export default function DocFooterParts(): ReactNode {
  const plugin = useActivePlugin();
  const {metadata} = useDoc();
  return (
    <>
      <Footer />
      <ArticleEnd
        audience={plugin?.pluginId === 'marketplace' ? 'marketplace' : 'business'}
        // The build writes a Markdown twin for every published doc but an unlisted one
        // (src/plugins/llms-txt.ts).
        markdown={!metadata.unlisted && !metadata.draft}
      />
    </>
  );
}

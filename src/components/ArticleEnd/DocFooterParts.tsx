/**
 * Everything under an article's text — the theme's footer (tags, "Last
 * updated") and the article end — as one chunk that src/theme/DocItem/Footer
 * loads when the reader comes near it.
 */
import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';

import ArticleEnd from '.';

export default function DocFooterParts(): ReactNode {
  const plugin = useActivePlugin();
  return (
    <>
      <Footer />
      <ArticleEnd audience={plugin?.pluginId === 'marketplace' ? 'marketplace' : 'business'} />
    </>
  );
}

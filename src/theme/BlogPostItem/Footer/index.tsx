/**
 * WRAP: the theme's footer, plus the article end under a release note's own page (not in lists).
 */
import type {ReactNode} from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

import ArticleEnd from '@site/src/components/ArticleEnd';

export default function BlogPostItemFooterWrapper(): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  return (
    <>
      <Footer />
      {isBlogPostPage && <ArticleEnd audience="business" />}
    </>
  );
}

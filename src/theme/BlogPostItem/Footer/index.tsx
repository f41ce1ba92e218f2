/**
 * Blog post footer — WRAP (safe to swizzle). The theme's footer (tags,
 * "Last updated", "Read more" in lists) stays; under a release note's own
 * page — not in the changelog's lists — come "Was this article helpful?" and
 * "Still need help?" (src/components/ArticleEnd).
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

// WRAP: the article end under a release note's own page (not in lists), loaded when near.
import type {ReactNode} from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

import {deferUntilNear} from '@site/src/client/defer-until-near';

const PostEnd = deferUntilNear(
  'theme-post-end',
  () => import('@site/src/components/ArticleEnd/PostEnd'),
);

export default function BlogPostItemFooterWrapper(): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  return (
    <>
      <Footer />
      {isBlogPostPage && <PostEnd />}
    </>
  );
}

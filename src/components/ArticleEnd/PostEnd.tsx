import type {ReactNode} from 'react';

import ArticleEnd from '.';

/** The article end under a release note, as the chunk src/theme/BlogPostItem/Footer defers. */
export default function PostEnd(): ReactNode {
  return <ArticleEnd audience="business" />;
}

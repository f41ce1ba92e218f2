// WRAP: the changelog list gets the blog's title as <h1> (axe `page-has-heading-one`), which
// src/theme/BlogLayout puts inside its <main>. See src/theme/README.md.
import React, {type ReactNode} from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type {Props} from '@theme/BlogListPage';

import {PageHeading} from '../BlogLayout';

export default function BlogListPageWrapper(props: Props): ReactNode {
  return (
    <PageHeading.Provider value={props.metadata.blogTitle}>
      <BlogListPage {...props} />
    </PageHeading.Provider>
  );
}

// WRAP: a post's TOC column inside a named <nav> landmark (axe `region`); the list page's <h1>
// (src/theme/BlogListPage) at the top of <main>. See src/theme/README.md.
import React, {createContext, useContext, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import BlogLayout from '@theme-original/BlogLayout';
import type {Props} from '@theme/BlogLayout';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

/** The title a page without its own <h1> asks the layout to show. */
export const PageHeading = createContext<string | null>(null);

export default function BlogLayoutWrapper({toc, children, ...props}: Props): ReactNode {
  const heading = useContext(PageHeading);
  return (
    <BlogLayout
      {...props}
      toc={
        toc && (
          <nav
            className={styles.tocNav}
            aria-label={translate({
              id: 'theme.TOCCollapsible.toggleButtonLabel',
              message: 'On this page',
              description: 'The label used by the button on the collapsible TOC component',
            })}>
            {toc}
          </nav>
        )
      }>
      {heading !== null && (
        <header className="margin-bottom--lg">
          <Heading as="h1">{heading}</Heading>
        </header>
      )}
      {children}
    </BlogLayout>
  );
}

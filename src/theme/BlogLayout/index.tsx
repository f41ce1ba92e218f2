/**
 * WRAP of the theme's BlogLayout (not in the theme's swizzle list; the original renders
 * unchanged). Why: a post's table of contents sits in a column of its own, next to the `<main>`
 * landmark and outside any landmark — content a screen-reader user cannot reach by landmarks
 * (axe `region`, `tests/e2e/a11y.spec.ts`). The wrap puts the TOC in a navigation landmark
 * named like the docs' TOC button («На тази страница» / "On this page"); the theme still draws
 * the column. Below 997 px the theme hides the TOC, and the landmark with it. See
 * src/theme/README.md.
 */
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import BlogLayout from '@theme-original/BlogLayout';
import type BlogLayoutType from '@theme/BlogLayout';
import type {WrapperProps} from '@docusaurus/types';

import styles from './styles.module.css';

type Props = WrapperProps<typeof BlogLayoutType>;

export default function BlogLayoutWrapper({toc, ...props}: Props): ReactNode {
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
      }
    />
  );
}

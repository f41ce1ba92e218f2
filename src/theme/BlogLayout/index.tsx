// WRAP: a post's TOC column inside a named <nav> landmark (axe `region`). See src/theme/README.md.
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

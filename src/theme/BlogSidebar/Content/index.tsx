/**
 * EJECT of the theme's BlogSidebar/Content (`swizzle --eject`, marked unsafe by the theme): the
 * changelog sidebar's posts, grouped by year. One change, see src/theme/README.md: the year is
 * the visible name of its group (`role="group"` + `aria-labelledby`), not an <h3>. The sidebar
 * comes before <main> in the page, so the theme's <h3> year was the first heading of every
 * changelog page, before the page's <h1> (html-validate `heading-level`, `npm run check:html`;
 * facebook/docusaurus#11261). The year keeps the look of the theme's <h3>.
 */
import React, {memo, useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {groupBlogSidebarItemsByYear} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogSidebar/Content';

import styles from './styles.module.css';

function BlogSidebarYearGroup({
  year,
  yearGroupHeadingClassName,
  children,
}: {
  year: string;
  yearGroupHeadingClassName?: string;
  children: ReactNode;
}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <div id={labelId} className={clsx(styles.yearLabel, yearGroupHeadingClassName)}>
        {year}
      </div>
      {children}
    </div>
  );
}

function BlogSidebarContent({items, yearGroupHeadingClassName, ListComponent}: Props): ReactNode {
  const themeConfig = useThemeConfig();
  if (themeConfig.blog.sidebar.groupByYear) {
    const itemsByYear = groupBlogSidebarItemsByYear(items);
    return (
      <>
        {itemsByYear.map(([year, yearItems]) => (
          <BlogSidebarYearGroup
            key={year}
            year={year}
            yearGroupHeadingClassName={yearGroupHeadingClassName}>
            <ListComponent items={yearItems} />
          </BlogSidebarYearGroup>
        ))}
      </>
    );
  }
  return <ListComponent items={items} />;
}

export default memo(BlogSidebarContent);

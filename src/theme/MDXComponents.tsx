/**
 * MDX components: the theme's own, plus tables that keyboard users can
 * scroll. Wide tables (widget options, DNS records) scroll sideways on small
 * screens; a scrollable region must be focusable to be scrolled without a
 * mouse (WCAG 2.1.1), so every article table takes focus.
 */
import type {ComponentProps, ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, table: Table};

/**
 * What follows every article and release note (DocItem/Footer, BlogPostItem/Footer wraps):
 * feedback, support (first for a reader who answered No, issue #50), "Take this page". Left out of
 * the search index (`.theme-article-end`) and print; `data-ready` says it answers.
 */
import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

import ArticleFeedback from './ArticleFeedback';
import SupportBlock, {type Audience} from './SupportBlock';
import TakeThePage from './TakeThePage';
import styles from './styles.module.css';

export default function ArticleEnd({
  audience,
  markdown = true,
}: {
  audience: Audience;
  /** Whether the page has a Markdown twin: every published article but an unlisted one. */
  markdown?: boolean;
}): ReactNode {
  const ready = useIsBrowser();
  return (
    <div
      className={`theme-article-end ${styles.articleEnd}`}
      data-ready={ready ? 'true' : undefined}>
      <ArticleFeedback />
      <SupportBlock audience={audience} />
      <TakeThePage markdown={markdown} />
    </div>
  );
}

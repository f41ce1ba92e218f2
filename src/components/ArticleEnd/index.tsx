/**
 * What follows every article and release note (the article-end issue): "Was
 * this article helpful?", the way on to a person, then "Take this page with
 * you" (copy it as Markdown, open it in an AI assistant: TakeThePage.tsx) as
 * one quiet row. A reader who answered «Не» / "No" meets support first, not
 * the assistants (issue #50). Rendered
 * by the wraps of the theme's `DocItem/Footer` and `BlogPostItem/Footer`;
 * never on the home page, lists, tags or the not-found page, which use
 * neither.
 *
 * The block is inside the page's `<article>`: the search index leaves it out
 * (`.theme-article-end` in the search options of docusaurus.config.ts), and
 * print hides it (src/css/custom.css). `data-ready` on it says it answers
 * (on an article it is hydrated only when the reader comes near it; see
 * src/theme/DocItem/Footer).
 */
import {useEffect, useRef, type ReactNode} from 'react';

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
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.setAttribute('data-ready', 'true');
  }, []);
  return (
    <div ref={ref} className={`theme-article-end ${styles.articleEnd}`}>
      <ArticleFeedback />
      <SupportBlock audience={audience} />
      <TakeThePage markdown={markdown} />
    </div>
  );
}

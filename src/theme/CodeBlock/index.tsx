/**
 * Code blocks — WRAP of the theme's `CodeBlock` that keeps the syntax
 * highlighter (prism-react-renderer with our extra languages, the largest
 * library of the site; notes/perf-log.md) out of the main bundle: only pages that show code load it.
 *
 * The theme registers Prism in a client module, so every page — most
 * articles have no code at all — paid for it. src/plugins/lean-main-bundle.ts
 * removes that client module; `./Highlighted` registers the languages
 * instead. An article with a code block imports `./Highlighted` itself
 * (src/remark/import-code-highlighter.mjs), so it is loaded with the article,
 * before the page renders, and rendered directly here. A code block outside
 * articles (JSX in a component) loads it on demand and shows the plain code
 * meanwhile.
 *
 * A block marked ```text message is a message, not code: `./MessageBlock`
 * draws it as wrapped text with one copy control above it, without Prism.
 */
import React, {Children, lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock';

import {loadedHighlightedCodeBlock} from './highlighterRegistry';
import MessageBlock, {isMessageBlock} from './MessageBlock';

const HighlightedCodeBlock = lazy(() => import('./Highlighted'));

function PlainCodeBlock({children, className}: Props): ReactNode {
  const text = Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? child : ''))
    .join('');
  return (
    <div className={clsx(ThemeClassNames.common.codeBlock, 'theme-code-block', className)}>
      <pre className="prism-code" tabIndex={0}>
        <code>{text.replace(/\n$/, '')}</code>
      </pre>
    </div>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  if (isMessageBlock(props.metastring)) return <MessageBlock {...props} />;
  const Highlighted = loadedHighlightedCodeBlock();
  if (Highlighted) return <Highlighted {...props} />;
  return (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}

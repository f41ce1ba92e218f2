/**
 * Code blocks — WRAP of the theme's `CodeBlock` that loads it, and the
 * syntax highlighter behind it (prism-react-renderer with our extra
 * languages, ≈ 30 KB gzip), only on pages that show code.
 *
 * Why: the theme registers Prism in a client module, so every page — most
 * articles have no code at all — paid for the highlighter in the main bundle.
 * The plugin in `src/plugins/lean-main-bundle.ts` removes that client
 * module; `./Highlighted` registers the languages instead, in its own chunk.
 *
 * The server render waits for the chunk (Docusaurus renders with
 * `renderToPipeableStream` and `onAllReady`), so the HTML has highlighted
 * code; while the browser fetches the chunk, React keeps that HTML as it is
 * and hydrates it when the chunk arrives. Only when a reader moves to a page
 * with code inside the app can the plain fallback below show, for the moment
 * the chunk takes to arrive.
 */
import React, {Children, lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock';

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
  return (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}

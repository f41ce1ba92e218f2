/**
 * WRAP: keeps Prism out of the main bundle (its client module is aliased away in
 * src/plugins/lean-main-bundle.ts). Articles with code import ./Highlighted with their chunks;
 * elsewhere it loads on demand, plain code meanwhile. ```text message → ./MessageBlock.
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

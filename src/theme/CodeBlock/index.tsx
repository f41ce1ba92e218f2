// WRAP: keeps Prism out of the main bundle (src/plugins/lean-main-bundle.ts); ./Highlighted comes
// with an article's chunks or on demand, plain code meanwhile.
import React, {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock';

import MessageBlock, {codeText, isMessageBlock} from './MessageBlock';

const HighlightedCodeBlock = lazy(() => import('./Highlighted'));
/** Set by ./Highlighted when an article's chunks bring it: then rendered directly. */
let highlighted: ComponentType<Props> | null = null;
export const provideHighlightedCodeBlock = (component: ComponentType<Props>): void => {
  highlighted = component;
};

function PlainCodeBlock({children, className}: Props): ReactNode {
  return (
    <div className={clsx(ThemeClassNames.common.codeBlock, 'theme-code-block', className)}>
      <pre className="prism-code" tabIndex={0}>
        <code>{codeText(children)}</code>
      </pre>
    </div>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  if (isMessageBlock(props.metastring)) return <MessageBlock {...props} />;
  const Highlighted = highlighted;
  if (Highlighted) return <Highlighted {...props} />;
  return (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}

/**
 * Where the highlighted code block says it has been loaded. It arrives with
 * the chunks of an article that has code (src/remark/import-code-highlighter.mjs),
 * before the page renders; `./index.tsx` then renders it directly.
 */
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';

let highlighted: ComponentType<Props> | null = null;

export function provideHighlightedCodeBlock(component: ComponentType<Props>): void {
  highlighted = component;
}

export function loadedHighlightedCodeBlock(): ComponentType<Props> | null {
  return highlighted;
}

/** Set when an article's chunks bring the highlighter, so ./index.tsx renders it directly. */
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';

let highlighted: ComponentType<Props> | null = null;

export function provideHighlightedCodeBlock(component: ComponentType<Props>): void {
  highlighted = component;
}

export function loadedHighlightedCodeBlock(): ComponentType<Props> | null {
  return highlighted;
}

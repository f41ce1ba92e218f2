// WRAP: a line is a <span>, not a <div> inside <code> (`element-permitted-content`), as before
// 3.9: the theme's line (no hooks) with its element swapped; its CSS and tokens unchanged.
import {createElement, isValidElement, type ReactNode} from 'react';
import CodeBlockLine from '@theme-original/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';

export default function CodeBlockLineWrapper(props: Props): ReactNode {
  const line = CodeBlockLine(props);
  return isValidElement<object>(line) && line.type === 'div'
    ? createElement('span', line.props)
    : line;
}

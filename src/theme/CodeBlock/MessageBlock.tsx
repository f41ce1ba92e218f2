// ```text message: a message to read and copy, wrapped like a paragraph, a copy control above
// (issue #50) that appears once the page answers; the bar keeps its height.
import {Children, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock';

import styles from './MessageBlock.module.css';

export function isMessageBlock(metastring: string | undefined): boolean {
  return /(^|\s)message(\s|$)/.test(metastring ?? '');
}

export function messageTitle(metastring: string | undefined): string | null {
  return /(?:^|\s)title=(["'])(.*?)\1/.exec(metastring ?? '')?.[2] ?? null;
}

export function codeText(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? child : ''))
    .join('')
    .replace(/\n$/, '');
}

export default function MessageBlock({children, metastring}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const textRef = useRef<HTMLParagraphElement>(null);
  const labelId = useId();
  const [state, setState] = useState<'idle' | 'copied' | 'selected'>('idle');
  const text = codeText(children);
  const title = messageTitle(metastring);

  /** Where the browser refuses the clipboard, the text is selected for the reader to copy. */
  const selectText = () => {
    const element = textRef.current;
    const selection = window.getSelection();
    if (!element || !selection) return;
    selection.selectAllChildren(element);
    setState('selected');
  };

  const copy = () => {
    setState('idle');
    if (!navigator.clipboard) {
      selectText();
      return;
    }
    navigator.clipboard.writeText(text).then(() => setState('copied'), selectText);
  };

  return (
    <figure className={clsx('theme-message-block', styles.message)} aria-labelledby={labelId}>
      <figcaption className={styles.bar}>
        <span id={labelId}>
          {title ?? (
            <Translate
              id="messageBlock.label"
              description="Label above a message example or template in an article">
              Message
            </Translate>
          )}
        </span>
        {isBrowser && (
          <button type="button" className={styles.copy} onClick={copy}>
            <Translate
              id="messageBlock.copy"
              description="Button above a message example: put its text on the clipboard">
              Copy text
            </Translate>
          </button>
        )}
      </figcaption>
      <p ref={textRef} className={styles.text}>
        {text}
      </p>
      <p role="status" className={styles.status}>
        {state === 'copied' && (
          <Translate
            id="messageBlock.copied"
            description="After 'Copy text' above a message example: it is on the clipboard">
            Copied
          </Translate>
        )}
        {state === 'selected' && (
          <Translate
            id="messageBlock.selected"
            description="After 'Copy text' failed: the text is selected for the reader to copy">
            The text is selected: copy it with your device's Copy.
          </Translate>
        )}
      </p>
    </figure>
  );
}

/**
 * "Take this page with you": copy the page's Markdown twin (src/plugins/llms-txt.ts) or open it in
 * ChatGPT or Claude (plain links: nothing loads from them before a click). No twin for unlisted
 * pages (`markdown={false}`). The first render must match the server's: a press made before the
 * code loaded is replayed on it (src/client/defer-until-near.tsx).
 */
import {useId, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import IconExternalLink from '@theme/Icon/ExternalLink';

import {format, interpolate} from '../words';
import styles from './styles.module.css';
import {useWords} from './words';

/** The pages of the two assistants, each taking the prompt in `q`. */
export const ASSISTANTS = [
  {name: 'ChatGPT', url: 'https://chatgpt.com/?q='},
  {name: 'Claude', url: 'https://claude.ai/new?q='},
] as const;

/**
 * The address of a page's Markdown twin on the site, or null for a locale's
 * root (which has none): the page's path without its closing slash, plus `.md`.
 */
export function markdownTwinPath(pathname: string, baseUrl: string): string | null {
  const bare = pathname.replace(/\/+$/, '');
  if (bare === '' || `${bare}/` === baseUrl) return null;
  return `${bare}.md`;
}

/** The twin's text; a missing file (or the not-found page in its place) is an error. */
async function fetchMarkdown(path: string): Promise<string> {
  const response = await fetch(path, {headers: {Accept: 'text/markdown, text/plain;q=0.9'}});
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('text/html')) {
    throw new Error(`${path}: ${response.status} ${type}`);
  }
  return response.text();
}

/**
 * Puts the page's Markdown twin on the clipboard. The clipboard is handed a
 * promise of the text (`ClipboardItem`) at once, which keeps the reader's
 * press valid while the twin loads, as Safari requires; where that is
 * missing or refused, the text is written when it has arrived.
 */
async function copyMarkdown(path: string): Promise<void> {
  const {clipboard} = navigator;
  if (!clipboard) throw new Error('no clipboard');
  const text = fetchMarkdown(path);
  // Not left unhandled while the clipboard is busy: a failure is reported below.
  text.catch(() => undefined);
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    blob.catch(() => undefined);
    try {
      await clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch {
      // Tried below with the text itself (a twin that failed to load fails there too).
    }
  }
  await clipboard.writeText(await text);
}

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

export default function TakeThePage({markdown = true}: {markdown?: boolean}): ReactNode {
  const {
    siteConfig: {url: siteUrl, baseUrl},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const headingId = useId();
  const [state, setState] = useState<CopyState>('idle');

  const pageUrl = `${siteUrl.replace(/\/+$/, '')}${pathname}`;
  const twin = markdown ? markdownTwinPath(pathname, baseUrl) : null;
  const words = useWords();
  const prompt = format(words.prompt, {url: pageUrl});

  const copy = () => {
    if (!twin || state === 'copying') return;
    // Emptied first, so that "Copied" is announced again on a second press.
    setState('copying');
    copyMarkdown(twin).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };

  return (
    <section className={styles.take} aria-labelledby={headingId}>
      {/* A plain h2: the theme's Heading adds a "#" link, which this block needs not. */}
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
      <h2 id={headingId} className={styles.takeTitle}>
        {words.takeTitle}
      </h2>
      {/* Read with the block, not shown: the row stays one quiet line under the support block. */}
      <p className={styles.takeLead}>{words.takeLead}</p>
      <div className={styles.takeButtons}>
        {twin && (
          <button type="button" className={styles.takeControl} onClick={copy}>
            {words.copy}
          </button>
        )}
        {ASSISTANTS.map(({name, url}) => (
          // Another site, in a new tab: the site's Link would add nothing but prefetching.
          // eslint-disable-next-line @docusaurus/no-html-links
          <a
            key={name}
            className={styles.takeControl}
            href={`${url}${encodeURIComponent(prompt)}`}
            target="_blank"
            rel="noopener noreferrer">
            {format(words.open, {assistant: name})}
            <IconExternalLink />
          </a>
        ))}
      </div>
      {/* Present from the start, so that what happens is announced. */}
      <p role="status" className={styles.takeStatus}>
        {state === 'copied' && words.copied}
        {state === 'failed' &&
          twin &&
          interpolate(words.failed, {
            link: (
              // A file, not a page of the site: the site's Link would route to the not-found page.
              // eslint-disable-next-line @docusaurus/no-html-links
              <a href={twin} type="text/markdown">
                {words.failedLink}
              </a>
            ),
          })}
      </p>
    </section>
  );
}

import React from 'react';
import {translate} from '@docusaurus/Translate';

/** Where the search index download stands (shared by the box and the page). */
export type IndexState = 'idle' | 'loading' | 'ready' | 'failed';

/** The status line (box and page) and, after a failure, the button that downloads it again. */
export function IndexStatus(props: {state: IndexState; onRetry: () => void; id?: string}) {
  return (
    <>
      <span id={props.id} role="status">
        {props.state === 'loading' &&
          translate({
            id: 'theme.SearchBar.loading',
            message: 'Loading...',
            description: 'Shown while the search index downloads',
          })}
        {props.state === 'failed' &&
          translate({
            id: 'theme.SearchBar.loadFailed',
            message: 'Search could not be loaded. Check your connection and try again.',
            description: 'Shown when the search index could not be downloaded',
          })}
      </span>
      {props.state === 'failed' && (
        <button type="button" className="button button--sm button--primary" onClick={props.onRetry}>
          {translate({
            id: 'theme.SearchBar.retry',
            message: 'Try again',
            description: 'The button that downloads the search index again after a failure',
          })}
        </button>
      )}
    </>
  );
}

import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';

/** Where the search index download stands (shared by the box and the page). */
export type IndexState = 'idle' | 'loading' | 'ready' | 'failed';

/** The text a reader sees for a state; empty when there is nothing to say. */
export function indexStatusMessage(state: IndexState): string {
  if (state === 'loading') {
    return translate({
      id: 'theme.SearchBar.loading',
      message: 'Loading...',
      description: 'Shown while the search index downloads',
    });
  }
  if (state === 'failed') {
    return translate({
      id: 'theme.SearchBar.loadFailed',
      message: 'Search could not be loaded. Check your connection and try again.',
      description: 'Shown when the search index could not be downloaded',
    });
  }
  return '';
}

/** The button under a failed download (box and page): downloads the index again. */
export function IndexRetryButton({onRetry}: {onRetry: () => void}): ReactNode {
  return (
    <button type="button" className="button button--sm button--primary" onClick={onRetry}>
      {translate({
        id: 'theme.SearchBar.retry',
        message: 'Try again',
        description: 'The button that downloads the search index again after a failure',
      })}
    </button>
  );
}

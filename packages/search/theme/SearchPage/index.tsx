// The search page. Began as an eject of @easyops-cn/docusaurus-search-local 0.55.3
// `theme/SearchPage` (MIT); it now shares the box's worker and says when the index fails.
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluralForm} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import clsx from 'clsx';
import LoadingRing from '../SearchBar/LoadingRing';

import {STARTING_POINTS} from '../SearchBar/constants';
import {IndexStatus, type IndexState} from '../SearchBar/indexStatus';
import {loadSearchIndex, searchIndex, suggestSearches} from '../SearchBar/searchClient';
import {noteSearchStarted} from '../SearchBar/noResultsReport';
import {findResults} from '../SearchBar/findResults';
import {noResultsHelp} from '@theme/SearchNoResults';
import resultOptions from '@generated/slotera-search/default/result-options.json';
import type {SearchResult} from '../SearchBar/types';
import {searchedFrom} from '../SearchBar/searchedFrom';
import {areaLabel, resultParts, resultUrl} from '../SearchBar/resultParts';
import {groupBy} from '../../engine/group-by.mjs';
import styles from './styles.module.css';
import useSearchQuery from './useSearchQuery';

const PAGE_RESULT_LIMIT = 100;

const RESULTS_PER_STEP = resultOptions.pageResultsPerStep;

// Here rather than in code.json, which every page's main bundle carries.
const WORDS: Record<string, {more: (left: number) => string; areaOther: string}> = {
  bg: {more: (left) => `Покажи още резултати (${left})`, areaOther: 'Други'},
  en: {more: (left) => `Show more results (${left})`, areaOther: 'Other'},
};

const wordsOf = (locale: string) => WORDS[locale] ?? WORDS.en;

function SearchResultItem({searchResult, baseUrl}: {searchResult: SearchResult; baseUrl: string}) {
  const {titleHtml, contextHtml, path} = resultParts(searchResult, baseUrl);
  return (
    <article className={styles.searchResultItem}>
      <Heading as="h3" className={styles.resultTitle}>
        <Link
          to={resultUrl(searchResult, resultOptions.highlightSearchTerms)}
          dangerouslySetInnerHTML={{__html: titleHtml}}
        />
      </Heading>
      {contextHtml && (
        <p className={styles.resultContext} dangerouslySetInnerHTML={{__html: contextHtml}} />
      )}
      {path.length > 0 && <p className={styles.resultPath}>{path.join(' › ')}</p>}
    </article>
  );
}

function ResultGroups(props: {results: SearchResult[]; locale: string; baseUrl: string}) {
  const {results, locale, baseUrl} = props;
  const groups = groupBy(results, (result: SearchResult) => resultParts(result, baseUrl).area);
  return (
    <>
      {[...groups].map(([area, items]: [string | undefined, SearchResult[]]) => {
        const title = area ? areaLabel(area) : wordsOf(locale).areaOther;
        return (
          <section key={area ?? 'other'} aria-label={title} className={styles.group}>
            <Heading as="h2" className={styles.groupTitle}>
              {title}
            </Heading>
            {items.map((item) => (
              <SearchResultItem key={item.document.i} searchResult={item} baseUrl={baseUrl} />
            ))}
          </section>
        );
      })}
    </>
  );
}

function SearchPageContent(): ReactNode {
  const {
    siteConfig: {baseUrl},
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {supportPath, title, startingPoints} = noResultsHelp(currentLocale);
  const {selectMessage} = usePluralForm();
  const [shown, setShown] = useState(RESULTS_PER_STEP);
  const [complete, setComplete] = useState(true);
  // After "Show more" the first new result takes the focus: the keyboard goes on from there.
  const focusResult = useRef(-1);
  useEffect(() => {
    if (focusResult.current < 0) return;
    document.querySelectorAll<HTMLAnchorElement>('main article h3 a')[focusResult.current]?.focus();
    focusResult.current = -1;
  }, [shown]);
  const {searchValue, updateSearchPath} = useSearchQuery();
  const [searchQuery, setSearchQuery] = useState(searchValue);
  const [searchResults, setSearchResults] = useState<SearchResult[]>();
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [indexState, setIndexState] = useState<IndexState>('loading');

  const pageTitle = searchQuery
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        {query: searchQuery},
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });

  useEffect(() => {
    if (searchValue && searchValue !== searchQuery) setSearchQuery(searchValue);
  }, [searchValue]);

  // On opening and on "Try again".
  const loadIndex = () => {
    setIndexState('loading');
    loadSearchIndex(baseUrl).then(
      () => setIndexState('ready'),
      (error: unknown) => {
        console.error('Search: the index could not be loaded.', error);
        setIndexState('failed');
      },
    );
  };
  useEffect(loadIndex, [baseUrl]);

  useEffect(() => {
    updateSearchPath(searchQuery);
    // `updateSearchPath` changes on every render; in the deps it would loop.
  }, [searchQuery]);

  useEffect(() => {
    noteSearchStarted(searchQuery);
    if (!searchQuery) {
      setSearchResults(undefined);
      return undefined;
    }
    if (indexState !== 'ready') return undefined;
    let current = true;
    const client = {baseUrl, search: searchIndex, suggest: suggestSearches};
    // Business help first when the page was not opened from another area.
    findResults(client, searchQuery, PAGE_RESULT_LIMIT, searchedFrom() ?? baseUrl).then(
      (found) => {
        if (!current) return;
        setSearchResults(found.results);
        setComplete(found.complete);
        setShown(RESULTS_PER_STEP);
        setSuggestions([]);
        void found.suggestions.then((queries) => current && setSuggestions(queries));
      },
      (error: unknown) => {
        console.error('Search failed:', error);
        if (current) setIndexState('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [searchQuery, baseUrl, indexState]);

  const showResults = indexState === 'ready' && searchQuery !== '' && searchResults;

  return (
    <>
      <Head>
        {/* facebook/docusaurus#3233 */}
        <meta name="robots" content="noindex, follow" />
        <title>{pageTitle}</title>
      </Head>

      {/* The theme's Layout has no main landmark (axe `landmark-one-main`). */}
      <main className="container margin-vert--lg">
        <Heading as="h1">{pageTitle}</Heading>

        <input
          type="search"
          name="q"
          className={styles.queryInput}
          aria-label={translate({
            id: 'theme.SearchBar.label',
            message: 'Search',
            description: 'The ARIA label and placeholder for search button',
          })}
          onChange={(event) => setSearchQuery(event.target.value)}
          value={searchQuery}
          autoComplete="off"
          autoFocus
        />

        <div className={styles.status}>
          {indexState === 'loading' && <LoadingRing />}
          <IndexStatus state={indexState} onRetry={loadIndex} />
        </div>

        {showResults &&
          (searchResults.length > 0 ? (
            <>
              {/* At the limit the worker stops: the count would be the limit, not the truth. */}
              {complete && (
                <p>
                  {selectMessage(
                    searchResults.length,
                    translate(
                      {
                        id: 'theme.SearchPage.documentsFound.plurals',
                        message: '1 document found|{count} documents found',
                        description:
                          'Pluralized label for "{count} documents found". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
                      },
                      {count: searchResults.length},
                    ),
                  )}
                </p>
              )}
              <ResultGroups
                results={searchResults.slice(0, shown)}
                locale={currentLocale}
                baseUrl={baseUrl}
              />
              {searchResults.length > shown && (
                <button
                  type="button"
                  className={clsx('button button--secondary', styles.more)}
                  onClick={() => {
                    focusResult.current = shown;
                    setShown(shown + RESULTS_PER_STEP);
                  }}>
                  {wordsOf(currentLocale).more(searchResults.length - shown)}
                </button>
              )}
            </>
          ) : (
            <>
              <p>
                {translate({
                  id: 'theme.SearchPage.noResultsText',
                  message: 'No documents were found',
                  description: 'The paragraph for empty search result',
                })}{' '}
                {supportPath && (
                  <Link to={supportPath}>
                    {translate({
                      id: 'theme.SearchBar.noResultsSupportLink',
                      message: 'Ask our support team',
                      description:
                        'The link to the support article under "No results" in the search box',
                    })}
                  </Link>
                )}
              </p>
              {suggestions.length > 0 && (
                <p className={styles.didYouMean}>
                  {translate({
                    id: 'theme.SearchBar.didYouMean',
                    message: 'Did you mean:',
                    description:
                      'Before the queries close to one that found nothing, in the search box and page',
                  })}{' '}
                  {suggestions.map((suggestion, i) => (
                    <React.Fragment key={suggestion}>
                      {i > 0 && ', '}
                      <Link to={`/search/?${new URLSearchParams({q: suggestion}).toString()}`}>
                        {suggestion}
                      </Link>
                    </React.Fragment>
                  ))}
                </p>
              )}
              {startingPoints.length > 0 && (
                <nav aria-label={title}>
                  <Heading as="h2" className={styles.startingPointsTitle}>
                    {title}
                  </Heading>
                  <ul>
                    {startingPoints.slice(0, STARTING_POINTS).map((task) => (
                      <li key={task.to}>
                        <Link to={task.to}>{task.label}</Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
            </>
          ))}
      </main>
    </>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}

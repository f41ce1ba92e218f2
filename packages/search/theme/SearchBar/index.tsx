// The navbar box and the home page's (`variant="hero"`). Began as an eject of
// @easyops-cn/docusaurus-search-local 0.55.3 `theme/SearchBar` (MIT); see ../../README.md.
import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {flushSync} from 'react-dom';
import {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useEvent} from '@docusaurus/theme-common';
import type {AutocompleteInstance} from '@easyops-cn/autocomplete.js';

import LoadingRing from './LoadingRing';
import baseStyles from './SearchBar.module.css';

import {HIGHLIGHT_PARAM, IN_APP_LINK_ATTRIBUTE} from './constants';
import type {SearchResult} from './types';
import {ariaShortcuts, isShortcut, searchShortcutText, useHasKeyboard, useIsMac} from './shortcut';
import {startSearch} from './searchStart';
import {IndexStatus, type IndexState} from './indexStatus';
import styles from './styles.module.css';
import {keepTabInside, offerNavbarSheet, openNavbarSheet, usePhoneSheet} from './usePhoneSheet';
import {noteSearchNavigation} from './searchedFrom';

const SEARCH_ICON_PATH =
  'M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z';

function SearchIcon(props: React.SVGProps<SVGSVGElement>): ReactNode {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" {...props}>
      <path fill="currentColor" d={SEARCH_ICON_PATH} />
    </svg>
  );
}

/** Where `/` is typed as text, it is not the search shortcut. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

export type SearchBarProps =
  {variant?: 'navbar'} | {variant: 'hero'; label: string; placeholder: string};

export default function SearchBar(props: SearchBarProps): ReactNode {
  const {variant = 'navbar'} = props;
  const isNavbar = variant === 'navbar';
  const isBrowser = useIsBrowser();
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const history = useHistory();
  const location = useLocation();
  const statusId = useId();

  const inputRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<AutocompleteInstance<SearchResult> | null>(null);
  // idle → (first use) → loading → ready, or → failed → (Try again) → loading.
  const [indexState, setIndexState] = useState<IndexState>('idle');
  const [inputValue, setInputValue] = useState('');
  const [focused, setFocused] = useState(false);
  // Set by "Try again": the reader wants to search, so the box gets the focus once ready.
  const focusWhenReady = useRef(false);

  const sheet = usePhoneSheet(isNavbar, () => boxRef.current?.autocomplete.close());
  // Focus in the press: only then does a phone show its keyboard.
  const openSheetFrom = useCallback(
    (opener?: HTMLElement) => {
      let opened = false;
      flushSync(() => {
        opened = sheet.openSheet(opener);
      });
      if (opened) inputRef.current?.focus();
      return opened;
    },
    [sheet.openSheet],
  );
  useEffect(
    () => (isNavbar ? offerNavbarSheet(openSheetFrom) : undefined),
    [isNavbar, openSheetFrom],
  );
  // From the sheet: in place of the sheet's history entry.
  const go = (url: string) => {
    noteSearchNavigation(window.location.pathname, url, `${baseUrl}search/`);
    if (sheet.open) {
      sheet.closeSheet('navigate');
      history.replace(url);
    } else {
      history.push(url);
    }
  };
  // The box is made once: these read the latest render's state.
  const navigate = useEvent(go);
  const onSearchFailed = useEvent((error: unknown) => {
    console.error('Search failed:', error);
    boxRef.current?.autocomplete.close();
    setIndexState('failed');
  });
  // In the sheet the field keeps the focus: the reader is still searching.
  const onClosed = useEvent(() => {
    if (!sheet.open) inputRef.current?.blur();
  });

  const loadIndex = async () => {
    const clientLoaded = import('./searchClient');
    const indexFile = startSearch(
      baseUrl,
      clientLoaded.then((client) => client.readCoreBody),
    );
    const indexLoaded = clientLoaded.then((client) =>
      client.loadSearchIndex(baseUrl, () => inputRef.current?.value ?? ''),
    );
    indexLoaded.catch(() => undefined);
    setIndexState('loading');
    try {
      // The code after the index: on a slow connection the index is what the first result awaits.
      await Promise.race([indexFile, indexLoaded]);
      const runtime = await import('./searchRuntime');
      await indexLoaded;
      const client = await clientLoaded;
      const input = inputRef.current;
      if (!input) return;
      // autocomplete.js wraps the input in its own element, which takes the focus away.
      const hadFocus = document.activeElement === input;
      boxRef.current?.autocomplete.destroy();
      boxRef.current = runtime.createSearchBox(input, {
        baseUrl,
        search: client.searchIndex,
        suggest: client.suggestSearches,
        navigate,
        onSearchFailed,
        onClosed,
      });
      setIndexState('ready');
      if (hadFocus || focusWhenReady.current) {
        focusWhenReady.current = false;
        input.focus();
      }
    } catch (error) {
      console.error('Search: the index could not be loaded.', error);
      focusWhenReady.current = false;
      setIndexState('failed');
    }
  };

  const onFocus = () => {
    setFocused(true);
    sheet.openSheet();
    if (indexState === 'idle') void loadIndex();
  };

  const onRetry = () => {
    focusWhenReady.current = true;
    void loadIndex();
  };

  // Tapped before hydration, the home box on a phone is the field, and stays one for this page view.
  const [fieldFirst, setFieldFirst] = useState(false);

  // Focused (or typed into) before the page was interactive.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value) setInputValue(input.value);
    if (document.activeElement === input) {
      if (!isNavbar) setFieldFirst(true);
      onFocus();
    }
  }, []);

  const isMac = useIsMac();
  useEffect(() => {
    if (!isNavbar) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const slash =
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isEditable(event.target);
      if (slash || isShortcut(event, isMac)) {
        event.preventDefault();
        inputRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isNavbar, isMac]);

  const markedRef = useRef(false);
  useEffect(() => {
    if (!isBrowser || !isNavbar) return undefined;
    const keywords = new URLSearchParams(location.search).getAll(HIGHLIGHT_PARAM);
    if (keywords.length === 0 && !markedRef.current) return undefined;
    let cancelled = false;
    let timer: number | undefined;
    void import('mark.js').then(({default: MarkJs}) => {
      if (cancelled) return;
      // After code blocks re-render (plugin issue #92), hence a macro task.
      timer = window.setTimeout(() => {
        const root = document.querySelector('article');
        if (!root) return;
        const mark = new MarkJs(root);
        mark.unmark();
        markedRef.current = keywords.length > 0;
        if (keywords.length > 0) mark.mark(keywords, {exclude: ['.theme-doc-toc-mobile > button']});
        setInputValue(keywords.join(' '));
        boxRef.current?.autocomplete.setVal(keywords.join(' '));
      });
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [isBrowser, isNavbar, location.search, location.pathname]);

  const onClear = () => {
    const params = new URLSearchParams(location.search);
    if (params.has(HIGHLIGHT_PARAM)) {
      params.delete(HIGHLIGHT_PARAM);
      history.push({search: params.toString(), hash: location.hash});
    }
    setInputValue('');
    boxRef.current?.autocomplete.setVal('');
    inputRef.current?.focus();
  };

  const onClick = (event: React.MouseEvent) => {
    const link =
      event.target instanceof Element ? event.target.closest(`a[${IN_APP_LINK_ATTRIBUTE}]`) : null;
    const href = link?.getAttribute('href');
    if (!href || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    boxRef.current?.autocomplete.close();
    go(href);
  };

  const hasKeyboard = useHasKeyboard();
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  const placeholder =
    props.variant === 'hero'
      ? props.placeholder
      : hasKeyboard
        ? translate(
            {
              id: 'theme.SearchBar.placeholder',
              message: 'Search {shortcut}',
              description:
                'The placeholder of the search box; {shortcut} is Ctrl+K, or ⌘+K on macOS',
            },
            {shortcut: searchShortcutText(isMac)},
          )
        : label;

  return (
    <div
      className={clsx(isNavbar && 'navbar__search', baseStyles.searchBarContainer, {
        [styles.hero]: !isNavbar,
        [styles.fieldFirst]: fieldFirst,
        [styles.navbarBox]: isNavbar,
        [styles.sheet]: sheet.open,
        [baseStyles.searchIndexLoading]: indexState === 'loading',
        // The sheet is all search: its Clear button stays when the focus moves to it.
        [baseStyles.focused]: focused || sheet.open,
      })}
      // The plugin keeps the box left-to-right in every language.
      dir="ltr"
      {...(sheet.open ? {role: 'dialog', 'aria-modal': true, 'aria-label': label} : {})}
      onKeyDownCapture={(event) => {
        if (!sheet.open) return;
        if (event.key === 'Escape') {
          event.preventDefault();
          sheet.closeSheet('reader');
        } else {
          keepTabInside(event, `.${baseStyles.dropdownMenu}`);
        }
      }}
      onClick={onClick}>
      {isNavbar && (
        <button
          ref={sheet.triggerRef}
          type="button"
          className={styles.sheetTrigger}
          aria-label={translate({
            id: 'theme.SearchBar.openSheet',
            message: 'Open search',
            description:
              "The phone's search button in the navbar, which opens the full-screen search",
          })}
          aria-haspopup="dialog"
          onClick={() => openSheetFrom()}>
          <SearchIcon width="18" height="18" />
        </button>
      )}
      {props.variant === 'hero' && (
        // On a phone the home box opens the full-screen sheet, not a dropdown under the keyboard.
        <button
          type="button"
          className={styles.heroSheetTrigger}
          aria-haspopup="dialog"
          onClick={(event) => {
            if (!openNavbarSheet(event.currentTarget)) history.push(`${baseUrl}search/`);
          }}>
          <SearchIcon width="20" height="20" />
          <span>{props.placeholder}</span>
        </button>
      )}
      <SearchIcon className={baseStyles.searchIcon} />
      <input
        ref={inputRef}
        className={clsx(
          isNavbar ? 'navbar__search-input' : styles.heroInput,
          baseStyles.searchInput,
        )}
        placeholder={placeholder}
        aria-label={props.variant === 'hero' ? props.label : label}
        // Like the placeholder, known for sure only in the browser (⌘ on macOS).
        aria-keyshortcuts={hasKeyboard && isNavbar ? ariaShortcuts(isMac) : undefined}
        aria-describedby={statusId}
        aria-busy={indexState === 'loading'}
        value={inputValue}
        onFocus={onFocus}
        onBlur={() => setFocused(false)}
        onChange={(event) => setInputValue(event.target.value)}
      />
      <LoadingRing className={baseStyles.searchBarLoadingRing} />
      {inputValue !== '' && (
        <button
          type="button"
          className={baseStyles.searchClearButton}
          aria-label={translate({
            id: 'theme.SearchBar.clear',
            message: 'Clear search',
            description: 'The ARIA label of the button that empties the search box',
          })}
          onClick={onClear}>
          <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
            <path d="M1 1l10 10M11 1L1 11" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      )}
      <div
        className={clsx(styles.statusPanel, {
          [styles.statusPanelEmpty]: indexState === 'idle' || indexState === 'ready',
          [styles.statusFailed]: indexState === 'failed',
        })}>
        <IndexStatus id={statusId} state={indexState} onRetry={onRetry} />
      </div>
      {sheet.open && (
        <button
          type="button"
          className={clsx('button button--link', styles.sheetClose)}
          onClick={() => sheet.closeSheet('reader')}>
          {translate({
            id: 'theme.SearchBar.closeSheet',
            message: 'Close',
            description: 'The button that closes the full-screen search on a phone',
          })}
        </button>
      )}
    </div>
  );
}

// What the box needs once used (autocomplete, templates, no-results panel): ./index.tsx imports
// it on first use, so none of it weighs on a page's first load.
import autoComplete, {type AutocompleteInstance} from '@easyops-cn/autocomplete.js';
import {translate} from '@docusaurus/Translate';
import boxOptions from '@generated/slotera-search/default/box-options.json';
import resultOptions from '@generated/slotera-search/default/result-options.json';
import {escapeHtml} from '../../engine/result-context.mjs';
import {
  iconAction,
  iconContent,
  iconHeading,
  iconNoResults,
  iconTitle,
  iconTreeInter,
  iconTreeLast,
} from './icons';
import baseStyles from './SearchBar.module.css';
import clsx from 'clsx';

import {IN_APP_LINK_ATTRIBUTE, STARTING_POINTS} from './constants';
// Types only: the box hands the client in, keeping Comlink out of this module's chunks.
import type {searchIndex, suggestSearches} from './searchClient';
import {findResults} from './findResults';
import {noteSearchStarted} from './noResultsReport';
import {noResultsHelp} from '@theme/SearchNoResults';
import {DocumentType, type SearchResult} from './types';
import {areaLabel, resultParts, resultUrl} from './resultParts';
import styles from './styles.module.css';

export interface SearchBoxHooks {
  /** `/` or `/en/`: the locale's index lives there. */
  baseUrl: string;
  navigate(url: string): void;
  search: typeof searchIndex;
  suggest: typeof suggestSearches;
  /** A search failed although the index had loaded (the worker died). */
  onSearchFailed(error: unknown): void;
  onClosed(): void;
}

function suggestionTemplate(result: SearchResult, baseUrl: string): string {
  const {type, isInterOfTree, isLastOfTree} = result;
  const inTree = Boolean(isInterOfTree || isLastOfTree);
  const isTitleRelated = type === DocumentType.Title || type === DocumentType.Keywords;
  const isHeading = type === DocumentType.Heading;
  const tree = isInterOfTree ? [iconTreeInter] : isLastOfTree ? [iconTreeLast] : [];
  const icon = isTitleRelated ? iconTitle : isHeading ? iconHeading : iconContent;
  const {titleHtml, contextHtml, area, path} = resultParts(result, baseUrl, inTree);
  const wrapped = [
    `<span class="${clsx(baseStyles.hitTitle, styles.hitTitle)}">${titleHtml}</span>`,
  ];
  // A writer's canonical answer (issue #49) shows how its section begins, a line longer.
  const contextClass = clsx(styles.hitContext, result.answer && styles.hitAnswer);
  if (contextHtml) wrapped.push(`<span class="${contextClass}">${contextHtml}</span>`);
  if (!inTree) {
    const where = [
      area ? `<span class="${styles.hitArea}">${escapeHtml(areaLabel(area))}</span>` : '',
      path.length > 0 ? `<span>${escapeHtml(path.join(' › '))}</span>` : '',
    ].filter(Boolean);
    wrapped.push(
      `<span class="${clsx(baseStyles.hitPath, styles.hitPath)}">${where.join(' ')}</span>`,
    );
  }
  return [
    ...tree.map((item) => `<span class="${baseStyles.hitTree}">${item}</span>`),
    `<span class="${baseStyles.hitIcon}">${icon}</span>`,
    `<span class="${clsx(baseStyles.hitWrapper, styles.hitWrapper)}">`,
    ...wrapped,
    '</span>',
    `<span class="${baseStyles.hitAction}">${iconAction}</span>`,
  ].join('');
}

// A link the box opens in the app (./index.tsx), without a reload.
function inAppLink(url: string, text: string, className?: string): string {
  const classAttribute = className ? `class="${className}" ` : '';
  return `<a ${classAttribute}href="${escapeHtml(url)}" ${IN_APP_LINK_ATTRIBUTE}>${escapeHtml(text)}</a>`;
}

function searchPageUrl(baseUrl: string, query: string): string {
  return `${baseUrl}search/?${new URLSearchParams({q: query}).toString()}`;
}

const DID_YOU_MEAN_ATTRIBUTE = 'data-did-you-mean';

// Left hidden when there are none, or when the panel shows another query by then.
function fillDidYouMean(queries: string[], baseUrl: string, query: string): void {
  const line = document.querySelector<HTMLElement>(`[${DID_YOU_MEAN_ATTRIBUTE}]`);
  if (!line || line.getAttribute(DID_YOU_MEAN_ATTRIBUTE) !== query || queries.length === 0) return;
  const label = translate({
    id: 'theme.SearchBar.didYouMean',
    message: 'Did you mean:',
    description: 'Before the queries close to one that found nothing, in the search box and page',
  });
  line.innerHTML = [
    `${escapeHtml(label)} `,
    queries.map((other) => inAppLink(searchPageUrl(baseUrl, other), other)).join(', '),
  ].join('');
  line.hidden = false;
}

// Never an empty panel: "did you mean", places to start, the support page.
function emptyTemplate(baseUrl: string, query: string): string {
  if (process.env.NODE_ENV !== 'production') {
    return `<span class="${baseStyles.noResults}">⚠️ The search index is only available when you run docusaurus build!</span>`;
  }
  const message = translate({
    id: 'theme.SearchBar.noResultsText',
    message: 'No results',
  });
  const supportLink = translate({
    id: 'theme.SearchBar.noResultsSupportLink',
    message: 'Ask our support team',
    description: 'The link to the support article under "No results" in the search box',
  });
  const help = noResultsHelp(resultOptions.locale);
  const url = (to: string) => baseUrl + to.replace(/^\//, '');
  const starts = help.startingPoints
    .slice(0, STARTING_POINTS)
    .map((task) => `<li>${inAppLink(url(task.to), task.label)}</li>`);
  return [
    `<span class="${clsx(baseStyles.noResults, styles.noResults)}">`,
    `<span class="${baseStyles.noResultsIcon}">${iconNoResults}</span>`,
    `<span>${escapeHtml(message)}</span>`,
    `<span class="${styles.didYouMean}" ${DID_YOU_MEAN_ATTRIBUTE}="${escapeHtml(query)}" hidden></span>`,
    starts.length > 0
      ? `<span class="${styles.startingPoints}"><span class="${styles.startingPointsTitle}">${escapeHtml(help.title)}</span><ul>${starts.join('')}</ul></span>`
      : '',
    help.supportPath ? inAppLink(url(help.supportPath), supportLink, styles.supportLink) : '',
    '</span>',
  ].join('');
}

function footerTemplate(baseUrl: string, query: string, isEmpty: boolean): string | undefined {
  if (isEmpty) return undefined;
  const seeAll = translate({id: 'theme.SearchBar.seeAll', message: 'See all results'});
  return `<div class="${baseStyles.hitFooter}">${inAppLink(searchPageUrl(baseUrl, query), seeAll)}</div>`;
}

// ARIA 1.2 over autocomplete.js's 1.0 (axe): `aria-controls`, and the listbox role on the results
// list, not on the dropdown whose footer holds links.
function followAria12(input: HTMLInputElement): void {
  const menuId = input.getAttribute('aria-owns');
  const menu = menuId ? document.getElementById(menuId) : null;
  if (!menu) return;
  input.removeAttribute('aria-owns');
  menu.setAttribute('role', 'presentation');
  const apply = () => {
    const list = menu.querySelector<HTMLElement>(`.${baseStyles.suggestions}`);
    if (list && list.getAttribute('role') !== 'listbox') {
      list.setAttribute('role', 'listbox');
      list.id = `${menu.id}-results`;
    }
    input.setAttribute('aria-controls', list ? list.id : menu.id);
  };
  apply();
  new MutationObserver(apply).observe(menu, {childList: true, subtree: true});
}

const CLICK_AFTER_RELEASE_MS = 300;

let drawWhenReleased: ((draw: () => void) => void) | null = null;

// A press holds the list until released: results of a key typed meanwhile would replace the row
// under the finger, losing the choice or opening another row.
function heldWhilePressed(): (draw: () => void) => void {
  if (drawWhenReleased) return drawWhenReleased;
  let pressed = false;
  let pending: (() => void) | null = null;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const drawPending = () => {
    clearTimeout(fallback);
    if (pressed) return;
    const draw = pending;
    pending = null;
    draw?.();
  };
  const release = () => {
    if (!pressed) return;
    pressed = false;
    fallback = setTimeout(drawPending, CLICK_AFTER_RELEASE_MS);
  };
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (event.target instanceof Element && event.target.closest(`.${baseStyles.dropdownMenu}`))
        pressed = true;
    },
    true,
  );
  for (const type of ['pointerup', 'pointercancel']) window.addEventListener(type, release, true);
  // The window's own blur (another app took over), not an element's: not captured.
  window.addEventListener('blur', release);
  // After the click's own handlers (autocomplete.js selects on click).
  window.addEventListener('click', () => setTimeout(drawPending), true);
  drawWhenReleased = (draw) => {
    if (pressed || pending) pending = draw;
    else draw();
  };
  return drawWhenReleased;
}

// autocomplete.js's own class names, each the CSS module's class of that name.
const AUTOCOMPLETE_CLASSES = 'dropdownMenu input hint suggestions suggestion cursor dataset empty';

export function createSearchBox(
  input: HTMLInputElement,
  hooks: SearchBoxHooks,
): AutocompleteInstance<SearchResult> {
  if (autoComplete.noConflict) autoComplete.noConflict();
  const draw = heldWhilePressed();
  const box = autoComplete<SearchResult>(
    input,
    {
      hint: false,
      autoselect: true,
      openOnFocus: true,
      // Tab leaves the box, as it leaves any field; autocomplete.js would open the highlighted
      // (first) result instead — a page change the keyboard reader did not ask for.
      tabAutocomplete: false,
      cssClasses: {
        root: baseStyles.searchBar,
        noPrefix: true,
        ...Object.fromEntries(
          AUTOCOMPLETE_CLASSES.split(' ').map((name) => [name, baseStyles[name]]),
        ),
      },
    },
    [
      {
        source(query, callback) {
          noteSearchStarted(query);
          findResults(hooks, query, boxOptions.resultLimit, window.location.pathname).then(
            ({results, suggestions}) =>
              draw(() => {
                callback(results);
                void suggestions.then((queries) => fillDidYouMean(queries, hooks.baseUrl, query));
              }),
            (error) => {
              draw(() => callback([]));
              hooks.onSearchFailed(error);
            },
          );
        },
        templates: {
          suggestion: (result) => suggestionTemplate(result, hooks.baseUrl),
          empty: ({query}) => emptyTemplate(hooks.baseUrl, query),
          footer: ({query, isEmpty}) => footerTemplate(hooks.baseUrl, query, isEmpty),
        },
      },
    ],
  )
    .on('autocomplete:selected', (_event, result) => {
      input.blur();
      hooks.navigate(resultUrl(result, resultOptions.highlightSearchTerms));
    })
    .on('autocomplete:closed', () => hooks.onClosed());
  followAria12(input);
  return box;
}

/**
 * The site's answer to a search that finds nothing (the search plugin's
 * seam, @slotera/docusaurus-search): the first of the tasks
 * readers need most (src/popular-tasks.ts) as places to start, the support
 * article, and — learning from readers (issue #22) — one
 * `search_no_results` event in `dataLayer` (query, locale), only where the
 * tag manager was loaded: a container is configured and the reader accepted
 * it; otherwise nothing is kept or sent.
 */
import {pushAnalyticsEvent} from '@site/src/components/ConsentBanner/tagManager';
import type {Locale} from '@site/src/constants';
import {homeTexts} from '@site/src/popular-tasks';
import type {NoResultsHelp} from '@slotera/docusaurus-search';

export function noResultsHelp(locale: string): NoResultsHelp {
  const {tasksTitle, tasks} = homeTexts(locale as Locale);
  return {title: tasksTitle, startingPoints: tasks, supportPath: '/business/support/'};
}

export function reportNoResults(query: string, locale: string): void {
  pushAnalyticsEvent({event: 'search_no_results', query, locale});
}

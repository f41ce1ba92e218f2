// The search plugin's seam for no results: popular tasks, the support article, and one
// `search_no_results` event (issue #22), only where the reader accepted the tag manager.
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

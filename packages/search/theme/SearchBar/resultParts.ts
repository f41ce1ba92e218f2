// What one result shows, in the dropdown and on the page alike.
import resultOptions from '@generated/slotera-search/default/result-options.json';
import {areaOf} from '../../engine/ranking.mjs';
import {markedHtml, segmentsHtml, snippet} from '../../engine/result-context.mjs';

import {HIGHLIGHT_PARAM} from './constants';
import {DocumentType, type SearchResult} from './types';

export function areaLabel(area: string): string {
  return resultOptions.areas.find((candidate) => candidate.name === area)?.label ?? area;
}

function titlePositions(metadata: unknown): [number, number][] {
  const positions: [number, number][] = [];
  for (const fields of Object.values((metadata ?? {}) as Record<string, Record<string, unknown>>)) {
    const field = fields?.t as {position?: [number, number][]} | undefined;
    if (field?.position) positions.push(...field.position);
  }
  return positions;
}

export function resultParts(result: SearchResult, baseUrl: string, inTree = false) {
  const {document, type, page, metadata} = result;
  const pageTitle = page ? page.t : document.t;
  const marks = titlePositions(metadata);
  let section = '';
  let sectionHtml = '';
  if (type === DocumentType.Heading) {
    section = document.t;
    sectionHtml = markedHtml(document.t, marks);
  } else if (type === DocumentType.Content && document.s && document.s !== pageTitle) {
    section = document.s;
    sectionHtml = markedHtml(document.s, []);
  }
  const pageHtml =
    type === DocumentType.Title ? markedHtml(document.t, marks) : markedHtml(pageTitle, []);
  let titleHtml = pageHtml;
  if (section) titleHtml = inTree ? sectionHtml : `${pageHtml} › ${sectionHtml}`;
  const area = areaOf(document.u, resultOptions.areas, baseUrl);
  const path = [...((type === DocumentType.Title ? document.b : page ? page.b : document.b) ?? [])];
  // A breadcrumb starts with the area's name in the navbar, which the area label says already.
  if (area) path.shift();
  const context = result.context;
  const contextHtml = context ? segmentsHtml(snippet(context.t, context.positions)) : '';
  return {titleHtml, contextHtml, area, path};
}

export function resultUrl({document: {u, h}, tokens}: SearchResult, highlight: boolean): string {
  let url = u;
  if (highlight && tokens.length > 0) {
    const params = new URLSearchParams();
    for (const token of tokens) params.append(HIGHLIGHT_PARAM, token);
    url += `?${params.toString()}`;
  }
  return url + (h ?? '');
}

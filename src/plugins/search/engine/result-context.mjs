/**
 * What a search result shows besides its title (issue #40): a line or two of
 * the page's text around the best match, with the words that matched marked,
 * and the area of the site it belongs to. No React, no DOM: the worker picks
 * the text (`attachContext`), the search box and the search page cut and mark
 * it (`snippet`, `markedHtml`) and order results by area (`preferArea`).
 *
 * Why the worker picks the text: a title or heading hit has no text of its
 * own, and the page's other documents (its description and paragraphs) are
 * in the page file the worker has already downloaded for the result — the
 * context costs no extra download.
 */
import {TYPE, termPositions} from './search.mjs';
import {escapeHtml} from '../../../utils/escape-html.mjs';

/** Characters of context a result shows: about two lines of the dropdown on a phone. */
export const CONTEXT_LENGTH = 160;

/**
 * The areas of the site, by the first folder of a page's path under the
 * locale root, in the order they come when the reader's page names none:
 * the business help first (most readers run a business), the marketplace
 * (for people who book), and release notes last — a release note never
 * outranks the article that explains the rule as it is today.
 */
export const AREAS = Object.freeze(['business', 'marketplace', 'changelog']);

/** The area of a site path (`/en/marketplace/…` → `marketplace`), or undefined. */
export function areaOf(path, baseUrl = '/') {
  const rest = String(path).startsWith(baseUrl) ? String(path).slice(baseUrl.length) : '';
  const folder = rest.split('/')[0];
  return AREAS.includes(folder) ? folder : undefined;
}

/**
 * Results in the order the reader on `readerPath` expects: the canonical
 * answer of the reader's area first; then, among results of the same
 * standing, those of the reader's own area (the business help from the home
 * page or a release note — or the marketplace, whatever the page, for a
 * client's words), then the other areas in AREAS order; the ranking is kept
 * otherwise. A page's hits stay together, since they share its area and
 * standing.
 */
export function preferArea(results, readerPath, baseUrl = '/') {
  // A client's words (search.mjs marks them `asker`) put the marketplace first on any page.
  const client = results.some((result) => result.asker === 'client');
  const own = client ? 'marketplace' : areaOf(readerPath, baseUrl);
  const first = own && own !== 'changelog' ? own : AREAS[0];
  const rank = (result) => {
    const area = areaOf(result.document.u, baseUrl);
    if (area === first) return 0;
    const index = area ? AREAS.indexOf(area) : -1;
    return index < 0 ? AREAS.length : index + 1;
  };
  // The canonical answer stays first. Otherwise the area is a tie-break
  // between matches of the same standing (search.mjs: named by the query, or
  // holding as many of its words), except for a client's words, where the
  // marketplace comes first whatever its standing.
  // A business answer on a marketplace page is one result among others.
  const standing = (result) =>
    result.answer && areaOf(result.document.u, baseUrl) === first
      ? -1
      : client
        ? 0
        : (result.standing ?? 0);
  return results
    .map((result, order) => ({result, order, rank: rank(result)}))
    .sort((a, b) => standing(a.result) - standing(b.result) || a.rank - b.rank || a.order - b.order)
    .map(({result}) => result);
}

/**
 * Results without repeats: a heading hit and a paragraph hit under it often
 * lead to the same place and show the same text; the reader needs one.
 */
export function distinctResults(results) {
  const seen = new Set();
  return results.filter((result) => {
    const key = `${result.document.u}${result.document.h ?? ''}\n${result.context?.t ?? result.document.t}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Sets `result.context` = {t, positions}: the text a result shows under its
 * title, and where the matched terms are in it. A paragraph or description
 * hit shows its own text; a title, heading or keywords hit shows the first
 * of its page's texts (under the same heading first, then the description,
 * then the paragraphs) in which a term of the query occurs, or else the
 * description or first paragraph unmarked. `documents`: the page's documents
 * by type, as in its page file.
 */
export function attachContext(result, documents, pipeline, wordCharacters) {
  const terms = Object.keys(result.metadata ?? {});
  const locate = (text) => {
    const {positions} = termPositions(text, terms, pipeline, wordCharacters);
    return [...positions.values()].flat().sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  };
  const own = result.document;
  if (result.answer) {
    // A canonical answer shows how its section begins: its first sentence, or first step.
    const contents = documents[TYPE.Content] ?? [];
    const section =
      result.type === TYPE.Title
        ? [...(documents[TYPE.Description] ?? []), ...contents]
        : contents.filter((doc) => doc.h === own.h);
    const text = firstSentence(section.find((doc) => doc?.t)?.t ?? '');
    if (text) {
      result.context = {t: text, positions: locate(text)};
      return result;
    }
  }
  if (result.type === TYPE.Content || result.type === TYPE.Description) {
    result.context = {t: own.t, positions: locate(own.t)};
    return result;
  }
  const contents = documents[TYPE.Content] ?? [];
  const candidates = [
    ...(result.type === TYPE.Heading ? contents.filter((doc) => doc.h === own.h) : []),
    ...(documents[TYPE.Description] ?? []),
    ...contents,
  ].filter((doc) => doc && doc.t);
  for (const doc of candidates) {
    const positions = locate(doc.t);
    if (positions.length > 0) {
      result.context = {t: doc.t, positions};
      return result;
    }
  }
  if (candidates.length > 0) result.context = {t: candidates[0].t, positions: []};
  return result;
}

/**
 * The first sentence of a section's text (a list's first step reads as one):
 * up to the first full stop, question or exclamation mark that ends a
 * word before a capital letter, a digit or the end — not the one of «напр.»
 * or "e.g." before a small letter.
 */
export function firstSentence(text) {
  const source = String(text ?? '').trim();
  const end = source.search(/[.!?…](?=\s+[\p{Lu}\d„“"«(]|$)/u);
  return end < 0 ? source : source.slice(0, end + 1);
}

/**
 * About `maxLength` characters of `text` around its best match, cut at word
 * boundaries with an ellipsis where text was left out, as segments
 * `{text, marked}`. The best match is where the most marked words fall in
 * one window; the window starts a little before it, so that the reader
 * sees what leads to the word.
 */
export function snippet(text, positions, maxLength = CONTEXT_LENGTH) {
  const source = String(text ?? '');
  const marks = normalisedPositions(positions, source.length);
  let from = 0;
  if (source.length > maxLength && marks.length > 0) {
    let best = marks[0][0];
    let bestCount = 0;
    for (const [start] of marks) {
      const count = marks.filter(
        ([other, length]) => other >= start && other + length <= start + maxLength,
      ).length;
      if (count > bestCount) {
        best = start;
        bestCount = count;
      }
    }
    // A fifth of the window before the first marked word, at most.
    from = Math.max(0, Math.min(best - Math.floor(maxLength / 5), source.length - maxLength));
  }
  let to = Math.min(source.length, from + maxLength);
  // Whole words only: move the cuts to the nearest space inside the window.
  if (from > 0) {
    const space = source.indexOf(' ', from);
    if (space >= 0 && space < (marks.find(([start]) => start >= from)?.[0] ?? to)) from = space + 1;
  }
  if (to < source.length) {
    const space = source.lastIndexOf(' ', to);
    if (space > from) to = space;
  }
  const segments = [];
  const push = (part, marked) => {
    if (!part) return;
    const last = segments[segments.length - 1];
    if (last && last.marked === marked) last.text += part;
    else segments.push({text: part, marked});
  };
  if (from > 0) push('…', false);
  let cursor = from;
  for (const [start, length] of marks) {
    if (start < cursor || start + length > to) continue;
    push(source.slice(cursor, start), false);
    push(source.slice(start, start + length), true);
    cursor = start + length;
  }
  push(source.slice(cursor, to).replace(/[\s,;:]+$/, ''), false);
  if (to < source.length) push('…', false);
  return segments;
}

/** Positions sorted, in range and without overlaps (the longer one wins at a start). */
function normalisedPositions(positions, length) {
  const sorted = [...(positions ?? [])]
    .filter(([start, size]) => start >= 0 && size > 0 && start + size <= length)
    .sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const result = [];
  let end = 0;
  for (const [start, size] of sorted) {
    if (start < end) continue;
    result.push([start, size]);
    end = start + size;
  }
  return result;
}

/** Segments as HTML: the text escaped, the marked parts in `<mark>`. */
export function segmentsHtml(segments) {
  return segments
    .map(({text, marked}) => (marked ? `<mark>${escapeHtml(text)}</mark>` : escapeHtml(text)))
    .join('');
}

/** A short text (a title) with the given positions marked, whole. */
export function markedHtml(text, positions) {
  return segmentsHtml(snippet(text, positions, Number.POSITIVE_INFINITY));
}

// A result's line or two of text around the best match: the worker picks it (it has the page file);
// the box and the page cut and mark it.
import {TYPE} from './index-format.mjs';
import {perObject} from './per-object.mjs';

// About two lines of the dropdown on a phone.
export const CONTEXT_LENGTH = 160;

const HTML_ESCAPES = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

/** @param {unknown} text */
export function escapeHtml(text) {
  return String(text).replace(
    /[&<>"']/g,
    (character) => HTML_ESCAPES[/** @type {keyof typeof HTML_ESCAPES} */ (character)],
  );
}

// A word's stems, by pipeline.
const stemCache = perObject(() => new Map());

export function locateTerms(result, pipeline, wordCharacters) {
  const text = String(result.document.t ?? '');
  const terms = Object.keys(result.metadata);
  const positions = termPositions(text, terms, pipeline, wordCharacters);
  const found = [...positions.values()].some((list) => list.length > 0);
  // The plugin's highlighter needs one position: none found, it marks the first word.
  const firstWord = [[0, Math.max(0, text.search(/\s|$/))]];
  terms.forEach((term, k) => {
    for (const field of Object.keys(result.metadata[term]))
      result.metadata[term][field].position = found || k > 0 ? positions.get(term) : firstWord;
  });
}

function termPositions(text, terms, pipeline, wordCharacters) {
  const cache = stemCache(pipeline);
  const trim = new RegExp(`^[^${wordCharacters}]+|[^${wordCharacters}]+$`, 'gu');
  const positions = new Map(terms.map((term) => [term, []]));
  // The words between spaces and hyphens.
  for (const match of text.matchAll(/[^\s-]+/g)) {
    const raw = match[0].toLowerCase();
    const word = raw.replace(trim, '');
    if (!word) continue;
    if (!cache.has(word)) cache.set(word, pipeline.runString(word));
    // The word itself, without the punctuation around it.
    for (const term of cache.get(word))
      positions.get(term)?.push([match.index + raw.indexOf(word), word.length]);
  }
  return positions;
}

export function attachContext(result, documents, pipeline, wordCharacters) {
  const terms = Object.keys(result.metadata ?? {});
  const locate = (text) => {
    const positions = termPositions(text, terms, pipeline, wordCharacters);
    return [...positions.values()].flat().sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  };
  const shown = (t, positions = locate(t)) => {
    result.context = {t, positions};
    return result;
  };
  const own = result.document;
  const descriptions = documents[TYPE.Description] ?? [];
  const contents = documents[TYPE.Content] ?? [];
  const ownSection = contents.filter((doc) => doc.h === own.h);
  if (result.answer) {
    // A canonical answer shows how its section begins: its first sentence, or first step.
    const section = result.type === TYPE.Title ? [...descriptions, ...contents] : ownSection;
    const text = firstSentence(section.find((doc) => doc?.t)?.t ?? '');
    if (text) return shown(text);
  }
  if (result.type === TYPE.Content || result.type === TYPE.Description) return shown(own.t);
  const candidates = [
    ...(result.type === TYPE.Heading ? ownSection : []),
    ...descriptions,
    ...contents,
  ].filter((doc) => doc && doc.t);
  for (const doc of candidates) {
    const positions = locate(doc.t);
    if (positions.length > 0) return shown(doc.t, positions);
  }
  return candidates.length > 0 ? shown(candidates[0].t, []) : result;
}

// Not the stop of «напр.» or "e.g.": a sentence ends before a capital letter, a digit or the end.
export function firstSentence(text) {
  const source = String(text ?? '').trim();
  const end = source.search(/[.!?…](?=\s+[\p{Lu}\d„“"«(]|$)/u);
  return end < 0 ? source : source.slice(0, end + 1);
}

export function snippet(text, positions, maxLength = CONTEXT_LENGTH) {
  const source = String(text ?? '');
  const marks = normalisedPositions(positions, source.length);
  let from = 0;
  if (source.length > maxLength && marks.length > 0) {
    // The first window that holds the most marks.
    const held = (start) =>
      marks.filter(([other, length]) => other >= start && other + length <= start + maxLength);
    const counts = marks.map(([start]) => held(start).length);
    const best = marks[counts.indexOf(Math.max(...counts))][0];
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

export function segmentsHtml(segments) {
  return segments
    .map(({text, marked}) => (marked ? `<mark>${escapeHtml(text)}</mark>` : escapeHtml(text)))
    .join('');
}

export function markedHtml(text, positions) {
  return segmentsHtml(snippet(text, positions, Number.POSITIVE_INFINITY));
}

// The order of results, in one place (README "Ranking"): search.mjs ranks in the worker; the box,
// the page and the bench order by the reader's area with `orderForReader`.
import {groupBy} from './group-by.mjs';
import {TYPE} from './index-format.mjs';
import {clauseTerms, documentHits, termPenalties} from './query.mjs';

// Rank steps, lower is better. Keywords rank between headings and descriptions.
export const TYPE_TIER = [0, 1, 2, 1.5, 3];
// A release note's title ranks with a passing mention.
export const DEMOTION = 3;
export const VARIANT_STEP = 10;
export const NAME_PENALTY = 1;
export const TYPO_PENALTY = 2;
export const SYNONYM_PENALTY = 2;
export const MISSING_WORD_PENALTY = 3;
export const COVERAGE_STEP = 10;
// Share of a page's rank from where its words are, the rest from its best hit (0.7: best in bench).
export const WHERE_WORDS_WEIGHT = 0.7;

function pageOf(document, type) {
  return String(type === TYPE.Title ? document.i : (document.p ?? document.i));
}

function isDemoted(document, demotedPaths) {
  return demotedPaths.some((part) => String(document.u ?? '').includes(part));
}

// Where a word was found: the kind of document, and a release note below the rest.
const tierOf = (type, document, demotedPaths) =>
  (TYPE_TIER[type] ?? 3) + (isDemoted(document, demotedPaths) ? DEMOTION : 0);

export function hitRank(base, type, document, clauses, demotedPaths) {
  const penalties = clauses.reduce((sum, clause) => sum + (clause.penalty ?? 0), 0);
  return base + tierOf(type, document, demotedPaths) + penalties;
}

/** Page id → {missing: fewest query words it lacks over the query's forms, tier: mean best tier}. */
export function pageCoverage(forms, wrappedIndexes, lunr, demotedPaths = []) {
  const best = new Map();
  let worst = {missing: 0, tier: 4};
  for (const form of forms) {
    // Per word, each page's best tier.
    const pageTiers = form.words.flatMap((alternatives, i) => {
      const last = i === form.words.length - 1;
      const pages = new Map();
      for (const clause of alternatives) {
        // The last word may still be being typed: also as a prefix.
        const wildcards = [lunr.Query.wildcard.NONE];
        if (last && [...clause.value].length >= 3) wildcards.push(lunr.Query.wildcard.TRAILING);
        for (const wildcard of wildcards) {
          for (const wrapped of wrappedIndexes) {
            for (const {document} of documentHits(wrapped, [{...clause, wildcard}], lunr)) {
              const page = pageOf(document, wrapped.type);
              const tier = tierOf(wrapped.type, document, demotedPaths) + (clause.penalty ?? 0);
              if (!pages.has(page) || tier < pages.get(page)) pages.set(page, tier);
            }
          }
        }
      }
      return [...pages];
    });
    const size = form.words.length + (form.unmatched ?? 0);
    for (const [page, list] of groupBy(pageTiers, ([pageId]) => pageId)) {
      const missing = size - list.length;
      const sum = list.reduce((total, [, tier]) => total + tier, 0);
      const tier = (sum + missing * 4) / size + (form.penalty ?? 0);
      const known = best.get(page);
      if (!known || missing < known.missing || (missing === known.missing && tier < known.tier))
        best.set(page, {missing, tier});
    }
    worst = {missing: Math.max(worst.missing, size), tier: 4};
  }
  return (page) => best.get(page) ?? worst;
}

// A one-word query names the pages with it in their title or as a one-word keyword.
export function namedPages(forms, wrappedIndexes, {lunr, pipeline, demotedPaths = []}) {
  const found = new Map();
  // «салони около мен» is not one word: its phrase of stop words has a meaning.
  if (forms[0]?.words.length !== 1 || forms[0].unmatched) return found;
  const name = (document, type, penalty) => {
    // A release note is not the page of what it announces.
    if (isDemoted(document, demotedPaths)) return;
    const page = pageOf(document, type);
    if (!(found.get(page) <= penalty)) found.set(page, penalty);
  };
  const terms = new Map();
  const termsOf = (clause) => clauseTerms(clause, pipeline);
  for (const form of forms.filter(({words}) => words.length === 1)) {
    for (const [term, penalty] of termPenalties(form.words[0], termsOf, form.penalty ?? 0))
      if (!(terms.get(term) <= penalty)) terms.set(term, penalty);
  }
  for (const [term, penalty] of terms) {
    const clause = {value: term, usePipeline: false, wildcard: lunr.Query.wildcard.NONE};
    for (const {document} of documentHits(wrappedIndexes[TYPE.Title], [clause], lunr))
      name(document, TYPE.Title, penalty);
  }
  for (const document of wrappedIndexes[TYPE.Keywords].documents) {
    for (const term of document.names ?? [])
      if (terms.has(term)) name(document, TYPE.Keywords, terms.get(term));
  }
  return found;
}

// Pages a one-word query names first, then by coverage: "absence of an employee" is the
// blocked-time page, which holds every word, not a page matching some strongly.
export function rankPages(hits, {forms, wrappedIndexes, lunr, pipeline, demotedPaths}) {
  const missingOf = pageCoverage(forms, wrappedIndexes, lunr, demotedPaths);
  const pages = groupBy(hits, (hit) => pageOf(hit.document, hit.type));
  const named = namedPages(forms, wrappedIndexes, {lunr, pipeline, demotedPaths});
  const byRank = (a, b) => a.rank - b.rank || b.score - a.score;
  const groups = [...pages.entries()].map(([pageId, group]) => {
    group.sort(byRank);
    const best = group[0];
    const title = group.findIndex((hit) => hit.type === TYPE.Title);
    if (title > 0) group.unshift(...group.splice(title, 1));
    const {missing, tier} = missingOf(pageId);
    const isNamed = named.has(pageId);
    const rank =
      missing * COVERAGE_STEP + (1 - WHERE_WORDS_WEIGHT) * best.rank + WHERE_WORDS_WEIGHT * tier;
    return {
      // Comparable (preferArea may reorder): named alike, within half a step (best in the bench).
      standing: (isNamed ? 0 : 1000) + Math.floor(rank * 2),
      named: named.get(pageId) ?? Infinity,
      rank,
      score: best.score,
      hits: group,
    };
  });
  groups.sort((a, b) => a.named - b.named || a.rank - b.rank || b.score - a.score);
  for (const group of groups) for (const hit of group.hits) hit.standing = group.standing;
  return groups;
}

/** @typedef {{name: string, routeBase: string, label?: string, demoted?: boolean, forClients?: boolean}} SearchArea */

export function areaOf(path, areas, baseUrl = '/') {
  const rest = String(path).startsWith(baseUrl) ? String(path).slice(baseUrl.length) : '';
  const folder = rest.split('/')[0];
  return areas.find((area) => area.routeBase === folder)?.name;
}

export function clientArea(areas) {
  return areas.find((area) => area.forClients)?.name;
}

export function answerArea(url, areas) {
  const found = areas.find((area) => String(url).includes(`/${area.routeBase}/`));
  return found?.name ?? areas[0]?.name;
}

export function betterAnswer(a, b, preferredArea) {
  if (a.left !== b.left) return a.left < b.left;
  if (a.covered !== b.covered) return a.covered > b.covered;
  if ((a.area === preferredArea) !== (b.area === preferredArea)) return a.area === preferredArea;
  return a.penalty < b.penalty;
}

/**
 * The reader's area's canonical answer first; among equals the reader's area (client words: the
 * client area), then `areas` order.
 * @param {any[]} results
 * @param {string} readerPath
 * @param {{areas: SearchArea[], baseUrl?: string}} options
 */
export function preferArea(results, readerPath, {areas, baseUrl = '/'}) {
  const forClients = clientArea(areas);
  const client = Boolean(forClients) && results.some((result) => result.asker === 'client');
  const own = client ? forClients : areaOf(readerPath, areas, baseUrl);
  const ownArea = areas.find((area) => area.name === own);
  const first = ownArea && !ownArea.demoted ? own : areas[0]?.name;
  const rank = (result) => {
    const area = areaOf(result.document.u, areas, baseUrl);
    if (area === first) return 0;
    const index = areas.findIndex((candidate) => candidate.name === area);
    return index < 0 ? areas.length : index + 1;
  };
  // A business answer on a marketplace page is one result among others.
  const standing = (result) =>
    result.answer && areaOf(result.document.u, areas, baseUrl) === first
      ? -1
      : client
        ? 0
        : (result.standing ?? 0);
  return results
    .map((result, order) => ({result, order, rank: rank(result)}))
    .sort((a, b) => standing(a.result) - standing(b.result) || a.rank - b.rank || a.order - b.order)
    .map(({result}) => result);
}

// A heading hit and a paragraph hit often show the same text.
export function distinctResults(results) {
  const seen = new Set();
  return results.filter((result) => {
    const key = `${result.document.u}${result.document.h ?? ''}\n${result.context?.t ?? result.document.t}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** @type {typeof preferArea} */
export function orderForReader(results, readerPath, options) {
  return distinctResults(preferArea(results, readerPath, options));
}

// Canonical answers: the section a writer marked as *the* answer (front matter `answers:`), and
// whether the query reads as a client's.
import {termPenalties, tokenizeQuery, typedWords} from './query.mjs';
import {answerArea, betterAnswer, clientArea} from './ranking.mjs';
import {withoutQuestionWords} from './reader-words.mjs';
import {perObject} from './per-object.mjs';

// Words only someone who books says (their appointment, places near them, salons).
const CLIENT_PHRASES = [
  /(?:^| )(?:часа|часът|часове|часовете|резервацията|резервациите|записването|посещението) си(?: |$)/,
  /(?:^| )(?:моя|моят|моята|моите|мой|моето) (?:час|резерв|запис|посещ)/,
  /(?:^| )(?:наблизо|наоколо)(?: |$)/,
  /(?:^| )(?:близо до|около) мен(?: |$)/,
  /(?:^| )(?:салони|клиники|студиа|фризьори)(?: |$)/,
  /(?:^| )(?:да се запиша|записах се|запазих|да оставя отзив|да напиша отзив)(?: |$)/,
  // «да си запазя», «да си направя профил»: a first person doing it for themself.
  /(?:^| )да си (?:запазя|запиша|направя|сменя|отменя|преместя|платя)(?: |$)/,
  /(?:^| )my (?:appointment|booking|reservation|visit)(?: |$)/,
  /(?:^| )(?:near me|nearby|around me|close to me)(?: |$)/,
  /(?:^| )(?:salons|clinics|studios|hairdressers|barbers)(?: |$)/,
  /(?:^| )(?:book an appointment|leave a review|write a review|i booked)(?: |$)/,
];

export function readsAsClient(input) {
  // All the words, not only the first ten that the search keeps.
  const text = typedWords(input, "'").join(' ');
  return CLIENT_PHRASES.some((pattern) => pattern.test(text));
}

/** @typedef {{type: number, ordinal: number, covered: number, left: number, penalty: number, terms: string[], area: string}} NamedAnswer */

// Stop words kept as written: "no-show" keeps its "no", so "show prices" is not it.
const answerEntries = perObject((answers, readWords) =>
  answers.map(([type, ordinal, phrases]) => ({
    type,
    ordinal,
    phrases: phrases
      .map((phrase) => readWords(withoutQuestionWords(tokenizeQuery(phrase))))
      .filter((items) => items.some((item) => !item.stop)),
  })),
);

/**
 * @param {{words: {value: string, usePipeline?: boolean, penalty?: number}[][], penalty: number, tokens?: string[]}[]} forms
 *  the query's forms (search.mjs): per word, its alternatives
 * @param {{answers: [number, number, string[]][], rawTokens: string[],
 *  readWords: (tokens: string[]) => {stems: string[], stop: boolean, word: string}[],
 *  stemsOf: (clause: any) => string[], urlOf: (type: number, ordinal: number) => string,
 *  client: boolean, areas?: import('./ranking.mjs').SearchArea[]}} context
 * @returns {NamedAnswer | null}
 */
export function matchAnswer(forms, context) {
  const {answers, rawTokens, readWords, stemsOf, urlOf, client, areas = []} = context;
  const forClients = clientArea(areas);
  const preferred = client ? forClients : areas[0]?.name;
  if (!answers?.length || forms.length === 0) return null;
  const raw = new Set(rawTokens);
  const formStems = forms.map((form) =>
    form.words.map((alternatives) => termPenalties(alternatives, stemsOf)),
  );
  /** @type {NamedAnswer[]} */
  const candidates = [];
  for (const {phrases, ...place} of answerEntries(answers, readWords)) {
    const area = answerArea(urlOf(place.type, place.ordinal), areas);
    // A client's words are not answered by the business help's canonical sections.
    if (client && area !== forClients) continue;
    for (const items of phrases) {
      const content = items.filter((item) => !item.stop);
      formStems.forEach((words, f) => {
        // The phrase's small words, as typed or in the synonym the form stands for.
        const small = (word) => raw.has(word) || Boolean(forms[f].tokens?.includes(word));
        if (!items.every((item) => !item.stop || small(item.word))) return;
        const used = new Set();
        const terms = [];
        let penalty = forms[f].penalty ?? 0;
        for (const item of content) {
          const at = words.findIndex(
            (stems, w) => !used.has(w) && item.stems.some((stem) => stems.has(stem)),
          );
          if (at < 0) return;
          used.add(at);
          const stem = item.stems.find((s) => words[at].has(s));
          terms.push(stem);
          penalty += words[at].get(stem) ?? 0;
        }
        const covered = used.size;
        const left = words.length - covered;
        if (left > 1) return;
        candidates.push({...place, covered, left, penalty, terms, area});
      });
    }
  }
  const best = candidates.reduce(
    (found, candidate) => (betterAnswer(candidate, found, preferred) ? candidate : found),
    candidates[0],
  );
  // Two topics named as well ("receipt for subscription": invoices and plans) are no one answer:
  // the ranking decides.
  const asWell = (other) =>
    (other.type !== best.type || other.ordinal !== best.ordinal) &&
    other.left === best.left &&
    other.covered === best.covered &&
    other.area === best.area;
  return best && !candidates.some(asWell) ? best : null;
}

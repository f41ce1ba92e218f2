// Bulgarian for lunr in the shape of the lunr-languages plugins, so that
// `lunr.multiLanguage('bg', 'en')` composes it like the languages lunr-languages ships.
import {BULGARIAN_STOP_WORDS} from './bulgarian-stop-words.mjs';
import {stem} from './bulgarian-stemmer.mjs';

export const BULGARIAN_WORD_CHARACTERS = '\\u0400-\\u04FF';

export function registerBulgarian(lunr) {
  if (lunr.bg) return lunr.bg;

  const start = new RegExp(`^[^${BULGARIAN_WORD_CHARACTERS}\\w]+`, 'u');
  const end = new RegExp(`[^${BULGARIAN_WORD_CHARACTERS}\\w]+$`, 'u');
  const trimmer = (token) => token.update((text) => text.replace(start, '').replace(end, ''));
  const stopWordFilter = lunr.generateStopWordFilter([...BULGARIAN_STOP_WORDS]);
  const stemmer = (token) => token.update((text) => stem(text));

  /** @this {any} a lunr.Builder or lunr-languages' multiLanguage builder */
  const plugin = function () {
    this.pipeline.reset();
    this.pipeline.add(trimmer, stopWordFilter, stemmer);
    if (this.searchPipeline) {
      this.searchPipeline.reset();
      this.searchPipeline.add(stemmer);
    }
  };
  plugin.wordCharacters = BULGARIAN_WORD_CHARACTERS;
  plugin.trimmer = trimmer;
  plugin.stopWordFilter = stopWordFilter;
  plugin.stemmer = stemmer;

  lunr.Pipeline.registerFunction(trimmer, 'trimmer-bg');
  lunr.Pipeline.registerFunction(stopWordFilter, 'stopWordFilter-bg');
  lunr.Pipeline.registerFunction(stemmer, 'stemmer-bg');
  lunr.bg = plugin;
  return plugin;
}

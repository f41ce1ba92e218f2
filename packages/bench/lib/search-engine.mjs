// Every import of the search engine, in one file: bench:search orders the worker's results as the
// search box does.
export {distinctResults, preferArea} from '../../../src/plugins/search/engine/result-context.mjs';

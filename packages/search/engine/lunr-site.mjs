/**
 * lunr with the languages of the site's index: Bulgarian (./lunr-bg.mjs) and English, composed by
 * lunr-languages' `multiLanguage` (which needs its stemmer support loaded first). The build indexes
 * with it and the search worker searches with it, so both run the same pipelines.
 */
import lunr from 'lunr';
import stemmerSupport from 'lunr-languages/lunr.stemmer.support.js';
import multiLanguage from 'lunr-languages/lunr.multi.js';

import {registerBulgarian} from './lunr-bg.mjs';

/** The languages of every index, in the order lunr's pipeline runs them. */
export const LANGUAGES = Object.freeze(['bg', 'en']);

stemmerSupport(lunr);
registerBulgarian(lunr);
multiLanguage(lunr);

export default lunr;

// lunr with Bulgarian and English: the build and the worker run the same pipelines.
import lunr from 'lunr';
import stemmerSupport from 'lunr-languages/lunr.stemmer.support.js';
import multiLanguage from 'lunr-languages/lunr.multi.js';

import {registerBulgarian} from './lunr-bg.mjs';

export const LANGUAGES = Object.freeze(['bg', 'en']);

stemmerSupport(lunr);
registerBulgarian(lunr);
multiLanguage(lunr);

export default lunr;

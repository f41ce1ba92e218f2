// Every import of the site's own scripts, in one file: the servers the benches
// measure behind and the build's HTML pages. (Another package may own them later.)
export {startNginx, stopProcess} from '../../../scripts/nginx-harness.mjs';
export {startPagesDev} from '../../../scripts/cdn-harness.mjs';
export {htmlFiles} from '../../../scripts/csp-hashes.mjs';

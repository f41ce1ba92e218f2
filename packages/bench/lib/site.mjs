// Every import of the site's own scripts, in one file: the servers the benches measure behind,
// the build's HTML pages and the tests' Chromium.
export {startNginx, stopProcess} from '../../../scripts/nginx-harness.mjs';
export {startPagesDev} from '../../../scripts/cdn-harness.mjs';
export {htmlFiles} from '../../../scripts/csp-hashes.mjs';
export {chromiumPath} from '../../../scripts/ensure-test-setup.mjs';

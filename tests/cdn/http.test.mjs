/**
 * The build's _headers and _redirects in Cloudflare's runtime (`wrangler
 * pages dev`): the shared cases of tests/serving/http-cases.mjs.
 */
import {startPagesDev} from '../../scripts/cdn-harness.mjs';
import {serverCases} from '../serving/http-cases.mjs';

serverCases({
  name: "Cloudflare's runtime",
  start: startPagesDev,
  skip: {
    varyHeader: "Cloudflare's local runtime sends no Vary (deploy/README.md)",
    markdownGzip: "Cloudflare's local runtime does not compress text/markdown (deploy/README.md)",
  },
});

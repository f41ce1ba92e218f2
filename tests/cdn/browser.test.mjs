/**
 * The build's _headers in Cloudflare's runtime, in Chromium: the shared cases
 * of tests/serving/browser-cases.mjs.
 */
import {startPagesDev} from '../../scripts/cdn-harness.mjs';
import {browserCases} from '../serving/browser-cases.mjs';

browserCases({name: "Cloudflare's runtime", start: startPagesDev});

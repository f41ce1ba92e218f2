/**
 * deploy/nginx.conf in a real nginx, in Chromium: the shared cases of
 * tests/serving/browser-cases.mjs.
 */
import {startNginx} from '../../scripts/nginx-harness.mjs';
import {browserCases} from '../serving/browser-cases.mjs';

browserCases({name: 'nginx', start: startNginx});

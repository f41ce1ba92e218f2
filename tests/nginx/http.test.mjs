/**
 * deploy/nginx.conf in a real nginx over the production build: the shared
 * cases of tests/serving/http-cases.mjs.
 */
import {startNginx} from '../../scripts/nginx-harness.mjs';
import {serverCases} from '../serving/http-cases.mjs';

serverCases({name: 'nginx', start: startNginx, serverHeader: 'nginx'});

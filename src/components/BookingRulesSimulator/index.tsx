/**
 * The booking rules simulator in an article (docs/online-bookings/index.md,
 * through ./TryIt.*.mdx). Its code — the form, the engine, the diagram —
 * loads only when the reader comes near it; until then the page shows the
 * server's HTML of it, the worked example's result
 * (src/client/defer-until-near.tsx).
 */
import {deferUntilNear} from '@site/src/client/defer-until-near';

import {WRAPPER_CLASS} from './wrapper';

export default deferUntilNear(WRAPPER_CLASS, () => import('./Simulator'));

// The booking rules simulator: its code loads only near it; until then the server's HTML shows
// the worked example's result.
import {deferUntilNear} from '@site/src/client/defer-until-near';

import {WRAPPER_CLASS} from './wrapper';

export default deferUntilNear(WRAPPER_CLASS, () => import('./Simulator'));

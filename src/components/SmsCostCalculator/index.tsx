// The SMS calculator of docs/notifications/prices.md: mid-article, so its code loads only near it.
import {deferUntilNear} from '@site/src/client/defer-until-near';

export default deferUntilNear('sms-cost-calculator', () => import('./Calculator'));

/**
 * The SMS cost calculator of docs/notifications/prices.md (through
 * ./CostCalculator.*.mdx). Mid-article, so its code loads only when the reader
 * comes near it; until then the server's HTML shows the worked example.
 */
import {deferUntilNear} from '@site/src/client/defer-until-near';

export default deferUntilNear('sms-cost-calculator', () => import('./Calculator'));

/**
 * «Колко ще струва съобщението ми?» — the SMS cost calculator of the prices
 * article (docs/notifications/prices.md and its English twin, through
 * ./CostCalculator.*.mdx, which give the article's Markdown copy a line in
 * its place).
 *
 * The calculator sits in the middle of a long article, so its code (the
 * component and the SMS counting module) loads only when the reader comes
 * near it or presses one of its buttons; until then the page shows the
 * server's HTML of it, the worked example of its default template
 * (src/client/defer-until-near.tsx). The wrapper that helper renders carries
 * the class below: the calculator's own root sits inside it.
 */
import {deferUntilNear} from '@site/src/client/defer-until-near';

export default deferUntilNear('sms-cost-calculator', () => import('./Calculator'));

import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';

/**
 * Zero axe-core violations (WCAG 2.1 A/AA and best practice) on a page of
 * every kind, in both languages and both colour modes.
 */
const PAGE_KINDS = [
  ['home', '/'],
  ['doc', '/business/intro/'],
  ['doc with tables and code', '/business/widget/options/'],
  ['tag list', '/business/tags/'],
  ['changelog list', '/changelog/'],
  ['post', '/changelog/2025/11/05/accessibility-improvements/'],
  ['author page', '/changelog/authors/slotera-team/'],
  ['search page', '/search/'],
  ['search page with results', '/search/?q=wallet'],
  ['not found', '/404.html'],
];

for (const [kind, path] of PAGE_KINDS) {
  for (const prefix of ['', '/en']) {
    for (const mode of ['light', 'dark'] as const) {
      test(`${kind} (${prefix || 'bg'}, ${mode}): no axe violations`, async ({page}) => {
        await page.goto(`${prefix}${path}`);
        await page.waitForLoadState('networkidle');
        if (mode === 'dark') {
          await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
        }
        const results = await new AxeBuilder({page})
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        const summary = results.violations.map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help} — ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
        );
        expect(summary).toEqual([]);
      });
    }
  }
}

import {expect, test} from '@playwright/test';

const SITE_URL = 'https://help.slotera.example';

test('robots.txt points at the sitemap of each locale, and both exist', async ({request}) => {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemaps = [...robots.matchAll(/^Sitemap: (\S+)$/gm)].map(([, url]) => url);
  expect(sitemaps).toEqual([`${SITE_URL}/sitemap.xml`, `${SITE_URL}/en/sitemap.xml`]);
  for (const url of sitemaps) {
    const response = await request.get(new URL(url).pathname);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<changefreq>weekly</changefreq>');
  }
});

for (const [path, twin, lang] of [
  ['/business/billing/wallet/', '/en/business/billing/wallet/', 'bg'],
  ['/en/business/billing/wallet/', '/business/billing/wallet/', 'en'],
]) {
  test(`${lang}: a doc page has its description, canonical URL, hreflang and sharing tags`, async ({
    page,
  }) => {
    await page.goto(path);
    const head = page.locator('head');
    await expect(head.locator('meta[name=description]')).toHaveAttribute('content', /.{40,}/);
    await expect(head.locator('link[rel=canonical]')).toHaveAttribute('href', SITE_URL + path);
    await expect(head.locator('link[rel=alternate][hreflang=bg]')).toHaveAttribute(
      'href',
      SITE_URL + (lang === 'bg' ? path : twin),
    );
    await expect(head.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute(
      'href',
      SITE_URL + (lang === 'en' ? path : twin),
    );
    // Each locale's build carries its own copy of the static files.
    const card = `${lang === 'en' ? '/en' : ''}/img/social-card.png`;
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      SITE_URL + card,
    );
    expect((await page.request.get(card)).headers()['content-type']).toBe('image/png');
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
  });
}

for (const prefix of ['', '/en']) {
  test(`${prefix || 'bg'}: the billing FAQ carries FAQPage structured data for every question`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/business/billing/faq/`);
    await page.waitForLoadState('networkidle');
    const questions = await page
      .locator('article h3')
      .evaluateAll((hs) => hs.map((h) => (h.firstChild?.textContent ?? '').trim()));
    expect(questions.length).toBeGreaterThanOrEqual(10);
    // The head is managed by the theme after hydration: read it once settled.
    const readBlocks = () =>
      page
        .locator('head script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    await expect
      .poll(async () =>
        (await readBlocks())
          .find((block) => block['@type'] === 'FAQPage')
          ?.mainEntity.map((q: {name: string}) => q.name),
      )
      .toEqual(questions);
    const blocks = await readBlocks();
    expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
  });
}

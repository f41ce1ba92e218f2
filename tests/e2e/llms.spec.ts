import fs from 'node:fs';
import path from 'node:path';

import {expect, test, type APIRequestContext} from '@playwright/test';

import {BUILD_DIR} from '../build-routes';
import {
  BUSINESS_PAGES,
  CHANGELOG_POST_ROUTE,
  CHANGELOG_POSTS,
  DRAFT_ROUTES,
  MARKETPLACE_PAGES,
} from '../site-routes';

/**
 * The machine-readable twins (SITE.md §2): `/llms.txt` and `/en/llms.txt`
 * in the llmstxt.org format, and the Markdown copy next to every published
 * doc and release note, parsed here as a tool would read them and compared
 * with the route list and the built pages.
 */
const SITE_URL = 'https://help.slotera.example';

const LOCALES = [
  {
    lang: 'bg',
    prefix: '',
    tagline: 'Онлайн платформа за управление на бизнеси с резервации',
    sections: ['Документация за бизнеса', 'Документация за маркетплейса', 'Промени'],
    other: `${SITE_URL}/en/llms.txt`,
    tip: 'Съвет',
  },
  {
    lang: 'en',
    prefix: '/en',
    tagline: 'An online platform for managing appointment-based businesses',
    sections: ['Business docs', 'Marketplace docs', 'Changelog'],
    other: `${SITE_URL}/llms.txt`,
    tip: 'Tip',
  },
] as const;

type Entry = {title: string; url: string; description: string};
type LlmsTxt = {
  title: string;
  summary: string;
  paragraphs: string[];
  sections: Map<string, Entry[]>;
};

/** llms.txt as the format defines it: `#` name, `>` summary, text, `##` file lists. */
function parseLlmsTxt(text: string): LlmsTxt {
  const [head, ...sectionTexts] = text.split(/^## /m);
  const headBlocks = head.trim().split(/\n\n+/);
  expect(headBlocks[0]).toMatch(/^# [^\n]+$/);
  expect(headBlocks[1]).toMatch(/^> [^\n]+$/);
  const sections = new Map<string, Entry[]>();
  for (const sectionText of sectionTexts) {
    const [title, ...lines] = sectionText.trim().split('\n');
    const entries = lines
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const match = /^- \[((?:\\.|[^\]\\])+)\]\((\S+)\)(?:: (.+))?$/.exec(line);
        expect(match, `not a link line of llms.txt: ${line}`).not.toBeNull();
        return {title: match![1].replace(/\\(.)/g, '$1'), url: match![2], description: match![3]};
      });
    sections.set(title, entries);
  }
  return {
    title: headBlocks[0].slice(2),
    summary: headBlocks[1].slice(2),
    paragraphs: headBlocks.slice(2),
    sections,
  };
}

/** The prose of a Markdown text: fenced code blocks left out. */
function prose(markdown: string): string {
  return markdown.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\s*\2\s*$/gm, '');
}

/** Link and image targets of a Markdown text, outside code. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown).replace(/(`+)[\s\S]*?\1/g, (code) =>
    /\]\(/.test(code) ? '' : code,
  );
  return [...text.matchAll(/\]\(\s*<?([^\s)>]*)>?(?:\s+"[^"]*")?\s*\)/g)].map(([, url]) => url);
}

/** The built file a site URL names, and its anchor. */
function builtFile(url: string): {file: string; anchor?: string} {
  const {pathname, hash} = new URL(url);
  const decoded = decodeURIComponent(pathname);
  const file = path.join(BUILD_DIR, decoded.endsWith('/') ? `${decoded}index.html` : decoded);
  return {file, anchor: hash ? decodeURIComponent(hash.slice(1)) : undefined};
}

async function get(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(new URL(url).pathname);
  expect(response.status(), url).toBe(200);
  return response.text();
}

for (const locale of LOCALES) {
  const {lang, prefix} = locale;
  const root = `${SITE_URL}${prefix}/`;

  test.describe(`${lang}: llms.txt and the Markdown twins`, () => {
    test(`${prefix}/llms.txt names the site and lists every published article once`, async ({
      request,
    }) => {
      const llms = parseLlmsTxt(await get(request, `${root}llms.txt`));
      expect(llms.title).toBe('Slotera Studio');
      expect(llms.summary).toBe(locale.tagline);
      expect(llms.paragraphs.join('\n')).toContain(locale.other);
      expect([...llms.sections.keys()]).toEqual(locale.sections);

      const [business, marketplace, changelog] = locale.sections.map((title) =>
        llms.sections.get(title)!,
      );
      const twin = (route: string): string => `${root}${route}.md`;
      expect(business.map((entry) => entry.url).sort()).toEqual(
        BUSINESS_PAGES.map((page) => twin(`business/${page}`)).sort(),
      );
      expect(marketplace.map((entry) => entry.url).sort()).toEqual(
        MARKETPLACE_PAGES.map((page) => twin(`marketplace/${page}`)).sort(),
      );
      // The sidebar's order: the introduction first.
      expect(business[0].url).toBe(twin('business/intro'));
      expect(marketplace[0].url).toBe(twin('marketplace/intro'));

      expect(changelog.length).toBeGreaterThanOrEqual(CHANGELOG_POSTS.min);
      expect(changelog.length).toBeLessThanOrEqual(CHANGELOG_POSTS.max);
      const dates = changelog.map((entry) => {
        const route = `/${entry.url.slice(root.length).replace(/\.md$/, '/')}`;
        const match = CHANGELOG_POST_ROUTE.exec(route);
        expect(match, entry.url).not.toBeNull();
        return `${match![1]}-${match![2]}-${match![3]}`;
      });
      // Newest first, from the first release note to the last.
      expect(dates).toEqual([...dates].sort().reverse());
      expect(dates.at(-1)).toBe(CHANGELOG_POSTS.first);
      expect(dates[0]).toBe(CHANGELOG_POSTS.last);

      const all = [...business, ...marketplace, ...changelog];
      expect(new Set(all.map((entry) => entry.url)).size).toBe(all.length);
      for (const entry of all) {
        expect(entry.description ?? '', entry.url).toMatch(/\S.{30,}/);
        for (const draft of DRAFT_ROUTES) expect(entry.url).not.toContain(draft.slice(0, -1));
      }
    });

    test('every twin is the article’s Markdown: its title, no MDX, absolute links that work', async ({
      request,
    }) => {
      const llms = parseLlmsTxt(await get(request, `${root}llms.txt`));
      const entries = [...llms.sections.values()].flat();
      const problems: string[] = [];
      for (const entry of entries) {
        const markdown = await get(request, entry.url);
        const lines = markdown.split('\n');
        if (lines[0] !== `# ${entry.title}`) problems.push(`${entry.url}: title ${lines[0]}`);
        const text = prose(markdown);
        for (const [what, pattern] of [
          ['front matter', /^---$/m],
          ['a heading id', /^#{1,6} .*\{#[^}]+\}\s*$/m],
          ['an admonition fence', /^\s*:::/m],
          ['an import or export', /^(import|export)\s/m],
          ['a comment', /<!--|\{\/\*/],
          ['a component', /^\s*<[A-Z]/m],
        ] as const) {
          if (pattern.test(text)) problems.push(`${entry.url}: ${what}`);
        }
        for (const target of linkTargets(markdown)) {
          if (/^(mailto|tel):/.test(target)) continue;
          if (!/^https?:\/\//.test(target)) {
            problems.push(`${entry.url}: relative link ${target}`);
            continue;
          }
          if (!target.startsWith(`${SITE_URL}/`)) continue;
          const targetLang = target.startsWith(`${SITE_URL}/en/`) ? 'en' : 'bg';
          if (targetLang !== lang) {
            problems.push(`${entry.url}: link into the other language ${target}`);
            continue;
          }
          const {file, anchor} = builtFile(target);
          if (!fs.existsSync(file)) {
            problems.push(`${entry.url}: ${target} is not in the build`);
          } else if (anchor) {
            const html = fs.readFileSync(file, 'utf8');
            const escaped = anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            if (!new RegExp(`id=["']?${escaped}["'\\s>]`).test(html)) {
              problems.push(`${entry.url}: no #${anchor} on ${target}`);
            }
          }
        }
      }
      expect(problems).toEqual([]);
    });

    test('the calendar’s twin reads like its page', async ({page, request}) => {
      const markdown = await get(request, `${root}business/calendar.md`);
      await page.goto(`${prefix}/business/calendar/`);
      const h1 = (await page.locator('article h1').first().textContent())!.trim();
      expect(markdown.startsWith(`# ${h1}\n\n> `)).toBe(true);
      // Every h2 of the page is a plain `##` heading of the twin, in order.
      const h2s = await page
        .locator('article .markdown h2')
        .evaluateAll((hs) => hs.map((h) => (h.firstChild?.textContent ?? '').trim()));
      const twinH2s = [...prose(markdown).matchAll(/^## (.+)$/gm)].map(([, text]) => text);
      expect(twinH2s).toEqual(h2s);
      expect(h2s.length).toBeGreaterThan(3);
      // Links between articles are the pages' own addresses.
      expect(markdown).toContain(`](${root}business/working-hours/blocked-time/`);
    });

    test('an admonition is a quote led by its label; a release note has no truncate marker', async ({
      request,
    }) => {
      const wallet = await get(request, `${root}business/billing/wallet.md`);
      expect(wallet).toMatch(new RegExp(`^> \\*\\*${locale.tip}:\\*\\* \\S`, 'm'));
      const llms = parseLlmsTxt(await get(request, `${root}llms.txt`));
      const newest = llms.sections.get(locale.sections[2])![0];
      const note = await get(request, newest.url);
      expect(note).not.toContain('truncate');
      expect(note).toMatch(new RegExp(`\\n(Дата|Date): ${CHANGELOG_POSTS.last}\\n`));
    });

    test('drafts have no twin', async ({request}) => {
      for (const route of DRAFT_ROUTES) {
        const file = path.join(BUILD_DIR, prefix, `${route.slice(0, -1)}.md`);
        expect(fs.existsSync(file), file).toBe(false);
        expect((await request.get(`${prefix}${route.slice(0, -1)}.md`)).status()).toBe(404);
      }
    });
  });
}

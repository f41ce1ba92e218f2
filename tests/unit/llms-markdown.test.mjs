import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, test} from 'node:test';

import {
  fileLinkResolver,
  llmsTxt,
  markdownBody,
  markdownTwin,
  sidebarDocIds,
  splitFences,
  stripFrontMatter,
  twinLocation,
} from '../../src/plugins/llms-markdown.mjs';

const SITE = '/site';
const DOCS = path.join(SITE, 'docs');
const DOCS_EN = path.join(SITE, 'i18n/en/docusaurus-plugin-content-docs/current');
const BLOG = path.join(SITE, 'changelog');

/** A Bulgarian and an English context over three pages. */
function contextFor(locale, file, files = {}) {
  const root = locale === 'bg' ? 'https://help.example/' : 'https://help.example/en/';
  const docs = locale === 'bg' ? DOCS : DOCS_EN;
  const resolveFile = fileLinkResolver(
    [
      {file: path.join(docs, 'calendar.md'), url: `${root}business/calendar/`},
      {file: path.join(docs, 'billing/wallet.md'), url: `${root}business/billing/wallet/`},
      {file: path.join(BLOG, '2025-11-05-a11y.md'), url: `${root}changelog/2025/11/05/a11y/`},
    ],
    [[DOCS, DOCS_EN]],
    SITE,
  );
  return {
    file,
    locale,
    pageUrl: `${root}business/calendar/`,
    localeRootUrl: root,
    resolveFile,
    // The site's labels: Bulgarian words, English ones in lower case (the theme shows them in capitals).
    codeTranslations:
      locale === 'bg' ? {'theme.admonition.tip': 'Съвет'} : {'theme.admonition.warning': 'warning'},
    readFile: (name) => {
      if (!(name in files)) throw new Error(`no file ${name}`);
      return files[name];
    },
  };
}

const bg = (text, files) =>
  markdownBody(text, contextFor('bg', path.join(DOCS, 'calendar.md'), files));
const en = (text, files) =>
  markdownBody(text, contextFor('en', path.join(DOCS_EN, 'calendar.md'), files));

describe('front matter and MDX-only syntax', () => {
  test('the front matter goes', () => {
    assert.equal(stripFrontMatter('---\ntitle: A\ntags: [x]\n---\n\nBody\n'), '\nBody\n');
    assert.equal(stripFrontMatter('No front matter\n---\n'), 'No front matter\n---\n');
  });

  test('heading ids go, the headings stay', () => {
    assert.equal(
      bg('## Работно време {#working-hours}\n\n### Б {#b}'),
      '## Работно време\n\n### Б',
    );
    // Only at the end of a heading, never in prose or code.
    assert.equal(bg('Text {#not-a-heading}'), 'Text {#not-a-heading}');
    assert.equal(bg('```\n## x {#y}\n```'), '```\n## x {#y}\n```');
  });

  test('comments go (the truncate marker too), even over several lines', () => {
    assert.equal(bg('Intro.\n\n<!-- truncate -->\n\n## More {#more}'), 'Intro.\n\n## More');
    assert.equal(bg('A <!-- one\ntwo --> B\n\n{/* mdx */}C'), 'A  B\n\nC');
    assert.equal(bg('```html\n<!-- kept in code -->\n```'), '```html\n<!-- kept in code -->\n```');
  });

  test('imports and exports go; an imported Markdown partial is inlined', () => {
    const partial = path.join(DOCS, '_partials/_note.mdx');
    const text = [
      "import Note from './_partials/_note.mdx';",
      "import {Thing} from '@site/src/components/Thing';",
      'export const x = 1;',
      '',
      'Before.',
      '',
      '<Note />',
      '',
      'After.',
    ].join('\n');
    const files = {[partial]: '---\nx: 1\n---\nShared [wallet](../billing/wallet.md) words.\n'};
    assert.equal(
      bg(text, files),
      'Before.\n\nShared [wallet](https://help.example/business/billing/wallet/) words.\n\nAfter.',
    );
  });

  test('a component with no Markdown stops the build instead of leaking JSX', () => {
    assert.throws(() => bg('<Tabs>\nx\n</Tabs>'), /calendar\.md: no Markdown for the component/);
    assert.throws(() => bg('<Widget />'), /<Widget \/> has no Markdown/);
  });
});

describe('admonitions', () => {
  test('become quotes led by the label in the article’s language', () => {
    assert.equal(
      bg(':::tip[Нов служител]\nДобавете го.\n\nПосле.\n:::\nСлед това.'),
      '> **Съвет:** Нов служител\n>\n> Добавете го.\n>\n> После.\n\nСлед това.',
    );
    assert.equal(
      en(':::warning Lost phone\nCall us.\n:::'),
      '> **Warning:** Lost phone\n>\n> Call us.',
    );
    assert.equal(en('Text\n:::note\nA note.\n:::'), 'Text\n\n> **Note**\n>\n> A note.');
  });

  test('code and nested admonitions inside are quoted too', () => {
    assert.equal(
      en('::::info\nOuter.\n\n:::tip\nInner.\n:::\n```\n:::\n```\n::::'),
      '> **Info**\n>\n> Outer.\n>\n> > **Tip**\n> >\n> > Inner.\n>\n> ```\n> :::\n> ```',
    );
  });
});

describe('links', () => {
  test('a link to another article’s file becomes that page’s URL, anchor kept', () => {
    assert.equal(
      bg('See [портфейла](billing/wallet.md#top-up) and [x](./billing/wallet.md).'),
      'See [портфейла](https://help.example/business/billing/wallet/#top-up) and [x](https://help.example/business/billing/wallet/).',
    );
    assert.equal(
      en('[wallet](billing/wallet.md#empty-wallet)'),
      '[wallet](https://help.example/en/business/billing/wallet/#empty-wallet)',
    );
  });

  test('a release note may link a doc file through the content folders', () => {
    const context = contextFor('bg', path.join(BLOG, '2025-11-05-a11y.md'));
    assert.equal(
      markdownBody('[a](../docs/calendar.md#move)', context),
      '[a](https://help.example/business/calendar/#move)',
    );
  });

  test('site paths are under the locale’s root; anchors on the page itself', () => {
    assert.equal(
      en('[m](/marketplace/support/) ![diagram](/img/diagrams/x.en.svg) [up](#rules)'),
      '[m](https://help.example/en/marketplace/support/) ![diagram](https://help.example/en/img/diagrams/x.en.svg) [up](https://help.example/en/business/calendar/#rules)',
    );
  });

  test('a link whose text holds code is rewritten whole', () => {
    assert.equal(
      bg('с [опцията `language`](./billing/wallet.md#language-option) (`bg`)'),
      'с [опцията `language`](https://help.example/business/billing/wallet/#language-option) (`bg`)',
    );
  });

  test('external links, mail and code are left alone', () => {
    const text =
      '[site](https://slotera.example/) [mail](mailto:a@b.example) `[x](y.md)` <https://a.example/>';
    assert.equal(bg(text), text);
    assert.equal(bg('```md\n[x](../y.md)\n```'), '```md\n[x](../y.md)\n```');
  });

  test('links in tables, admonition titles and reference definitions', () => {
    assert.equal(
      bg('| A | [b](billing/wallet.md) |'),
      '| A | [b](https://help.example/business/billing/wallet/) |',
    );
    assert.equal(
      bg(':::tip[Вижте [портфейла](billing/wallet.md)]\nx\n:::'),
      '> **Съвет:** Вижте [портфейла](https://help.example/business/billing/wallet/)\n>\n> x',
    );
    assert.equal(
      bg('[w]: billing/wallet.md#x'),
      '[w]: https://help.example/business/billing/wallet/#x',
    );
  });

  test('a link to a file that is no published page, or a relative image, stops the build', () => {
    assert.throws(
      () => bg('[draft](inventory/orders.md)'),
      /inventory\/orders\.md names no published page/,
    );
    assert.throws(() => bg('![x](./img/a.png)'), /put it in static\//);
  });
});

describe('the twin and llms.txt', () => {
  test('a twin starts with the title, the description and a release note’s date', () => {
    const context = contextFor('en', path.join(DOCS_EN, 'calendar.md'));
    const text = '---\ntitle: Calendar\ndescription: x\n---\n\nBody {#not-id}\n\n## A {#a}\n';
    assert.equal(
      markdownTwin({title: 'Calendar', description: 'Day,\n week.', text}, context),
      '# Calendar\n\n> Day, week.\n\nBody {#not-id}\n\n## A\n',
    );
    assert.equal(
      markdownTwin({title: 'Notes', description: '', date: '2025-11-05', text: 'Hi'}, context),
      '# Notes\n\nDate: 2025-11-05\n\nHi\n',
    );
  });

  test('llms.txt: the site, then a section of links per area, empty areas left out', () => {
    const text = llmsTxt({
      title: 'Slotera Studio',
      summary: 'A platform',
      paragraphs: ['About.', 'In English: https://help.example/en/llms.txt'],
      sections: [
        {
          title: 'Business docs',
          entries: [
            {
              title: 'Calendar [new]',
              url: 'https://help.example/business/calendar.md',
              description: 'Day.',
            },
            {title: 'Wallet', url: 'https://help.example/business/billing/wallet.md'},
          ],
        },
        {title: 'Empty', entries: []},
      ],
    });
    assert.equal(
      text,
      [
        '# Slotera Studio',
        '',
        '> A platform',
        '',
        'About.',
        '',
        'In English: https://help.example/en/llms.txt',
        '',
        '## Business docs',
        '',
        '- [Calendar \\[new\\]](https://help.example/business/calendar.md): Day.',
        '- [Wallet](https://help.example/business/billing/wallet.md)',
        '',
      ].join('\n'),
    );
  });

  test('a twin lives next to its page', () => {
    assert.deepEqual(twinLocation('/business/calendar/', '/'), {
      file: 'business/calendar.md',
      urlPath: '/business/calendar.md',
    });
    assert.deepEqual(twinLocation('/en/changelog/2025/11/05/a11y/', '/en/'), {
      file: 'changelog/2025/11/05/a11y.md',
      urlPath: '/en/changelog/2025/11/05/a11y.md',
    });
    // Docusaurus's metadata has the permalink without the route's slash.
    assert.deepEqual(twinLocation('/en/business/billing/wallet', '/en/'), {
      file: 'business/billing/wallet.md',
      urlPath: '/en/business/billing/wallet.md',
    });
    assert.throws(() => twinLocation('/en/', '/en/'), /no name/);
    assert.throws(() => twinLocation('/en', '/en/'), /no name/);
    assert.throws(() => twinLocation('/business/x/', '/en/'), /outside the base URL/);
  });

  test('docs are listed in sidebar order, a category’s own page first', () => {
    assert.deepEqual(
      sidebarDocIds([
        {type: 'doc', id: 'intro'},
        {
          type: 'category',
          link: {type: 'doc', id: 'online-bookings/index'},
          items: [
            {type: 'doc', id: 'online-bookings/custom-domain'},
            {type: 'link', href: 'x'},
          ],
        },
        {type: 'category', link: {type: 'generated-index'}, items: [{type: 'ref', id: 'calendar'}]},
      ]),
      ['intro', 'online-bookings/index', 'online-bookings/custom-domain', 'calendar'],
    );
  });

  test('fences: an unclosed fence runs to the end; a longer fence is not closed by a shorter one', () => {
    assert.deepEqual(
      splitFences('a\n````\n```\n````\nb\n~~~\nc').map((block) => [block.code, block.lines.length]),
      [
        [false, 1],
        [true, 3],
        [false, 1],
        [true, 2],
      ],
    );
  });
});

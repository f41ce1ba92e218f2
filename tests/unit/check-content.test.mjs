import assert from 'node:assert/strict';
import {test} from 'node:test';

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  checkMoney,
  checkPage,
  checkTwins,
  countWords,
  imageAltEntities,
  numberUnitSpaces,
  shortPrepositions,
  withNoBreakSpaces,
} from '../../scripts/check-content.mjs';
import {
  bannedTerms,
  copiedExplanations,
  loadTerms,
  statedFacts,
  TERMS_FILE,
} from '../../scripts/content-terms.mjs';

/** A site root holding only a terms file with `yamlText`. */
function rootWithTerms(yamlText) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'terms-'));
  fs.mkdirSync(path.join(root, 'scripts'));
  fs.writeFileSync(path.join(root, TERMS_FILE), yamlText);
  return root;
}

const words = (n, word = 'дума') => Array.from({length: n}, () => word).join(' ');

const doc = (body, extra = '') => `---
title: Портфейл
description: Как да заредите портфейла.
sidebar_position: 1
tags: [wallet, billing]
keywords: [баланс, кредит за съобщения]
${extra}---

${body}
`;

test('a complete page passes', () => {
  const text = doc(`${words(150)}\n\n## Зареждане {#top-up}\n\n${words(160)}\n`);
  assert.deepEqual(checkPage('docs/billing/wallet.md', text, 'docs'), []);
});

test('missing front matter, a heading without id, a stub and a TODO are each named', () => {
  const text = `---\ntitle: X\n---\n\n## Без котва\n\nTODO write this\n`;
  assert.deepEqual(checkPage('docs/x.md', text, 'docs'), [
    'docs/x.md: front matter has no description',
    'docs/x.md: front matter has no sidebar_position',
    'docs/x.md: front matter has no tags',
    'docs/x.md: front matter has no keywords',
    'docs/x.md:5: heading "Без котва" has no explicit id, e.g. {#my-section}',
    'docs/x.md: only 5 words of body; a page needs at least 300',
    'docs/x.md: placeholder text "TODO"',
  ]);
});

test('headings inside code blocks are not headings, and h4 needs no id', () => {
  const text = doc(
    `${words(320)}\n\n\`\`\`md\n## Not a heading\n\`\`\`\n\n## Real {#real}\n\n#### Small\n`,
  );
  assert.deepEqual(checkPage('docs/x.md', text, 'docs'), []);
});

test('an id that is not lower-case ASCII is named with its line and what to write', () => {
  const text = doc(`${words(320)}\n\n## Лоша котва {#Bad_ID}\n`);
  const line = text.split('\n').indexOf('## Лоша котва {#Bad_ID}') + 1;
  assert.deepEqual(checkPage('docs/x.md', text, 'docs'), [
    `docs/x.md:${line}: heading "Лоша котва" has the id {#Bad_ID} — write it in lower-case ASCII letters, digits and hyphens, e.g. {#my-section}`,
  ]);
});

test('a heading without id is named with its line in the file, below code and front matter', () => {
  const text = doc(`${words(320)}\n\n\`\`\`md\n## In code\n\`\`\`\n\n## Без котва\n`);
  const line = text.split('\n').indexOf('## Без котва') + 1;
  assert.ok(line > 10);
  assert.deepEqual(checkPage('docs/x.md', text, 'docs'), [
    `docs/x.md:${line}: heading "Без котва" has no explicit id, e.g. {#my-section}`,
  ]);
});

test('words are counted in prose, not in code, links or ids', () => {
  assert.equal(
    countWords(
      'Отворете [портфейла](../billing/wallet.md#top-up) и `код тук`.\n\n```\nмного думи в кода\n```',
    ),
    3,
  );
  assert.equal(countWords('Вижте портфейла — e-mail, SMS.'), 4);
});

test('English twins must keep the heading ids and tags of the Bulgarian page', () => {
  const bg = doc(`${words(300)}\n\n## Зареждане {#top-up}\n\n## Проблеми {#common-problems}\n`);
  const en = doc(
    `${words(300, 'word')}\n\n## Top-up {#top-up}\n\n## Problems {#problems}\n`,
  ).replace('[wallet, billing]', '[wallet]');
  assert.deepEqual(checkTwins('docs/w.md', bg, 'i18n/en/w.md', en, 'docs'), [
    'i18n/en/w.md: heading ids differ from docs/w.md (missing in English: common-problems; only in English: problems)',
    'i18n/en/w.md: front matter tags differs from docs/w.md',
  ]);
});

test('release notes need authors and tags, and fewer words', () => {
  const post = `---\ntitle: T\ndescription: D\nauthors: [slotera-team]\ntags: [updates]\n---\n\n${words(160)}\n`;
  assert.deepEqual(checkPage('changelog/2025-01-01-x.md', post, 'changelog'), []);
  const noAuthor = post.replace('authors: [slotera-team]\n', '');
  assert.deepEqual(checkPage('changelog/2025-01-01-x.md', noAuthor, 'changelog'), [
    'changelog/2025-01-01-x.md: front matter has no authors',
  ]);
});

test('sums in leva must follow from the euro at the fixed rate, in both languages', () => {
  const bg =
    'Старт струва 19,90 € (38,92 лв.), а SMS — 0,06 € (0,10 лв.). Годишно: 1 564,66 € (3 060,21 лв.).';
  assert.deepEqual(checkMoney('docs/x.md', bg, 'bg'), [
    'docs/x.md: "0,06 € (0,10 лв.)" — 0.06 € is 0.12 лв. at 1.95583',
  ]);
  const en = 'Start costs €19.90 (BGN 38.92); Business €79.90 (BGN 156.00).';
  assert.deepEqual(checkMoney('en/x.md', en, 'en'), [
    'en/x.md: "€79.90 (BGN 156.00)" — 79.9 € is 156.27 лв. at 1.95583',
  ]);
});

test('a table header cell left empty is named with its file and line; code is not a table', () => {
  const text = doc(
    `${words(310)}\n\n| | С карта | С превод |\n|---|---|---|\n| Минимум | 10 € | 10 € |\n\n` +
      '```md\n| | a |\n|---|---|\n```\n\n| План | Цена |\n|:---|---:|\n| Старт | 0 € |\n',
  );
  assert.deepEqual(
    checkPage('docs/billing/wallet.md', text, 'docs').map((p) => p.split(' — ')[0]),
    ['docs/billing/wallet.md:11: table header cell 1 is empty'],
  );
  const escaped = doc(`${words(310)}\n\n| Знак | Значение |\n|---|---|\n| \\| | или |\n`);
  assert.deepEqual(checkPage('docs/x.md', escaped, 'docs'), []);
});

test('«в»/«с» before в/ф and с/з are named with file and line; code, links and other words are not', () => {
  const text = [
    'Отворете **Фактуриране** в **Фактуриране → Портфейл**.',
    'В „Входящи“ пишете с „СПЕШНО“ в темата, а с Мария — в събота.',
    'Вижте `в Файл` и [портфейла](../в-файл.md) в Табло, с карта, със заявка, във Viber.',
    '```',
    'в Фактуриране',
    '```',
  ].join('\n');
  assert.deepEqual(
    shortPrepositions('docs/billing/wallet.md', text).map((p) => p.split(' — ')[0]),
    [
      'docs/billing/wallet.md:1: «в **Фактуриране»',
      'docs/billing/wallet.md:2: «В „Входящи»',
      'docs/billing/wallet.md:2: «с „СПЕШНО»',
    ],
  );
  assert.match(shortPrepositions('x.md', 'Дойдете с Зорница.')[0], /write «със Зорница»/);
});

const TERMS_YAML = `
banned:
  bg:
    - find: 'линк(а|ът)?'
      use: '«връзка»'
    - find: 'част(и|та)?'
      near: '(SMS|съобщени)'
      use: '«сегмент»'
  en:
    - find: '(["“*]Any employee|Any employee["”*])'
      use: '"No preference"'
one_place:
  bg:
    - find: '^\\|\\s*\\**Старт\\**\\s*\\|'
      home: docs/billing/subscriptions.md
      what: the plan table
`;

test('a banned variant is named with file, line and replacement; code, link targets and longer words are not', () => {
  const {banned} = loadTerms(rootWithTerms(TERMS_YAML));
  const text = [
    'Изпратете линка на клиента.', // 1: banned
    'Адресът е в `линк` и в [текст](./линк.md).', // 2: code and link target
    'Линкът изтича след ден.', // 3: banned, capitalised
    'Фланкът и клинкер не са думи от правилото.', // 4: inside longer words
    '```',
    'линк в код',
    '```',
  ].join('\n');
  assert.deepEqual(bannedTerms('docs/a.md', text, banned.bg), [
    'docs/a.md:1: «линка» — write «връзка»',
    'docs/a.md:3: «Линкът» — write «връзка»',
  ]);
});

test('a word wrong in one sense only is named only in a sentence about that sense', () => {
  const {banned} = loadTerms(rootWithTerms(TERMS_YAML));
  const text = [
    'Дългото SMS съобщение се разделя на три части.', // SMS sense: banned
    'Част от клиентите нямат Viber. SMS съобщенията стигат до всички.', // another sentence
    'Клиентът плаща на две части: депозит и остатък.', // payment sense
  ].join('\n');
  assert.deepEqual(bannedTerms('docs/b.md', text, banned.bg), [
    'docs/b.md:1: «части» — write «сегмент»',
  ]);
  assert.deepEqual(
    bannedTerms('en/c.md', 'Leave "Any employee" selected. Any employee can see it.', banned.en),
    ['en/c.md:1: «"Any employee» — write "No preference"'],
  );
});

test('an explanation that lives on one page is named wherever else it is copied', () => {
  const {onePlace} = loadTerms(rootWithTerms(TERMS_YAML));
  const table = '| План | Локации |\n|---|---|\n| **Старт** | 1 |\n';
  const same = (home) => home;
  assert.deepEqual(
    copiedExplanations('docs/billing/subscriptions.md', table, onePlace.bg, same),
    [],
  );
  assert.deepEqual(
    copiedExplanations('docs/employees.md', `Текст.\n\n${table}`, onePlace.bg, same),
    [
      'docs/employees.md:5: the plan table lives in docs/billing/subscriptions.md — say what matters here in a sentence and link there',
    ],
  );
});

test('a malformed terms file is named with the entry or the line, not a stack trace', () => {
  assert.throws(() => loadTerms(rootWithTerms('banned:\n  bg:\n    - find: линк\n')), {
    message: `${TERMS_FILE}: banned.bg[0] needs "find" and "use"`,
  });
  assert.throws(
    () => loadTerms(rootWithTerms("banned:\n  bg:\n    - find: '(линк'\n      use: x\n")),
    /banned\.bg\[0\]: "\(линк" is not a regular expression/,
  );
  assert.throws(
    () => loadTerms(rootWithTerms('banned:\n  bg: [\n')),
    (error) => error.message.startsWith(`${TERMS_FILE}: `),
  );
});

test('the real terms file loads and every one-place home exists', () => {
  const root = path.resolve(import.meta.dirname, '..', '..');
  const {onePlace} = loadTerms(root);
  for (const rule of [...onePlace.bg, ...onePlace.en]) {
    assert.ok(
      fs.existsSync(path.join(root, rule.home)),
      `${TERMS_FILE}: home ${rule.home} does not exist`,
    );
  }
});

test('a sum or a percentage with a plain space before its unit is named; --fix writes a no-break space', () => {
  const text = [
    'Цена: 0,06 € (0,12 лв.) на сегмент, таксата е 1,4 % + 0,25 €.',
    'Price €0.06 (BGN 0.12), 1 000 € a month.',
    'Код: `0,06 €` и [връзка](./prices.md#5 €) — не се пипат.',
    'От 5 до 30 минути.',
  ].join('\n');
  const problems = numberUnitSpaces('docs/x.md', text);
  assert.deepEqual(
    problems.map((problem) => problem.split(' — ')[0]),
    [
      'docs/x.md:1: «0,06 €»',
      'docs/x.md:1: «(0,12 лв.)»',
      'docs/x.md:1: «1,4 %»',
      'docs/x.md:1: «0,25 €.»',
      'docs/x.md:2: «(BGN 0.12),»',
      'docs/x.md:2: «1 000»',
      'docs/x.md:2: «000 €»',
    ],
  );
  const fixed = withNoBreakSpaces(text);
  assert.deepEqual(numberUnitSpaces('docs/x.md', fixed), []);
  assert.match(fixed, /0,06\u00a0€ \(0,12\u00a0лв\.\)/);
  assert.match(fixed, /1\u00a0000\u00a0€ a month/);
  assert.match(fixed, /`0,06 €`/);
  assert.match(fixed, /От 5 до 30 минути/);
  // The sums still add up with the no-break spaces.
  assert.deepEqual(checkMoney('docs/x.md', fixed, 'bg'), []);
  assert.deepEqual(checkMoney('docs/x.md', fixed.replace('0,12', '0,13'), 'bg').length, 1);
});

test("an image's alternative text with an apostrophe is named (Docusaurus would escape it twice)", () => {
  const text =
    "Text.\n\n![Maria's hours on one axis](/img/diagrams/x.en.svg)\n\n![Maria’s hours](/img/y.svg)\n";
  assert.deepEqual(imageAltEntities('i18n/en/x.md', text), [
    "i18n/en/x.md:3: the image's alternative text has ', which readers would get as an HTML entity — write ’",
  ]);
});

/** The facts of the real terms file: what PRODUCT-FACTS.md settled. */
const FACTS = loadTerms(path.resolve(import.meta.dirname, '..', '..')).facts;

/** The `file:line: «claim»` part of each problem (the rest explains the fact). */
const where = (problems) => problems.map((problem) => problem.split(' — ')[0]);

test('a page stating the empty-wallet threshold differently fails, naming file and line', () => {
  const bg =
    'Портфейл.\n\n' +
    'Сигналът **Празен портфейл** се появява при наличност под 0,18 € (0,35 лв.).\n' +
    'Портфейлът винаги е празен под 0,10 € (0,20 лв.).\n' +
    'Портфейлът е празен под 0,06 € (0,12 лв.), а не чак при 0 €.\n' +
    'Портфейлът не е празен при 0,10 € (0,20 лв.): кратките съобщения тръгват.\n';
  assert.deepEqual(where(statedFacts('docs/billing/x.md', bg, FACTS.bg)), [
    'docs/billing/x.md:3: «0,18 €»',
    'docs/billing/x.md:4: «0,10 €»',
  ]);
  assert.match(statedFacts('docs/billing/x.md', bg, FACTS.bg)[0], /0,06 €/);
  const en =
    'Wallet.\n\n' +
    'The **Empty wallet** alert shows below €0.06 (BGN 0.12), not only at €0.\n' +
    'Below €0.06 it is always empty; a long message needs more — €0.18 for three segments.\n';
  assert.deepEqual(where(statedFacts('en/x.md', en, FACTS.en)), ['en/x.md:4: «€0.18»']);
});

test('the review request timing, the auto top-up limit and the move button are held to FACTS', () => {
  const bg = [
    'Поканата за отзив тръгва 1 час след края на часа.',
    'Поканата за отзив тръгва 2 часа след края на часа, или до 7 дни след посещението.',
    'Автоматичното зареждане таксува картата най-много пет пъти на ден.',
    'Картата се таксува най-много три пъти в един ден. Може ли да бъде таксувана няколко пъти в един ден?',
    '2. Натиснете **Премести**.',
    '3. В прозореца **Преместване на резервацията** изберете нова дата.',
    '4. Оставете отметката и натиснете **Потвърди**.',
    '5. Натиснете **Запази**.',
  ].join('\n');
  assert.deepEqual(where(statedFacts('docs/x.md', bg, FACTS.bg)), [
    'docs/x.md:1: «1 час»',
    'docs/x.md:3: «пет пъти на ден»',
    'docs/x.md:7: «натиснете **Потвърди**»',
  ]);
  const en = [
    'The review request goes out 3 hours after the visit.',
    'Auto top-up charges your card no more than three times a day.',
    'In the **Move booking** window, press **Confirm**.',
    'Press **Move**, choose a time and press **Save**.',
  ].join('\n');
  assert.deepEqual(where(statedFacts('en/x.md', en, FACTS.en)), [
    'en/x.md:1: «3 hours»',
    'en/x.md:3: «press **Confirm**»',
  ]);
});

test('facts are not looked for in code, and a malformed facts entry is named', () => {
  const text = 'Пример:\n\n```text\nПразен портфейл под 0,18 €\n```\n';
  assert.deepEqual(statedFacts('docs/x.md', text, FACTS.bg), []);
  assert.throws(() => loadTerms(rootWithTerms('facts:\n  bg:\n    - about: x\n      claim: y\n')), {
    message: /facts\.bg\[0\] needs "about", "claim", "fact" and "what"/,
  });
  assert.throws(
    () =>
      loadTerms(rootWithTerms("facts:\n  en:\n    - {about: x, claim: '(y', fact: z, what: w}\n")),
    {message: /facts\.en\[0\]: "\(y" is not a regular expression/},
  );
});

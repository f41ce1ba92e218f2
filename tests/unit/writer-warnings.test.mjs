import assert from 'node:assert/strict';
import {test} from 'node:test';

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import remarkWriterWarnings from '../../src/remark/writer-warnings.mjs';
import {WHAT_TO_FIX_INSTEAD, withoutSwitchOffAdvice} from '../../scripts/build.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/writer');

test('npm start stops a page with a broken link or a heading without id, naming each line', () => {
  const transform = remarkWriterWarnings({siteDir: FIXTURE, stopOnProblems: true});
  const started = performance.now();
  assert.throws(
    () => transform({type: 'root'}, {path: path.join(FIXTURE, 'docs/gift-cards.md')}),
    (error) => {
      const lines = /** @type {Error} */ (error).message.split('\n');
      assert.match(lines[0], /^3 mistakes to fix:$/);
      assert.match(
        lines[1],
        /^docs\/gift-cards\.md:12 — no page has the address \/business\/billing\/no-such-page\//,
      );
      assert.match(
        lines[2],
        /^docs\/gift-cards\.md:12 — docs\/other\.md has no section #refunds-missing/,
      );
      assert.match(lines[3], /^docs\/gift-cards\.md:14 — the heading «Използване» has no id/);
      return true;
    },
  );
  assert.ok(performance.now() - started < 1000, 'well within the second after a save');
  // A page without mistakes compiles; so does the English twin, whose links are right.
  transform({type: 'root'}, {path: path.join(FIXTURE, 'docs/other.md')});
  transform(
    {type: 'root'},
    {path: path.join(FIXTURE, 'i18n/en/docusaurus-plugin-content-docs/current/gift-cards.md')},
  );
});

test('in the build the same problems are warnings, printed once', (t) => {
  const warnings = [];
  t.mock.method(console, 'warn', (message) => warnings.push(message));
  const transform = remarkWriterWarnings({siteDir: FIXTURE, stopOnProblems: false});
  const file = {path: path.join(FIXTURE, 'docs/gift-cards.md')};
  transform({type: 'root'}, file);
  transform({type: 'root'}, file);
  assert.equal(warnings.length, 3);
  assert.match(warnings[0], /^\[WARNING\] docs\/gift-cards\.md:12 — /);
});

test('the build never advises switching a link check off', () => {
  for (const advice of [
    "Note: it's possible to ignore broken links with the 'onBrokenLinks' Docusaurus configuration, and let the build pass.",
    "Note: it's possible to ignore broken anchors with the 'onBrokenAnchors' Docusaurus configuration, and let the build pass.",
    'To ignore this error, use the `siteConfig.markdown.hooks.onBrokenMarkdownLinks` option, or apply the `pathname://` protocol to the broken link URLs.',
  ]) {
    assert.equal(withoutSwitchOffAdvice(`bg │ ${advice}`), WHAT_TO_FIX_INSTEAD);
  }
  assert.equal(
    withoutSwitchOffAdvice('[SUCCESS] Generated static files'),
    '[SUCCESS] Generated static files',
  );
});

test('on the next save the index knows a page added, a section renamed and a draft', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'writer-index-'));
  const write = (/** @type {string} */ file, /** @type {string} */ text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  };
  const transform = remarkWriterWarnings({siteDir: root, stopOnProblems: true});
  const save = () => transform({type: 'root'}, {path: path.join(root, 'docs/a.md')});
  try {
    write('docs/a.md', '# A\n\n[b](/business/new/b/#fees)\n');
    assert.throws(save, /no page has the address \/business\/new\/b\//);
    write('docs/new/b.md', '# B\n\n## Такси {#fees}\n');
    save();
    write('docs/new/b.md', '# B\n\n## Такси {#prices}\n');
    assert.throws(save, /docs\/new\/b\.md has no section #fees/);
    write('docs/new/b.md', '---\ndraft: true\n---\n\n## Такси {#fees}\n');
    assert.throws(save, /\/business\/new\/b\/#fees is a draft/);
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
});

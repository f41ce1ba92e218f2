/**
 * The scale bench's own logic (bench-scale.mjs): options, and the
 * copies of the docs it builds — labels numbered, tags list left alone.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {
  copyDocsTree,
  numberedCategory,
  parseArgs,
  removeCacheEntriesSince,
} from '../bench-scale.mjs';

test('options: ten copies and three runs unless told; nonsense is refused', () => {
  assert.deepEqual(parseArgs([]), {times: 10, runs: 3, keep: false});
  assert.deepEqual(parseArgs(['--times', '5', '--runs', '1', '--keep']), {
    times: 5,
    runs: 1,
    keep: true,
  });
  assert.throws(() => parseArgs(['--times', '1']), /2 or more/);
  assert.throws(() => parseArgs(['--runs', 'many']), /--runs needs a whole number/);
  assert.throws(() => parseArgs(['--fast']), /Unknown option '--fast'/);
});

test("a copied category's label carries the copy's number, in YAML and JSON", () => {
  assert.equal(
    numberedCategory('label: Фактуриране\nposition: 15\n', 3),
    'label: Фактуриране 3\nposition: 15\n',
  );
  assert.equal(
    numberedCategory('{\n  "label": "Billing",\n  "position": 2\n}\n', 4),
    '{\n  "label": "Billing 4",\n  "position": 2\n}\n',
  );
});

test('a copy of the docs holds every article and category, not the tags list', () => {
  const from = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-docs-'));
  fs.writeFileSync(path.join(from, 'tags.yml'), 'settings:\n  label: Settings\n');
  fs.writeFileSync(path.join(from, 'intro.md'), '# Intro\n\n[Calendar](./billing/wallet.md)\n');
  fs.mkdirSync(path.join(from, 'billing'));
  fs.writeFileSync(path.join(from, 'billing', '_category_.yml'), 'label: Фактуриране\n');
  fs.writeFileSync(path.join(from, 'billing', 'wallet.md'), '# Портфейл\n');
  const to = path.join(from, 'scale-2');
  copyDocsTree(from, to, 2);
  assert.equal(fs.existsSync(path.join(to, 'tags.yml')), false);
  assert.equal(
    fs.readFileSync(path.join(to, 'intro.md'), 'utf8'),
    fs.readFileSync(path.join(from, 'intro.md'), 'utf8'),
  );
  assert.equal(
    fs.readFileSync(path.join(to, 'billing', '_category_.yml'), 'utf8'),
    'label: Фактуриране 2\n',
  );
  assert.equal(fs.existsSync(path.join(to, 'billing', 'wallet.md')), true);
  // A second copy does not copy the first.
  copyDocsTree(from, path.join(from, 'scale-3'), 3);
  assert.equal(fs.existsSync(path.join(from, 'scale-3', 'scale-2')), false);
  fs.rmSync(from, {recursive: true, force: true});
});

test("a copied article's import of an interactive part outside the docs still resolves", () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-site-'));
  const docs = path.join(site, 'docs');
  fs.mkdirSync(path.join(docs, 'online-bookings'), {recursive: true});
  fs.mkdirSync(path.join(site, 'src/components/Sim'), {recursive: true});
  fs.writeFileSync(path.join(site, 'src/components/Sim/TryIt.bg.mdx'), 'Опитайте.\n');
  fs.writeFileSync(path.join(docs, 'online-bookings', 'part.mdx'), 'Част.\n');
  fs.writeFileSync(
    path.join(docs, 'online-bookings', 'index.mdx'),
    "import TryIt from '../../src/components/Sim/TryIt.bg.mdx';\n" +
      "import Part from './part.mdx';\n\n# Онлайн резервации\n\n<TryIt />\n",
  );
  const copy = path.join(docs, 'scale-2');
  copyDocsTree(docs, copy, 2);
  const text = fs.readFileSync(path.join(copy, 'online-bookings', 'index.mdx'), 'utf8');
  const imports = [...text.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
  assert.deepEqual(imports, ['../../../src/components/Sim/TryIt.bg.mdx', './part.mdx']);
  for (const specifier of imports)
    assert.ok(fs.existsSync(path.resolve(copy, 'online-bookings', specifier)), specifier);
  fs.rmSync(site, {recursive: true, force: true});
});

test("a temporary site's bundler cache folders are removed, the others kept", () => {
  const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-'));
  fs.mkdirSync(path.join(cache, 'site-1'));
  const before = fs.readdirSync(cache);
  fs.mkdirSync(path.join(cache, 'scale-bg'));
  fs.writeFileSync(path.join(cache, 'scale-en'), '');
  assert.deepEqual(removeCacheEntriesSince(before, cache).sort(), ['scale-bg', 'scale-en']);
  assert.deepEqual(fs.readdirSync(cache), ['site-1']);
  fs.rmSync(cache, {recursive: true, force: true});
});

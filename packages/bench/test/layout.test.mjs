// The package's seams: a bench imports helpers, never another bench (no
// cycle), and only one helper reaches into the site.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {PACKAGE_DIR} from '../lib/cli.mjs';

const ENTRIES = fs.readdirSync(PACKAGE_DIR).filter((name) => name.endsWith('.mjs'));
const LIB = fs.readdirSync(path.join(PACKAGE_DIR, 'lib')).map((name) => `lib/${name}`);

/** The relative modules a file imports, statically or dynamically, as paths in the package. */
function relativeImports(file) {
  const text = fs.readFileSync(path.join(PACKAGE_DIR, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/^(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]);
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) =>
      path.relative(PACKAGE_DIR, path.resolve(PACKAGE_DIR, path.dirname(file), specifier)),
    );
}

test('the six benches are entries of their own', () => {
  assert.deepEqual(ENTRIES.sort(), [
    'bench-first-search.mjs',
    'bench-nginx.mjs',
    'bench-scale.mjs',
    'bench-search.mjs',
    'bench-stock.mjs',
    'bench.mjs',
  ]);
});

test('no bench and no helper imports a bench', () => {
  for (const file of [...ENTRIES, ...LIB]) {
    const imported = relativeImports(file).filter((target) => ENTRIES.includes(target));
    assert.deepEqual(imported, [], `${file} imports a bench`);
  }
});

test("only lib/site.mjs imports the site's code", () => {
  const outside = [...ENTRIES, ...LIB].filter((file) =>
    relativeImports(file).some((target) => target.startsWith('..')),
  );
  assert.deepEqual(outside, ['lib/site.mjs']);
});

test('the import finder sees static, re-exported and dynamic imports', () => {
  assert.ok(relativeImports('bench.mjs').includes('lib/cli.mjs'));
  assert.ok(relativeImports('lib/site.mjs').some((target) => target.endsWith('nginx-harness.mjs')));
});

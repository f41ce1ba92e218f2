import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// src/plugins/lean-main-bundle.ts: V8 compiles every function of a
// file that starts with this comment on its background thread, during the
// download; only the main bundle, which a page runs in full, should ask.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

test('each language’s main bundle, and only it, starts with V8’s compile hint (npm run build first)', () => {
  for (const dir of ['build/assets/js', 'build/en/assets/js']) {
    const files = fs.readdirSync(path.join(root, dir)).filter((name) => name.endsWith('.js'));
    const hinted = files.filter((name) =>
      fs.readFileSync(path.join(root, dir, name), 'utf8').startsWith(`${COMPILE_HINT}\n`),
    );
    assert.deepEqual(
      hinted.map((name) => name.replace(/\.[0-9a-f]+\.js$/, '')),
      ['main'],
      `${dir}: ${hinted.join(', ') || 'no file'} carries the hint`,
    );
  }
});

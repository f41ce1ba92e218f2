import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {driftOf, fingerprint, readRegister} from '../../scripts/theme-ejects.mjs';

const entries = readRegister();

test('every eject of src/theme/ is in the register, and every entry is a file of ours', () => {
  for (const {file} of entries) assert.ok(fs.existsSync(file), `${file} is registered but gone`);
  const ejectHeaders = fs
    .readdirSync('src/theme', {recursive: true})
    .map((f) => path.join('src/theme', f))
    .filter((f) => /\.tsx$/.test(f) && /^\s*\*?\s*EJECT/m.test(fs.readFileSync(f, 'utf8')));
  const registered = new Set(entries.map((e) => e.file));
  assert.deepEqual(
    ejectHeaders.filter((f) => !registered.has(f)),
    [],
    'an ejected component (its header says EJECT) missing from src/theme/ejected.json',
  );
});

test('the installed theme still has the originals our ejects were copied from', () => {
  const problems = entries.map((entry) => driftOf(entry)).filter(Boolean);
  assert.deepEqual(problems, []);
});

test('a changed original is named with our file, its version and what to do', () => {
  const modules = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-drift-'));
  const pkg = path.join(modules, '@docusaurus/theme-classic');
  fs.mkdirSync(path.join(pkg, 'src/theme/LastUpdated'), {recursive: true});
  fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({version: '3.11.0'}));
  const original = path.join(pkg, 'src/theme/LastUpdated/index.tsx');
  fs.writeFileSync(original, 'export default function LastUpdated() { return null; }\n');
  const entry = {
    file: 'src/theme/LastUpdated/index.tsx',
    original: '@docusaurus/theme-classic/src/theme/LastUpdated/index.tsx',
    version: '3.10.2',
    sha256: fingerprint(original),
  };
  assert.equal(driftOf(entry, modules), null, 'unchanged original: no problem');
  fs.appendFileSync(original, '// upstream change\n');
  const problem = driftOf(entry, modules);
  assert.match(problem, /^src\/theme\/LastUpdated\/index\.tsx was ejected from/);
  assert.match(problem, /installed 3\.11\.0/);
  assert.match(problem, /src\/theme\/ejected\.json/);
  fs.rmSync(path.join(pkg, 'src'), {recursive: true});
  assert.match(driftOf(entry, modules), /is gone from @docusaurus\/theme-classic/);
  fs.rmSync(modules, {recursive: true});
});

// The ejected theme components (src/theme/ejected.json) against the installed originals: `npm run
// test:unit` names our copy when its original changed and must be carried over.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import {ROOT, readJson} from './lib.mjs';

export const REGISTER = path.join(ROOT, 'src/theme/ejected.json');

export function fingerprint(file) {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
}

/** `@docusaurus/theme-classic/src/theme/X/index.tsx` → its package name and path inside. */
function splitOriginal(original) {
  const name = original.split('/', original.startsWith('@') ? 2 : 1).join('/');
  return {name, inside: original.slice(name.length + 1)};
}

/** What is wrong with one entry, or null; `modules` is the node_modules folder to read. */
export function driftOf(entry, modules = path.join(ROOT, 'node_modules')) {
  const {name, inside} = splitOriginal(entry.original);
  const pkgDir = path.join(modules, name);
  const origFile = path.join(pkgDir, inside);
  if (!fs.existsSync(origFile)) {
    return `${entry.file}: its original ${entry.original} is gone from ${name}; find where it moved, carry our change over and update src/theme/ejected.json`;
  }
  const {version} = readJson(path.join(pkgDir, 'package.json'));
  const now = fingerprint(origFile);
  if (now === entry.sha256) return null;
  return (
    `${entry.file} was ejected from ${name} ${entry.version}, and ${entry.original} has changed ` +
    `in the installed ${version}: diff the two, carry our change over, then set its version ` +
    `("${version}") and sha256 ("${now}") in src/theme/ejected.json`
  );
}

export function readRegister(file = REGISTER) {
  return readJson(file).ejected;
}

#!/usr/bin/env node
// `npm run write-translations`: Docusaurus's write-translations for every locale, then the entries
// it adds that would repeat a name taken from src/constants.ts are removed again (a translation
// wins over the configuration: a rebrand would miss them).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {LOCALES} from '../src/site-facts.mjs';
import {brandEntries, readProductName} from './check-translations.mjs';
import {ROOT, readJson} from './lib.mjs';

const docusaurus = path.join(ROOT, 'node_modules', '.bin', 'docusaurus');
const brand = brandEntries(readProductName(ROOT));

for (const locale of LOCALES) {
  const run = spawnSync(docusaurus, ['write-translations', '--locale', locale], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);

  for (const [file, keys] of Object.entries(brand)) {
    const full = path.join(ROOT, 'i18n', locale, file);
    if (!fs.existsSync(full)) continue;
    const entries = readJson(full);
    const removed = keys.filter((key) => key in entries);
    if (!removed.length) continue;
    for (const key of removed) delete entries[key];
    fs.writeFileSync(full, `${JSON.stringify(entries, null, 2)}\n`);
    console.log(
      `i18n/${locale}/${file}: removed ${removed.join(', ')} (taken from src/constants.ts)`,
    );
  }
}

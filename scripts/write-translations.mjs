#!/usr/bin/env node
/**
 * `npm run write-translations`: Docusaurus's `write-translations` for both
 * locales, then the entries it adds that would only repeat a name
 * docusaurus.config.ts takes from src/constants.ts (navbar title, logo alt,
 * copyright, …) are removed again. A translation wins over the
 * configuration, so left in place they would keep the old name after a
 * rebrand; `npm run check:translations` reports them.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {brandEntries, readProductName} from './check-translations.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docusaurus = path.join(root, 'node_modules', '.bin', 'docusaurus');
const brand = brandEntries(readProductName(root));

for (const locale of ['bg', 'en']) {
  const run = spawnSync(docusaurus, ['write-translations', '--locale', locale], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);

  for (const [file, keys] of Object.entries(brand)) {
    const full = path.join(root, 'i18n', locale, file);
    if (!fs.existsSync(full)) continue;
    const entries = JSON.parse(fs.readFileSync(full, 'utf8'));
    const removed = keys.filter((key) => key in entries);
    if (!removed.length) continue;
    for (const key of removed) delete entries[key];
    fs.writeFileSync(full, `${JSON.stringify(entries, null, 2)}\n`);
    console.log(
      `i18n/${locale}/${file}: removed ${removed.join(', ')} (taken from src/constants.ts)`,
    );
  }
}

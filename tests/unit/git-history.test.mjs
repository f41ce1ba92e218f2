/**
 * "Last updated" dates need the repository's full Git history: a shallow
 * clone would date every article by its oldest commit. Real repositories,
 * made here: a full one, a shallow clone of it, a folder outside Git.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';

import {gitHistoryState, missingHistoryMessage} from '../../src/utils/git-history.mjs';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'git-history-'));
after(() => fs.rmSync(scratch, {recursive: true, force: true}));

const git = (cwd, ...args) =>
  execFileSync('git', args, {
    cwd,
    stdio: 'pipe',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
    },
  });

const full = path.join(scratch, 'full');
fs.mkdirSync(full);
git(full, 'init', '-q');
for (const name of ['a.md', 'b.md']) {
  fs.writeFileSync(path.join(full, name), name);
  git(full, 'add', name);
  git(full, 'commit', '-q', '-m', name);
}

test('a clone with its whole history shows the dates', () => {
  assert.equal(gitHistoryState(full), 'full');
  assert.equal(missingHistoryMessage('full'), undefined);
});

test('a shallow clone leaves them out and says how to get them', () => {
  const shallow = path.join(scratch, 'shallow');
  git(scratch, 'clone', '-q', '--depth', '1', `file://${full}`, shallow);
  assert.equal(gitHistoryState(shallow), 'shallow');
  assert.match(missingHistoryMessage('shallow'), /shallow.*git fetch --unshallow/s);
});

test('outside a repository, or before the first commit, there are none', () => {
  const plain = path.join(scratch, 'plain');
  fs.mkdirSync(plain);
  // A folder of its own under the system's temp folder is in no repository.
  assert.equal(gitHistoryState(plain), 'none');
  const empty = path.join(scratch, 'empty');
  fs.mkdirSync(empty);
  git(empty, 'init', '-q');
  assert.equal(gitHistoryState(empty), 'none');
  assert.match(missingHistoryMessage('none'), /no Git history/);
});

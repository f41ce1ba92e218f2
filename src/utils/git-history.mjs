// "Last updated" needs the full Git history: a shallow clone dates every article by one commit.
import {execFileSync} from 'node:child_process';

/** @param {string} cwd @returns {'full' | 'shallow' | 'none'} */
export function gitHistoryState(cwd) {
  const git = (/** @type {string[]} */ args) =>
    execFileSync('git', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  try {
    const shallow = git(['rev-parse', '--is-shallow-repository']);
    if (shallow !== 'false') return shallow === 'true' ? 'shallow' : 'none';
    // A repository without a single commit has no dates either.
    git(['rev-parse', '--verify', '--quiet', 'HEAD']);
    return 'full';
  } catch {
    return 'none';
  }
}

const MISSING_HISTORY = {
  shallow:
    'Last-updated dates are left out of the articles: this checkout has a shallow Git history, ' +
    'which would give every article the date of its oldest commit. ' +
    'Run `git fetch --unshallow` (or clone without --depth) for the dates.',
  none:
    'Last-updated dates are left out of the articles: no Git history here ' +
    '(git is missing, or this folder is not a clone of the repository).',
};

/** @param {string} state @returns {string | undefined} */
export const missingHistoryMessage = (state) =>
  MISSING_HISTORY[/** @type {keyof typeof MISSING_HISTORY} */ (state)];

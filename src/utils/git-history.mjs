/**
 * Whether the checkout has the full Git history "Last updated" comes from: a shallow clone would
 * date every article by its one commit. The config shows dates only with the full history.
 */
import {execFileSync} from 'node:child_process';

/**
 * @param {string} cwd a folder inside the checkout
 * @returns {'full' | 'shallow' | 'none'}
 */
export function gitHistoryState(cwd) {
  let answer;
  try {
    answer = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // No git on the PATH, or not a repository.
    return 'none';
  }
  if (answer === 'false') {
    // A repository without a single commit has no dates either.
    try {
      execFileSync('git', ['rev-parse', '--verify', '--quiet', 'HEAD'], {cwd, stdio: 'ignore'});
    } catch {
      return 'none';
    }
    return 'full';
  }
  return answer === 'true' ? 'shallow' : 'none';
}

/** What the build prints when it leaves the dates out; `undefined` with the full history. */
export function missingHistoryMessage(state) {
  if (state === 'shallow') {
    return (
      'Last-updated dates are left out of the articles: this checkout has a shallow Git history, ' +
      'which would give every article the date of its oldest commit. ' +
      'Run `git fetch --unshallow` (or clone without --depth) for the dates.'
    );
  }
  if (state === 'none') {
    return (
      'Last-updated dates are left out of the articles: no Git history here ' +
      '(git is missing, or this folder is not a clone of the repository).'
    );
  }
  return undefined;
}

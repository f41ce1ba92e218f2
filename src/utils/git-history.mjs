/**
 * Whether this checkout has the Git history that "Last updated" dates are
 * read from.
 *
 * Docusaurus takes an article's date from the last commit that touched its
 * file. In a shallow clone (`git clone --depth 1`, the default of many CI
 * services) the oldest commit it has seems to add every file, so every
 * article would show that commit's date — a wrong date that looks right.
 * Without Git, or outside a repository, there is no date at all. The
 * configuration shows dates only with the full history and says why not
 * otherwise.
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

// "Last updated" needs the full Git history: a shallow clone dates every article by one commit.
import {execFileSync} from 'node:child_process';

/** @param {string} cwd @returns {'full' | 'shallow' | 'none'} */
export function gitHistoryState(cwd) {
  let answer;
  try {
    answer = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
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

// What every bench's command line shares: the repository's root, options read with Node's
// util.parseArgs, and a main that prints its error and exits 1.
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

/** The package's own folder (its baseline, its stock anchor script). */
export const PACKAGE_DIR = path.resolve(import.meta.dirname, '..');

export const ROOT = path.resolve(PACKAGE_DIR, '../..');

/**
 * Reads `argv` by `spec` ({name: {type, default, whole, choices}}): a `whole` option must be a
 * whole number ≥ 1 (returned as a number), a `choices` option one of them. Any error names the
 * option and ends with `usage`.
 * @param {Record<string, {type: 'string' | 'boolean', default?: any, whole?: boolean, choices?: string[]}>} spec
 */
export function readOptions(argv, usage, spec) {
  const options = {};
  for (const [name, {type}] of Object.entries(spec)) options[name] = {type};
  let values;
  try {
    ({values} = parseArgs({args: argv, options}));
  } catch (error) {
    throw new Error(`${error.message}. ${usage}`);
  }
  const result = {};
  for (const [name, {default: fallback, whole, choices}] of Object.entries(spec)) {
    const value = values[name];
    if (value === undefined) result[name] = fallback;
    else if (whole) {
      const number = Number(value);
      if (!Number.isInteger(number) || number < 1)
        throw new Error(`--${name} needs a whole number of 1 or more. ${usage}`);
      result[name] = number;
    } else if (choices && !choices.includes(value))
      throw new Error(`--${name} is ${choices.join(' or ')}. ${usage}`);
    else result[name] = value;
  }
  return result;
}

/** Runs a Node script of the repository from its root; a failure names the script. */
export function runScript(/** @type {string} */ script, /** @type {string[]} */ args, stdio) {
  const result = spawnSync(process.execPath, [script, ...args], {cwd: ROOT, stdio});
  if (result.status !== 0) throw new Error(`${path.relative(ROOT, script)} failed (see above).`);
}

/**
 * Runs `main(argv)` when `meta` is the script Node was started with: `--help` prints `usage`; an
 * error prints its message and sets exit code 1.
 * @param {(argv: string[]) => Promise<void>} main
 */
export function runMain(meta, usage, main) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(meta.url)) return;
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) return console.log(usage);
  main(argv).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}

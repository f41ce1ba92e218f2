// What the scripts share: the repository root, the command line, files of a folder, Debian
// packages, and how a check prints its problems.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs `main` when `meta`'s module (its `import.meta`) is the script node was started with; an
 * error is printed as its message. Called without `await`, so that a script module has no
 * top-level await and can be required.
 */
export async function runMain(meta, main) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(meta.url)) return;
  try {
    await main(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}

/**
 * Node's `util.parseArgs`, its errors in our words: `Unknown option --x. Usage: …` and `--x needs
 * <needs>.` (`needs` on an option says what its value is).
 * @param {string[]} args
 * @param {{options?: Record<string, any>, usage: string, allowPositionals?: boolean}} spec
 */
export function parseCli(args, {options = {}, usage, allowPositionals = true}) {
  const config = structuredClone(options);
  for (const option of Object.values(config)) delete option.needs;
  try {
    return parseArgs({args, options: config, allowPositionals, strict: true});
  } catch (error) {
    const name = /'(-[^' ]+)/.exec(error.message)?.[1] ?? '';
    if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      throw new Error(`${name} needs ${options[name.replace(/^-+/, '')]?.needs ?? 'a value'}.`);
    }
    if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      throw new Error(`Unknown option ${name}. Usage: ${usage}`);
    }
    throw new Error(`${error.message}. Usage: ${usage}`);
  }
}

/** The files below `dir` whose names end with `ending`, as sorted `/`-paths relative to it. */
export function listFiles(dir, ending) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

export const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** A file's text, or null when there is no such file. */
export const readIfExists = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);

export function commandOnPath(command, env = process.env) {
  return (env.PATH ?? '')
    .split(path.delimiter)
    .map((dir) => dir && path.join(dir, command))
    .find((file) => file && fs.existsSync(file));
}

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

export function aptInstall(what, debianPackage, {env = process.env, log = console.log} = {}) {
  log(`${what} is missing: installing Debian's ${debianPackage} package with apt-get…`);
  const aptEnv = {...env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env: aptEnv});
  execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], {stdio: 'inherit', env: aptEnv});
}

/**
 * A check's verdict: `passed`, or `<title> failed: N problem(s)` and one indented line per problem
 * (`file:line: what is wrong — what to do`), with exit code 1.
 */
export function reportProblems(title, problems, passed) {
  if (problems.length === 0) {
    console.log(passed);
    return true;
  }
  console.error(`${title} failed: ${problems.length} problem(s)\n`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exitCode = 1;
  return false;
}

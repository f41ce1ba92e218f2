/**
 * The search plugin as patched by patches/ (applied by `npm install`'s
 * postinstall): the `searchExtension` option reaches the build and the
 * browser, and without it the plugin behaves as published.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {after, describe, it} from 'node:test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const pluginDir = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
const load = (file) => require(path.join(pluginDir, 'dist/server/server', file));

const {validateOptions} = load('index.js');
const {processPluginOptions} = load('utils/processPluginOptions.js');
const {generate} = load('utils/generate.js');
const {buildIndex} = load('utils/buildIndex.js');
const {getIndexHash} = load('utils/getIndexHash.js');

const EXTENSION = './src/search/extension.mjs';

function configOf(options, siteDir = root) {
  const validate = (schema, value) => {
    const {value: result, error} = schema.validate(value);
    if (error) throw error;
    return result;
  };
  return processPluginOptions(validateOptions({options, validate}), {
    siteDir,
    siteConfig: {themeConfig: {}},
  });
}

const temporary = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-plugin-'));
  temporary.push(dir);
  return dir;
}
after(() => {
  for (const dir of temporary) fs.rmSync(dir, {recursive: true, force: true});
});

describe('search plugin patch', () => {
  it('is applied (npm install runs patch-package)', () => {
    const types = fs.readFileSync(path.join(pluginDir, 'dist/types/index.d.ts'), 'utf8');
    assert.match(types, /searchExtension\?: string;/);
  });

  it('accepts the extension options and resolves the module against the site', () => {
    const config = configOf({
      language: ['bg', 'en'],
      searchExtension: EXTENSION,
      searchExtensionOptions: {demotedPaths: ['/changelog/'], perPage: 2},
    });
    assert.equal(config.searchExtension, path.join(root, 'src/search/extension.mjs'));
    assert.deepEqual(config.searchExtensionOptions, {demotedPaths: ['/changelog/'], perPage: 2});
  });

  it('gives the browser the extension, and Bulgarian from it rather than lunr-languages', () => {
    const dir = tempDir();
    const config = configOf({
      language: ['bg', 'en'],
      searchExtension: EXTENSION,
      searchExtensionOptions: {perPage: 2},
    });
    generate(config, dir);
    const constants = fs.readFileSync(path.join(dir, 'generated-constants.js'), 'utf8');
    assert.ok(
      constants.includes(
        `import * as searchExtensionModule from ${JSON.stringify(config.searchExtension)};`,
      ),
    );
    assert.match(constants, /export const searchExtension = searchExtensionModule;/);
    assert.match(constants, /export const searchExtensionOptions = \{"perPage":2\};/);
    assert.match(constants, /searchExtensionModule\.register\(lunr\);/);
    assert.match(constants, /lunr\.multi/);
    assert.doesNotMatch(constants, /lunr\.bg/);
  });

  it('without the option, generates what the published plugin does', () => {
    const dir = tempDir();
    generate(configOf({language: ['ru', 'en']}), dir);
    const constants = fs.readFileSync(path.join(dir, 'generated-constants.js'), 'utf8');
    assert.match(constants, /lunr-languages\/lunr\.ru\.js/);
    assert.match(constants, /export const searchExtension = null;/);
    assert.doesNotMatch(constants, /searchExtensionModule/);
  });

  it('builds the index with the Bulgarian pipeline', () => {
    const config = configOf({language: ['bg', 'en'], searchExtension: EXTENSION});
    const [titles] = buildIndex(
      [[{i: 1, t: 'Календарът и отстъпките', u: '/business/calendar/'}], [], [], [], []],
      config,
    );
    assert.deepEqual(titles.index.pipeline.toJSON(), ['stemmer-bg', 'stemmer']);
    assert.deepEqual(Object.keys(titles.index.invertedIndex).sort(), ['календар', 'отстъпк']);
  });

  it("counts the extension's files in the index hash", () => {
    const site = tempDir();
    fs.mkdirSync(path.join(site, 'docs'));
    fs.writeFileSync(path.join(site, 'docs/intro.md'), '# Intro\n');
    fs.mkdirSync(path.join(site, 'search'));
    fs.writeFileSync(path.join(site, 'search/extension.mjs'), 'export const languages = [];\n');
    fs.writeFileSync(path.join(site, 'search/stemmer.mjs'), 'export const version = 1;\n');
    const options = {hashed: true, docsDir: 'docs', indexBlog: false};
    const plain = getIndexHash(configOf(options, site));
    const config = configOf({...options, searchExtension: './search/extension.mjs'}, site);
    const before = getIndexHash(config);
    fs.writeFileSync(path.join(site, 'search/stemmer.mjs'), 'export const version = 2;\n');
    const afterChange = getIndexHash(config);
    assert.notEqual(before, plain);
    assert.notEqual(afterChange, before);
  });
});

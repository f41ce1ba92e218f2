import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';

import {judged, secondsSpread, STOCK_ANCHOR_SCRIPT} from '../bench-stock.mjs';
import {ROOT} from '../lib/cli.mjs';
import {summarizeLhr} from '../lib/lighthouse.mjs';

/** Runs the stock anchor's stubbing step (its Python) in `stockDir` over `project`'s content. */
function stubContent(project, stockDir) {
  const script = fs.readFileSync(STOCK_ANCHOR_SCRIPT, 'utf8');
  const python = /python3 - "\$PROJECT" <<'PY'\n([\s\S]*?)\nPY\n/.exec(script)?.[1];
  assert.ok(python, 'stock-anchor.sh has its stubbing step');
  for (const folder of ['docs', 'marketplace', 'changelog', 'i18n'])
    if (fs.existsSync(path.join(project, folder)))
      fs.symlinkSync(path.join(project, folder), path.join(stockDir, folder));
  return spawnSync('python3', ['-', project], {cwd: stockDir, input: python, encoding: 'utf8'});
}

test("the stock anchor gets, for each interactive part the articles import, the part's text for readers without it", () => {
  const stock = fs.mkdtempSync(path.join(os.tmpdir(), 'stock-stubs-'));
  const run = stubContent(ROOT, stock);
  assert.equal(run.status, 0, run.stderr);
  const stubs = fs
    .readdirSync(path.join(stock, 'src'), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx'))
    .sort();
  assert.deepEqual(stubs, [
    'components/BookingRulesSimulator/TryIt.bg.mdx',
    'components/BookingRulesSimulator/TryIt.en.mdx',
    'components/SmsCostCalculator/CostCalculator.bg.mdx',
    'components/SmsCostCalculator/CostCalculator.en.mdx',
  ]);
  for (const file of stubs) {
    const text = fs.readFileSync(path.join(stock, 'src', file), 'utf8');
    assert.doesNotMatch(text, /^(import|export)\s/m, file);
    // What the Markdown copy of the article says in the part's place.
    assert.match(text, /\]\(#(try-it|cost-calculator)\)/, file);
  }
  fs.rmSync(stock, {recursive: true, force: true});
});

test('an article importing a script from outside the content is named, and the anchor stops', () => {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'stock-project-'));
  const stock = fs.mkdtempSync(path.join(os.tmpdir(), 'stock-stubs-'));
  fs.mkdirSync(path.join(project, 'docs/a'), {recursive: true});
  fs.mkdirSync(path.join(project, 'src'), {recursive: true});
  fs.writeFileSync(path.join(project, 'src/widget.tsx'), 'export default () => null;\n');
  fs.writeFileSync(
    path.join(project, 'docs/a/page.mdx'),
    "import Widget from '../../src/widget.tsx';\n\n# Page\n",
  );
  const run = stubContent(project, stock);
  assert.notEqual(run.status, 0);
  assert.match(run.stderr, /docs\/a\/page\.mdx imports \.\.\/\.\.\/src\/widget\.tsx/);
  for (const dir of [project, stock]) fs.rmSync(dir, {recursive: true, force: true});
});

test('a ratio is judged against its goal, the goal named when missed', () => {
  assert.equal(judged(0.61, 0.7), '0.61 ✓');
  assert.equal(judged(0.75, 0.7), '0.75 ✗ (goal ≤ 0.70)');
  assert.equal(judged(0.31, 0.3), '0.31 ✗ (goal ≤ 0.30)');
});

test('a Lighthouse run without a performance score is an error, not a zero', () => {
  const performance = [{id: 'performance'}];
  assert.throws(
    () =>
      summarizeLhr(
        {requestedUrl: 'http://x/', runtimeError: {code: 'NO_FCP'}, categories: {}},
        performance,
      ),
    /could not measure http:\/\/x\/: NO_FCP/,
  );
  assert.throws(
    () => summarizeLhr({requestedUrl: 'http://x/', categories: {}, audits: {}}, performance),
    /no performance score for http:\/\/x\//,
  );
  const m = summarizeLhr(
    {
      categories: {performance: {score: 0.974}},
      audits: {
        'largest-contentful-paint': {numericValue: 1200},
        'total-blocking-time': {numericValue: 30},
      },
      environment: {benchmarkIndex: 1500},
    },
    performance,
  );
  assert.deepEqual(m.scores, {performance: 97});
  assert.equal(m.metrics['largest-contentful-paint'], 1200);
  assert.equal(m.benchmarkIndex, 1500);
});

test("a first search's median comes with its fastest and slowest run", () => {
  assert.equal(secondsSpread([1130, 918, 1162, 1004]), '0.92–1.16');
});

import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {fileURLToPath} from 'node:url';

import {
  judged,
  performanceOf,
  secondsSpread,
  stubsForOutsideImports,
} from '../../scripts/bench-stock.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test("the stock anchor gets, for each interactive part the articles import, the part's text for readers without it", () => {
  const stubs = stubsForOutsideImports(root);
  assert.deepEqual([...stubs.keys()].sort(), [
    'src/components/BookingRulesSimulator/TryIt.bg.mdx',
    'src/components/BookingRulesSimulator/TryIt.en.mdx',
    'src/components/SmsCostCalculator/CostCalculator.bg.mdx',
    'src/components/SmsCostCalculator/CostCalculator.en.mdx',
  ]);
  for (const [file, text] of stubs) {
    assert.doesNotMatch(text, /^(import|export)\s/m, file);
    // What the Markdown copy of the article says in the part's place.
    assert.match(text, /\]\(#(try-it|cost-calculator)\)/, file);
  }
});

test('an article importing a script from outside the content is named, not stubbed', () => {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'stock-stubs-'));
  fs.mkdirSync(path.join(project, 'docs/a'), {recursive: true});
  fs.mkdirSync(path.join(project, 'src'), {recursive: true});
  fs.writeFileSync(path.join(project, 'src/widget.tsx'), 'export default () => null;\n');
  fs.writeFileSync(
    path.join(project, 'docs/a/page.mdx'),
    "import Widget from '../../src/widget.tsx';\n\n# Page\n",
  );
  assert.throws(
    () => stubsForOutsideImports(project),
    /docs\/a\/page\.mdx imports \.\.\/\.\.\/src\/widget\.tsx/,
  );
  fs.rmSync(project, {recursive: true, force: true});
});

test('a ratio is judged against its goal, the goal named when missed', () => {
  assert.equal(judged(0.61, 0.7), '0.61 ✓');
  assert.equal(judged(0.75, 0.7), '0.75 ✗ (goal ≤ 0.70)');
  assert.equal(judged(0.31, 0.3), '0.31 ✗ (goal ≤ 0.30)');
});

test('a Lighthouse run without a performance score is an error, not a zero', () => {
  assert.throws(
    () =>
      performanceOf({requestedUrl: 'http://x/', runtimeError: {code: 'NO_FCP'}, categories: {}}),
    /could not measure http:\/\/x\/: NO_FCP/,
  );
  const m = performanceOf({
    categories: {performance: {score: 0.974}},
    audits: {
      'largest-contentful-paint': {numericValue: 1200},
      'total-blocking-time': {numericValue: 30},
    },
    environment: {benchmarkIndex: 1500},
  });
  assert.deepEqual(m.scores, {performance: 97});
  assert.equal(m.metrics['largest-contentful-paint'], 1200);
});

test("a first search's median comes with its fastest and slowest run", () => {
  assert.equal(secondsSpread([1130, 918, 1162, 1004]), '0.92–1.16');
});

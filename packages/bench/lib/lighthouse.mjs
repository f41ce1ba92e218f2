// Lighthouse results in the benches' terms: scores, metrics, the audits that cost points, the
// median run, and the tables and notes printed from them.
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';

import {chromiumPath} from './browser.mjs';
import {formatMs, formatTable} from './format.mjs';

export const CATEGORIES = [
  {id: 'performance', label: 'perf', target: 95},
  {id: 'accessibility', label: 'a11y', target: 100},
  {id: 'best-practices', label: 'bp', target: 100},
  {id: 'seo', label: 'seo', target: 100},
];

export const METRICS = [
  {id: 'first-contentful-paint', label: 'FCP'},
  {id: 'largest-contentful-paint', label: 'LCP'},
  {id: 'total-blocking-time', label: 'TBT'},
  {id: 'cumulative-layout-shift', label: 'CLS'},
  {id: 'speed-index', label: 'SI'},
];

const NO_GZIP = 'the plain server sends no gzip; production nginx does (run with --server=nginx)';
const NO_CACHE = 'the plain server sends no cache lifetimes; production nginx does';
const PLAIN_HTTP = 'the local server is plain http';
/** Audits that judge the local server more than the site, by the servers they judge. */
export const SERVER_AUDITS = {
  'uses-text-compression': {servers: ['serve'], note: NO_GZIP},
  'uses-long-cache-ttl': {servers: ['serve'], note: NO_CACHE},
  'cache-insight': {servers: ['serve'], note: NO_CACHE},
  'uses-http2': {servers: ['serve', 'nginx'], note: 'the local server speaks HTTP/1.1'},
  'is-on-https': {servers: ['serve', 'nginx'], note: PLAIN_HTTP},
  'redirects-http': {servers: ['serve', 'nginx'], note: PLAIN_HTTP},
};

/** SEO audits that look at the address: the site is served from 127.0.0.1, its links name SITE_URL. */
export const ORIGIN_SENSITIVE_SEO_AUDITS = ['canonical', 'hreflang', 'is-crawlable', 'robots-txt'];

/** The run reported: the median by performance score (of an even number, the lower middle). */
export function medianRun(runs) {
  if (runs.length === 0) throw new Error('No Lighthouse runs to take a median of.');
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The LCP element and its longest phase: "div.x > p “Slotera е…” — render delay 4.3 s of 4.8 s". */
export function lcpElementSummary(audit) {
  const [element, phases] = audit.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  if (!node) return audit.displayValue ?? '';
  const label = node.nodeLabel ? ` “${node.nodeLabel.slice(0, 40)}”` : '';
  const timings = (phases?.items ?? []).filter((p) => typeof p.timing === 'number');
  const total = timings.reduce((sum, p) => sum + p.timing, 0);
  const longest = timings.reduce((a, b) => (b.timing > (a?.timing ?? -1) ? b : a), undefined);
  const phase = longest
    ? ` — ${longest.phase.toLowerCase()} ${formatMs(longest.timing)} of ${formatMs(total)}`
    : '';
  return `${node.selector ?? node.snippet}${label}${phase}`;
}

/**
 * The audits that cost a category points, heaviest then worst first; for performance also the
 * failed diagnostics (under 0.5), which name what makes metrics slow.
 */
export function failingAudits(lhr, categoryId) {
  const failing = [];
  for (const ref of lhr.categories[categoryId].auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (['informative', 'notApplicable', 'manual', 'error'].includes(audit.scoreDisplayMode))
      continue;
    const diagnostic =
      categoryId === 'performance' && ref.group === 'diagnostics' && audit.score < 0.5;
    if (!(ref.weight > 0 || diagnostic)) continue;
    const lcp = ref.id === 'largest-contentful-paint-element';
    const displayValue = lcp ? lcpElementSummary(audit) : (audit.displayValue ?? '');
    const {title, score} = audit;
    failing.push({id: ref.id, title, score, weight: ref.weight, displayValue});
  }
  return failing.sort((a, b) => b.weight - a.weight || a.score - b.score);
}

/** One Lighthouse result in the benches' terms (the `categories` asked for); throws if the run failed. */
export function summarizeLhr(lhr, categories = CATEGORIES) {
  if (lhr.runtimeError)
    throw new Error(
      `Lighthouse could not measure ${lhr.requestedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message ?? ''}`.trimEnd(),
    );
  const scores = {};
  const failing = {};
  for (const {id} of categories) {
    const score = lhr.categories?.[id]?.score;
    if (typeof score !== 'number')
      throw new Error(`Lighthouse gave no ${id} score for ${lhr.requestedUrl}.`);
    scores[id] = Math.round(score * 100);
    failing[id] = failingAudits(lhr, id);
  }
  const metrics = Object.fromEntries(
    METRICS.map(({id}) => [id, lhr.audits[id]?.numericValue ?? null]),
  );
  const verdict = ({score}) => (score === null ? 'n/a' : score >= 1 ? 'pass' : 'fail');
  const seoAudits = ORIGIN_SENSITIVE_SEO_AUDITS.filter((id) => lhr.audits[id]);
  const originSeo = Object.fromEntries(seoAudits.map((id) => [id, verdict(lhr.audits[id])]));
  return {
    scores,
    metrics,
    failing,
    originSeo,
    version: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

/** Under this CPU benchmark index the machine is busy. */
export const BUSY_BENCHMARK_INDEX = 1000;
/** The index Lighthouse's 4× CPU slowdown is calibrated for (docs/throttling.md: 1500–2000). */
export const CALIBRATED_BENCHMARK_INDEX = 1500;

/**
 * The CPU benchmark index over the runs, warning of a busy or slow machine: simulated throttling
 * multiplies the CPU time it observes, and so TBT.
 */
export function benchmarkNote(indices) {
  const known = indices.filter((n) => typeof n === 'number');
  if (known.length === 0) return 'CPU benchmark index unknown';
  const low = Math.min(...known);
  const range = `CPU benchmark index ${low.toFixed(0)}–${Math.max(...known).toFixed(0)}`;
  const under = (limit) =>
    `${known.filter((n) => n < limit).length} of ${known.length} runs under ${limit}`;
  if (low < BUSY_BENCHMARK_INDEX)
    return `${range}: BUSY MACHINE — ${under(BUSY_BENCHMARK_INDEX)}; TBT and performance are worse than on a quiet machine, rerun when it is idle`;
  if (low < CALIBRATED_BENCHMARK_INDEX)
    return (
      `${range}: ${under(CALIBRATED_BENCHMARK_INDEX)}, ` +
      `the slowest machine Lighthouse's 4× CPU slowdown is calibrated for (a high-end desktop); ` +
      `on this one the simulated phone is slower than Lighthouse's, so TBT is higher and performance lower than Lighthouse's reference`
    );
  return `${range} (TBT grows on a busy machine: compare runs taken under similar load)`;
}

export const formatMetric = (id, value) =>
  id === 'cumulative-layout-shift' && value != null ? value.toFixed(3) : formatMs(value);

export const formatScore = (score, target) => (score >= target ? `${score}` : `${score} ✗`);

export function lighthouseTable(results) {
  const header = ['page', ...CATEGORIES.map((c) => c.label), ...METRICS.map((m) => m.label)];
  const targets = CATEGORIES.map((c) => (c.target < 100 ? `≥${c.target}` : c.target));
  const rows = results.map(({page, runs, median}) => [
    `${page.name} ${page.route}`,
    ...CATEGORIES.map((c) => formatScore(median.scores[c.id], c.target)),
    ...METRICS.map((m) => formatMetric(m.id, median.metrics[m.id])),
    runs.map((run) => run.scores.performance).join(', '),
  ]);
  return formatTable([[...header, 'perf of each run'], ['target', ...targets], ...rows]);
}

export function failingAuditsReport(results, server) {
  const lines = [];
  for (const {page, median} of results) {
    for (const category of CATEGORIES) {
      const score = median.scores[category.id];
      if (score >= category.target) continue;
      lines.push(
        `${page.name} ${page.route} — ${category.id} ${score} (target ${category.target < 100 ? '≥' : ''}${category.target}):`,
      );
      const audits = median.failing[category.id];
      if (audits.length === 0)
        lines.push('  (no single failed audit; the score is the sum of small ones)');
      for (const audit of audits) {
        const local = SERVER_AUDITS[audit.id];
        const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
        const note = local?.servers.includes(server) ? ` [local server: ${local.note}]` : '';
        const weight = audit.weight ? `, weight ${audit.weight}` : '';
        lines.push(
          `  ${audit.id}: ${audit.title}${value} (score ${audit.score.toFixed(2)}${weight})${note}`,
        );
      }
    }
  }
  return lines.join('\n');
}

export function originSeoReport(results) {
  const failures = results.flatMap(({page, median}) =>
    Object.entries(median.originSeo)
      .filter(([, verdict]) => verdict === 'fail')
      .map(([id]) => `${id} on ${page.route}`),
  );
  const ids = ORIGIN_SENSITIVE_SEO_AUDITS.join(', ');
  return failures.length === 0
    ? `Address-sensitive SEO audits (${ids}) pass on every page served from 127.0.0.1.`
    : `Address-sensitive SEO audits failing (${failures.join('; ')}): the site is served from 127.0.0.1 while its canonical and hreflang links name SITE_URL — check whether the failure is the local address before fixing the site.`;
}

// Chromium as Lighthouse drives it, headless; chrome-launcher's own default flags keep it silent
// on a machine without internet (no background networking, component updates, sync, first run).
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'];

/**
 * Runs `measure(audit)` with Lighthouse and the Chromium of its own chrome-launcher (the version it
 * tests), then stops both and `servers`. `audit(url, categories, output)`: one run, summarized.
 */
export async function withLighthouse(servers, measure) {
  let chrome;
  try {
    const {default: lighthouse} = await import('lighthouse');
    const launcher = createRequire(import.meta.resolve('lighthouse')).resolve('chrome-launcher');
    const chromeLauncher = await import(pathToFileURL(launcher).href);
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });
    return await measure(async (url, categories = CATEGORIES, output) => {
      const flags = {port: chrome.port, output, logLevel: 'error'};
      const result = await lighthouse(url, {...flags, onlyCategories: categories.map((c) => c.id)});
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
      return {...summarizeLhr(result.lhr, categories), report: result.report};
    });
  } finally {
    await chrome?.kill();
    for (const server of servers) await server.stop();
  }
}

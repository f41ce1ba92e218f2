// Figures as the benches print them, and the statistics they take of runs.

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

export function formatMs(ms) {
  if (ms === null || ms === undefined) return '–';
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

export const mark = (/** @type {boolean} */ ok) => (ok ? 'ok' : 'MISSED');

const finiteSorted = (/** @type {number[]} */ values) =>
  values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);

/** The median of the finite values (NaN when there is none). @param {number[]} values */
export function median(values) {
  const sorted = finiteSorted(values);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The p-th percentile (0–100) of the finite values, nearest rank (NaN when there is none). */
export function percentile(/** @type {number[]} */ values, /** @type {number} */ p) {
  const sorted = finiteSorted(values);
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1];
}

/**
 * Rows as a plain-text table: columns padded to a common width, the first left-aligned, the others
 * left-aligned too or, with `right`, right-aligned.
 * @param {{right?: boolean, gap?: string}} [options]
 */
export function formatTable(rows, {right = false, gap = '  '} = {}) {
  const widths = [];
  for (const row of rows)
    row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, String(cell).length)));
  const pad = (cell, i) =>
    i > 0 && right ? String(cell).padStart(widths[i]) : String(cell).padEnd(widths[i]);
  return rows.map((row) => row.map(pad).join(gap).trimEnd()).join('\n');
}

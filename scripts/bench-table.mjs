// The summary table of `npm run bench` (issue 11): every figure taken several times, reported as median, min, max
// and p95 in its unit.

/** Median, min, max, p95 (nearest rank) and mean of a list of numbers; undefined when there are none. */
export function summarize(samples) {
  const sorted = samples.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return undefined;
  const middle = Math.floor(n / 2);
  return {
    n,
    median: n % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2,
    min: sorted[0],
    max: sorted[n - 1],
    p95: sorted[Math.max(0, Math.ceil(0.95 * n) - 1)],
    mean: sorted.reduce((sum, value) => sum + value, 0) / n,
  };
}

const UNITS = {
  ms: { digits: 0, scale: 1 },
  KB: { digits: 1, scale: 1 / 1024 },
  MB: { digits: 1, scale: 1 / (1024 * 1024) },
  files: { digits: 0, scale: 1 },
  count: { digits: 0, scale: 1 },
  score: { digits: 4, scale: 1 },
  points: { digits: 0, scale: 1 },
  load: { digits: 2, scale: 1 },
};

/** One line of the summary: `samples` in the raw unit (bytes for KB). */
export function row(label, unit, samples, note = '') {
  return { label, unit, samples, stats: summarize(samples), note };
}

/** Prints rows as an aligned table: metric, unit, n, median, min, max, p95. */
export function printTable(title, rows) {
  const width = Math.max(44, ...rows.map((item) => item.label.length + 1));
  const cell = (value, unit) => {
    if (value === undefined) return '–'.padStart(9);
    const { digits, scale } = UNITS[unit] ?? UNITS.ms;
    return (value * scale).toFixed(digits).padStart(9);
  };
  console.log(`\n${title}`);
  console.log(
    `  ${'metric'.padEnd(width)}${'unit'.padEnd(6)}${'n'.padStart(3)}${['median', 'min', 'max', 'p95'].map((name) => name.padStart(9)).join('')}`,
  );
  for (const item of rows) {
    const { stats } = item;
    const cells = ['median', 'min', 'max', 'p95'].map((key) => cell(stats?.[key], item.unit)).join('');
    console.log(
      `  ${item.label.padEnd(width)}${item.unit.padEnd(6)}${String(stats?.n ?? 0).padStart(3)}${cells}${item.note ? `  ${item.note}` : ''}`,
    );
  }
}

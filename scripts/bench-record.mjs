// Each benchmark keeps its headline figures in bench-results/<name>.json, so that
// `npm run bench` can put every figure in one table (scripts/bench.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'bench-results');

/**
 * @param {string} name the file's name, e.g. "feed-api-postgres"
 * @param {{ measure: string; value: string; goal?: string }[]} rows figures already written with their units
 */
export function recordBench(name, rows) {
  mkdirSync(resultsDir, { recursive: true });
  const record = { name, date: new Date().toISOString(), loadAverage: Number(loadavg()[0].toFixed(1)), rows };
  writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify(record, null, 2)}\n`);
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

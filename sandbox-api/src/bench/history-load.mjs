// Load measurements of the history API (issue 11, "Sandbox that holds load"). Plain node with JSDoc types, so that
// scripts/bench.mjs can import it without a TypeScript step. Speed is measured here, never asserted in tests.
//
//   node sandbox-api/src/bench/history-load.mjs [baseUrl]
// signs in as anna.simple against a running sandbox and prints the figures (BENCH_RATE, BENCH_SECONDS,
// BENCH_ACCOUNT override the defaults). Only loopback addresses are accepted as a target.
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';

/** spec 01 §8: the method API answers `00` for success. */
const SUCCESS = '00';
/** A request still unanswered after this long counts as an error. */
const REQUEST_TIMEOUT_MS = 10_000;
const LOOPBACK = /^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?(\/|$)/;

/**
 * @typedef {object} LoadResult
 * @property {number} p50 median latency of the answered requests, ms
 * @property {number} p99 99th percentile latency of the answered requests, ms
 * @property {number} max slowest answered request, ms
 * @property {number} errors requests that failed, timed out, or answered anything but HTTP 200 with code 00
 * @property {number} count requests fired
 * @property {Record<string, number>} errorKinds how many errors of each kind (a timeout, an HTTP status, a code)
 */

/** @param {string} baseUrl */
function checkTarget(baseUrl) {
  if (!LOOPBACK.test(baseUrl)) throw new Error(`benchmarks only target loopback addresses, not ${baseUrl}`);
}

/**
 * The q-quantile (nearest rank) of the samples; 0 for none.
 * @param {number[]} sorted ascending
 * @param {number} q
 */
function quantile(sorted, q) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/**
 * Calls a method of the method API; resolves to its JSON answer, rejects on a transport error, a non-200 status,
 * a code other than 00 or a timeout.
 * @param {string} baseUrl
 * @param {string} token
 * @param {string} method
 * @param {Record<string, unknown>} body
 */
async function callMethod(baseUrl, token, method, body) {
  const response = await fetch(`${baseUrl}/api/v1/?method=${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ method, ...body }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const answer = await response.json();
  if (response.status !== 200 || answer.responseCode !== SUCCESS)
    throw new Error(`${method} answered HTTP ${response.status}, code ${answer.responseCode}`);
  return answer;
}

/**
 * Signs a simple-flow demo user in (PKCE, as scripts/bench.mjs does) and answers the access token.
 * @param {{ baseUrl: string, username?: string, password?: string }} options
 * @returns {Promise<string>}
 */
export async function signInForBench({
  baseUrl,
  username = 'anna.simple@demo.test',
  password = 'Demo-pass-1',
}) {
  checkTarget(baseUrl);
  const verifier = crypto.randomBytes(96).toString('base64url');
  const codeChallenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  const response = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client: 'bench', username, password, codeChallenge }),
  });
  const flow = await response.json();
  if (!flow.accessToken) throw new Error(`sign-in of ${username} gave no access token (${response.status})`);
  return flow.accessToken;
}

/**
 * Fires first-page `getTransactionHistory` requests at a fixed arrival rate for a fixed time, open loop: each
 * request leaves at its scheduled instant whether or not earlier ones have been answered, and its latency counts
 * from that instant (a server that falls behind shows it, instead of slowing the sender down).
 * @param {{ baseUrl: string, token: string, accountId: number, rate?: number, seconds?: number,
 *   pageNumber?: number }} options
 * @returns {Promise<LoadResult>}
 */
export async function benchHistoryLoad({
  baseUrl,
  token,
  accountId,
  rate = 50,
  seconds = 10,
  pageNumber = 1,
}) {
  checkTarget(baseUrl);
  if (!(rate > 0) || !(seconds > 0)) throw new Error('rate and seconds must be positive');
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  /** @type {Record<string, number>} */
  const errorKinds = {};
  /** @type {Promise<void>[]} */
  const requests = [];
  const started = performance.now();
  for (let index = 0; index < total; index += 1) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    requests.push(
      callMethod(baseUrl, token, 'getTransactionHistory', { accountId, pageNumber }).then(
        () => {
          latencies.push(performance.now() - due);
        },
        (/** @type {Error} */ error) => {
          errors += 1;
          const kind = error.name === 'TimeoutError' ? 'timeout' : error.message;
          errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
        },
      ),
    );
  }
  await Promise.all(requests);
  latencies.sort((a, b) => a - b);
  return {
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    errors,
    count: total,
    errorKinds,
  };
}

/**
 * Time from asking for a CSV export of the account's whole history to holding the downloaded file.
 * @param {{ baseUrl: string, token: string, accountId: number, pollMs?: number }} options
 * @returns {Promise<{ ms: number, rows: number }>}
 */
export async function benchExport({ baseUrl, token, accountId, pollMs = 50 }) {
  checkTarget(baseUrl);
  const started = performance.now();
  const { exportId } = await callMethod(baseUrl, token, 'exportTransactionHistory', { accountId });
  let status;
  for (;;) {
    status = await callMethod(baseUrl, token, 'getExportStatus', { exportId });
    if (status.status !== 'running') break;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  if (status.status !== 'done') throw new Error(`export ${exportId} ended ${status.status}`);
  const file = await fetch(`${baseUrl}${status.url}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!file.ok) throw new Error(`download of export ${exportId} answered HTTP ${file.status}`);
  const text = await file.text();
  const ms = performance.now() - started;
  // The header and one CRLF-ended record per line.
  return { ms, rows: text.split('\r\n').length - 2 };
}

/** @param {number} value */
const fixed = (value) => value.toFixed(1);

/** Lets requests abandoned by a phase drain from the server before the next one starts. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));

/** @param {string} label @param {LoadResult} load */
function report(label, load) {
  const kinds = Object.entries(load.errorKinds).map(([kind, count]) => `${count} ${kind}`);
  console.info(
    `${label}: p50 ${fixed(load.p50)} ms, p99 ${fixed(load.p99)} ms, max ${fixed(load.max)} ms, ` +
      `errors ${load.errors} of ${load.count}${kinds.length > 0 ? ` (${kinds.join(', ')})` : ''}`,
  );
}

async function main() {
  const baseUrl = process.argv[2] ?? process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:4391';
  const rate = Number(process.env.BENCH_RATE ?? 50);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const accountId = Number(process.env.BENCH_ACCOUNT ?? 100001);
  const token = await signInForBench({ baseUrl });
  // One call first, so that a cold start is not part of the figures.
  await callMethod(baseUrl, token, 'getTransactionHistory', { accountId, pageNumber: 1 });
  report(
    `history first page, ${rate}/s for ${seconds} s`,
    await benchHistoryLoad({ baseUrl, token, accountId, rate, seconds }),
  );
  await settle();
  const alone = await benchExport({ baseUrl, token, accountId });
  console.info(`CSV export alone: ${fixed(alone.ms)} ms, ${alone.rows} rows`);
  await settle();
  const [during, exported] = await Promise.all([
    benchHistoryLoad({ baseUrl, token, accountId, rate, seconds: 3 }),
    benchExport({ baseUrl, token, accountId }).catch((/** @type {Error} */ error) => error),
  ]);
  report(`history first page during an export, ${rate}/s for 3 s`, during);
  console.info(
    exported instanceof Error
      ? `CSV export under that load failed: ${exported.message}`
      : `CSV export under that load: ${fixed(exported.ms)} ms, ${exported.rows} rows`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

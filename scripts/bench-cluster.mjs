// `npm run bench -- cluster` (issue 34): balance inquiries and p2p transfers through HAProxy with autocannon, at 1, 2
// and N sandbox instances (scripts/cluster.mjs, each count on a fresh embedded PostgreSQL). Each load is paced (a
// fixed rate, so p99 is compared at equal offered load) and bounded (seconds and, for transfers, a request cap that the
// demo balance covers); then the same unpaced with a few connections, for the most each count serves. Speed is
// measured here, never asserted. On a machine of few cores the instances share them: that nothing fails and p99 stays
// bounded is what matters; the scaling ratio is printed for what it is, with the core count.
//
// Environment:
//   BENCH_CLUSTER_INSTANCES   the largest count (SANDBOX_INSTANCES, else 3); 1 and 2 are always run
//   BENCH_CLUSTER_RATE        paced requests a second (100)
//   BENCH_CLUSTER_SECONDS     seconds of each run (10)
//   BENCH_CLUSTER_CONNECTIONS connections of each run (10)
//   BENCH_CLUSTER_PORT        HAProxy's port (4490; the instances take the next ones)
//   BENCH_JSON=file           also writes the figures there
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { instancesFromEnv, startCluster } from './cluster.mjs';

const MAX = instancesFromEnv(process.env.BENCH_CLUSTER_INSTANCES ?? process.env.SANDBOX_INSTANCES);
const RATE = Number(process.env.BENCH_CLUSTER_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 4490);
/** Tina's 5,000 EUR pay about 4,100 transfers of 1 EUR and its 0.20 fee: each count's transfers stay below. */
const TRANSFER_CAP = 1800;
const PASSWORD = 'Demo-pass-1';
const TINA = { email: 'tina.transfers@demo.test', eur: 100401 };
const PAUL = { email: 'paul.payee@demo.test' };
const ANNA = { email: 'anna.simple@demo.test', eur: 100001 };

async function signIn(base, email) {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client: 'web',
      username: email,
      password: PASSWORD,
      codeChallenge: crypto.randomBytes(32).toString('base64url'),
    }),
  });
  const json = await response.json();
  if (!json.accessToken) throw new Error(`sign-in of ${email}: ${response.status} ${JSON.stringify(json)}`);
  return json.accessToken;
}

/** One autocannon run; an answer counts as an error unless it is 200 with the bank's `00`. */
function load({ url, token, method, body, paced, cap }) {
  let refused = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/api/v1/?method=${method}`,
        method: 'POST',
        connections: CONNECTIONS,
        duration: SECONDS,
        ...(cap ? { amount: cap } : {}),
        ...(paced ? { overallRate: RATE } : {}),
        timeout: 10,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'x-client-version': '2.1.2',
        },
        requests: [
          {
            // A new body for each request: each transfer with its own idempotency key.
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ method, lang: 'en', ...body() }),
            }),
            onResponse: (status, responseBody) => {
              if (status === 200 && !responseBody.includes('"responseCode":"00"')) refused += 1;
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, refused })),
    );
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    });
  });
}

const rows = [];
const cores = os.cpus().length;
console.log(
  `cluster bench: ${cores} cores, ${os.cpus()[0]?.model ?? 'cpu'}; paced ${RATE}/s and unpaced, ${SECONDS} s, ${CONNECTIONS} connections`,
);
const counts = [...new Set([1, 2, MAX])].sort((a, b) => a - b);
for (const instances of counts) {
  console.log(`\n━━ ${instances} instance${instances === 1 ? '' : 's'}: starting`);
  const cluster = await startCluster({
    instances,
    sandboxPort: PORT,
    quiet: true,
    sandboxEnv: { SANDBOX_DEMO_HISTORY: '200', LOG_LEVEL: 'error' },
  });
  try {
    const anna = await signIn(cluster.sandboxUrl, ANNA.email);
    const tina = await signIn(cluster.sandboxUrl, TINA.email);
    const scenarios = [
      { name: 'balance inquiry', token: anna, method: 'balanceInquiry', body: () => ({}) },
      {
        name: 'p2p transfer',
        token: tina,
        method: 'transferP2p',
        body: () => ({
          accountId: TINA.eur,
          amount: '1',
          currency: 'EUR',
          toEmail: PAUL.email,
          idempotencyKey: crypto.randomUUID(),
        }),
        cap: TRANSFER_CAP / 2,
      },
    ];
    for (const scenario of scenarios)
      for (const paced of [true, false]) {
        const { result, refused } = await load({ url: cluster.sandboxUrl, ...scenario, paced });
        const errors = result.errors + result.timeouts + result.non2xx + refused;
        const row = {
          instances,
          scenario: scenario.name,
          load: paced ? `paced ${RATE}/s` : `unpaced ×${CONNECTIONS}`,
          requests: result.requests.total,
          perSecond: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          max: result.latency.max,
          errors,
          loadAverage: os.loadavg()[0].toFixed(2),
        };
        rows.push(row);
        console.log(
          `  ${row.scenario.padEnd(16)} ${row.load.padEnd(14)} ${String(row.perSecond).padStart(5)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${errors}`,
        );
      }
  } finally {
    cluster.stop();
    // HAProxy and the instances let go of their ports before the next count takes them.
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

console.log(`\nSummary (${cores} cores; the instances share them):`);
console.table(
  rows.map((row) => ({
    instances: row.instances,
    scenario: row.scenario,
    load: row.load,
    'req/s': row.perSecond,
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    'max ms': row.max,
    errors: row.errors,
    'load avg': row.loadAverage,
  })),
);
for (const scenario of ['balance inquiry', 'p2p transfer']) {
  const unpaced = (n) =>
    rows.find((row) => row.instances === n && row.scenario === scenario && !row.load.startsWith('paced'));
  const one = unpaced(1);
  const ratios = counts
    .slice(1)
    .map((n) => `${n}: ×${(unpaced(n).perSecond / Math.max(1, one.perSecond)).toFixed(2)}`)
    .join(', ');
  console.log(`${scenario}: unpaced throughput against 1 instance: ${ratios} (on ${cores} cores)`);
}
if (process.env.BENCH_JSON)
  fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify({ cores, rows }, null, 2));
const failed = rows.reduce((sum, row) => sum + row.errors, 0);
process.exit(failed === 0 ? 0 : 1);

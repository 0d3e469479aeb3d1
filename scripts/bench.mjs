// `npm run bench`: speed is measured here, never asserted in tests. Starts an in-memory sandbox and times the
// calls behind "sign in and see balances" (login with PKCE, customer info, balance inquiry), then reports
// median and 95th percentile. Later areas add their own measurements here.
import crypto from 'node:crypto';
import { startSandbox } from './serve.mjs';

const PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4390);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const base = `http://127.0.0.1:${PORT}`;

const post = async (path, body, token) => {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return response.json();
};

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`;
}

const sandbox = await startSandbox({ port: PORT, env: { SANDBOX_DB: 'memory' } });
try {
  const timings = { login: [], customerInfo: [], balanceInquiry: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const verifier = crypto.randomBytes(96).toString('base64url');
    const codeChallenge = crypto.createHash('sha256').update(verifier).digest('base64url');
    let started = performance.now();
    const flow = await post('/auth/login', {
      client: 'bench',
      username: 'anna.simple@demo.test',
      password: 'Demo-pass-1',
      codeChallenge,
    });
    timings.login.push(performance.now() - started);
    started = performance.now();
    await post('/api/v1/?method=getCustomerInfo', { method: 'getCustomerInfo' }, flow.accessToken);
    timings.customerInfo.push(performance.now() - started);
    started = performance.now();
    const balances = await post(
      '/api/v1/?method=balanceInquiry',
      { method: 'balanceInquiry' },
      flow.accessToken,
    );
    timings.balanceInquiry.push(performance.now() - started);
    if (balances.responseCode !== '00') throw new Error(`balanceInquiry answered ${balances.responseCode}`);
  }
  console.log(`sandbox, ${ROUNDS} rounds (PGlite in memory):`);
  for (const [name, samples] of Object.entries(timings))
    console.log(`  ${name.padEnd(15)} ${stats(samples)}`);
} finally {
  sandbox.kill();
}

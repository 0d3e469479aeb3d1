// `npm run bench`: speed is measured here, never asserted in tests. Starts an in-memory sandbox and times:
//  1. the calls behind "sign in and see balances" (login with PKCE, customer info, balance inquiry);
//  2. the large history (issue 4): for the demo user with 10,000 transactions, the first history page, the next
//     page, and a CSV export of the whole account until it is ready and downloaded;
//  3. the same in the browser against the production build (dist/deploy, built when missing): sign in, open the
//     history, time to the first row, to the next page after a click, and to the finished CSV download.
// Reports median and 95th percentile.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startPortal, startSandbox } from './serve.mjs';

const PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4390);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const HISTORY_ROUNDS = Number(process.env.BENCH_HISTORY_ROUNDS ?? 20);
const EXPORT_ROUNDS = Number(process.env.BENCH_EXPORT_ROUNDS ?? 5);
const BROWSER_ROUNDS = Number(process.env.BENCH_BROWSER_ROUNDS ?? 3);
const PORTAL_PORT = Number(process.env.BENCH_PORTAL_PORT ?? 8390);
const HISTORY_ACCOUNT = 100001;
const root = path.resolve(import.meta.dirname, '..');
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

async function signIn() {
  const verifier = crypto.randomBytes(96).toString('base64url');
  const codeChallenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  const flow = await post('/auth/login', {
    client: 'bench',
    username: 'anna.simple@demo.test',
    password: 'Demo-pass-1',
    codeChallenge,
  });
  return flow.accessToken;
}

const call = async (method, body, token) => {
  const answer = await post(`/api/v1/?method=${method}`, { method, ...body }, token);
  if (answer.responseCode !== '00') throw new Error(`${method} answered ${answer.responseCode}`);
  return answer;
};

async function benchSignIn() {
  const timings = { login: [], customerInfo: [], balanceInquiry: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    let started = performance.now();
    const token = await signIn();
    timings.login.push(performance.now() - started);
    started = performance.now();
    await post('/api/v1/?method=getCustomerInfo', { method: 'getCustomerInfo' }, token);
    timings.customerInfo.push(performance.now() - started);
    started = performance.now();
    await call('balanceInquiry', {}, token);
    timings.balanceInquiry.push(performance.now() - started);
  }
  console.log(`sandbox, ${ROUNDS} rounds (PGlite in memory):`);
  for (const [name, samples] of Object.entries(timings))
    console.log(`  ${name.padEnd(15)} ${stats(samples)}`);
}

async function benchHistoryApi() {
  const token = await signIn();
  const timings = { firstPage: [], nextPage: [], csvExport: [] };
  let results = 0;
  for (let round = 0; round < HISTORY_ROUNDS; round += 1) {
    let started = performance.now();
    const first = await call('getTransactionHistory', { accountId: HISTORY_ACCOUNT, pageNumber: 1 }, token);
    timings.firstPage.push(performance.now() - started);
    results = first.results;
    started = performance.now();
    await call('getTransactionHistory', { accountId: HISTORY_ACCOUNT, pageNumber: 2 }, token);
    timings.nextPage.push(performance.now() - started);
  }
  let rows = 0;
  for (let round = 0; round < EXPORT_ROUNDS; round += 1) {
    const started = performance.now();
    const { exportId } = await call('exportTransactionHistory', { accountId: HISTORY_ACCOUNT }, token);
    let status;
    do {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = await call('getExportStatus', { exportId }, token);
    } while (status.status === 'running');
    if (status.status !== 'done') throw new Error(`export ${exportId} ${status.status}`);
    const file = await fetch(`${base}${status.url}`);
    const text = await file.text();
    timings.csvExport.push(performance.now() - started);
    rows = text.trimEnd().split('\n').length - 1;
  }
  console.log(`history API, account ${HISTORY_ACCOUNT} with ${results} transactions:`);
  console.log(`  ${'first page'.padEnd(15)} ${stats(timings.firstPage)} (${HISTORY_ROUNDS} rounds)`);
  console.log(`  ${'next page'.padEnd(15)} ${stats(timings.nextPage)} (${HISTORY_ROUNDS} rounds)`);
  console.log(
    `  ${'CSV export'.padEnd(15)} ${stats(timings.csvExport)} (${EXPORT_ROUNDS} rounds, ${rows} rows)`,
  );
}

async function benchHistoryBrowser() {
  const deployDir = path.join(root, 'dist', 'deploy');
  if (!fs.existsSync(path.join(deployDir, 'index.html'))) {
    const { buildAll } = await import('./deploy.mjs');
    await buildAll();
  }
  const { chromium } = await import('@playwright/test');
  const server = await startPortal({ port: PORTAL_PORT, deployDir, sandboxUrl: base, brand: 'aurora' });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const timings = { firstRow: [], nextPage: [], csvDownload: [] };
  try {
    for (let round = 0; round < BROWSER_ROUNDS; round += 1) {
      const context = await browser.newContext({ acceptDownloads: true });
      const page = await context.newPage();
      await page.goto(`http://localhost:${PORTAL_PORT}/login`);
      await page.getByLabel('E-mail').fill('anna.simple@demo.test');
      await page.getByLabel('Password', { exact: true }).fill('Demo-pass-1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/home');
      const rows = page.locator('table tbody tr');
      let started = performance.now();
      await page.getByRole('link', { name: 'History' }).click();
      await rows.first().waitFor();
      timings.firstRow.push(performance.now() - started);
      const firstText = await rows.first().innerText();
      started = performance.now();
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.waitForFunction(
        (before) => document.querySelector('table tbody tr')?.innerText !== before,
        firstText,
      );
      timings.nextPage.push(performance.now() - started);
      started = performance.now();
      const download = page.waitForEvent('download', { timeout: 120_000 });
      await page.getByRole('button', { name: 'Export CSV' }).click();
      await page
        .getByRole('dialog', { name: 'Export to CSV' })
        .getByRole('button', { name: 'Start the export' })
        .click();
      await (await download).path();
      timings.csvDownload.push(performance.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`history in the browser (Chromium, production build), ${BROWSER_ROUNDS} rounds:`);
  console.log(`  ${'first row'.padEnd(15)} ${stats(timings.firstRow)}`);
  console.log(`  ${'next page'.padEnd(15)} ${stats(timings.nextPage)}`);
  console.log(`  ${'CSV download'.padEnd(15)} ${stats(timings.csvDownload)}`);
}

const sandbox = await startSandbox({ port: PORT, env: { SANDBOX_DB: 'memory' } });
try {
  await benchSignIn();
  await benchHistoryApi();
  if (process.env.BENCH_BROWSER !== 'off') await benchHistoryBrowser();
} finally {
  sandbox.kill();
}

// The sandbox API part of `npm run bench` (scripts/bench.mjs, part `api`): the calls behind "sign in and see
// balances", and the large history (issue 4): its pages, its CSV export, a statement PDF (issue 35), a 12-month
// camt.053 with its peak memory (issue 51), the document module alone, and the first page under an open-loop load
// (issue 11). Returns the rows of the bench's table.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { row } from './bench-browser.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Times the sandbox API at `base`: `rounds` sign-ins, `historyRounds` history pages, `exportRounds` exports, and
 * `loadRounds` rounds of `loadRate` requests a second for `loadSeconds` on account `historyAccount`.
 */
export async function benchSandboxApi({
  base,
  rounds: ROUNDS,
  historyRounds: HISTORY_ROUNDS,
  exportRounds: EXPORT_ROUNDS,
  loadRate: LOAD_RATE,
  loadSeconds: LOAD_SECONDS,
  loadRounds: LOAD_ROUNDS,
  historyAccount: HISTORY_ACCOUNT,
}) {
  const post = async (path, body, token) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return response.json();
  };

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
  /** Starts an export of the history and polls every `pollMs` until it is done; its address to download. */
  const exported = async (request, token, pollMs) => {
    const { exportId } = await call('exportTransactionHistory', request, token);
    let status;
    do {
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      status = await call('getExportStatus', { exportId }, token);
    } while (status.status === 'running');
    if (status.status !== 'done') throw new Error(`export ${exportId} ${status.status}`);
    return status.url;
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
    return [
      row('API login (PKCE)', 'ms', timings.login),
      row('API getCustomerInfo', 'ms', timings.customerInfo),
      row('API balanceInquiry', 'ms', timings.balanceInquiry),
    ];
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
      const url = await exported({ accountId: HISTORY_ACCOUNT }, token, 50);
      const file = await fetch(`${base}${url}`);
      const text = await file.text();
      timings.csvExport.push(performance.now() - started);
      rows = text.trimEnd().split('\n').length - 1;
    }
    // Issue 35: a statement PDF (the document module, embedded fonts, tagged) of the big history's busiest month,
    // exported and downloaded through the API in Russian, and the module alone drawing every line of the history.
    const { exports: months } = await call(
      'getStatementExports',
      { accountId: HISTORY_ACCOUNT, source: 'monthly', pageNumber: 1 },
      token,
    );
    const busiest = months.reduce((best, month) => (month.transactions > best.transactions ? month : best));
    const lastDay = new Date(Date.UTC(busiest.year, busiest.month, 0)).toISOString().slice(0, 10);
    timings.statement = [];
    for (let round = 0; round < EXPORT_ROUNDS; round += 1) {
      const started = performance.now();
      const url = await exported(
        {
          accountId: HISTORY_ACCOUNT,
          fromDate: busiest.dateFrom,
          toDate: lastDay,
          source: 'statement',
          lang: 'ru',
        },
        token,
        20,
      );
      await (await fetch(`${base}${url}`)).arrayBuffer();
      timings.statement.push(performance.now() - started);
    }
    const whole = JSON.parse(
      execFileSync(
        process.execPath,
        ['--import', 'tsx', 'src/bench/statement-pdf.ts', String(results), String(EXPORT_ROUNDS)],
        {
          cwd: path.join(root, 'sandbox-api'),
          encoding: 'utf8',
          maxBuffer: 16 * 1024 * 1024,
        },
      ),
    );
    // Issue 51 item 6: a 12-month camt.053 of the same account, in a process of its own to read its peak memory.
    const accounting = JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--expose-gc',
          '--import',
          'tsx',
          'src/bench/accounting-export.ts',
          String(EXPORT_ROUNDS),
          'camt053',
        ],
        {
          cwd: path.join(root, 'sandbox-api'),
          encoding: 'utf8',
          maxBuffer: 16 * 1024 * 1024,
          env: { ...process.env, SANDBOX_DB: 'memory', LOG_LEVEL: 'warn' },
        },
      ),
    );
    const { benchHistoryLoad } = await import('../sandbox-api/src/bench/history-load.mjs');
    const loads = [];
    for (let round = 0; round < LOAD_ROUNDS; round += 1)
      loads.push(
        await benchHistoryLoad({
          baseUrl: base,
          token,
          accountId: HISTORY_ACCOUNT,
          rate: LOAD_RATE,
          seconds: LOAD_SECONDS,
        }),
      );
    const under = `${LOAD_RATE} req/s for ${LOAD_SECONDS} s, per round`;
    const of = `account ${HISTORY_ACCOUNT}, ${results} transactions`;
    return [
      row(
        `API history first page at ${LOAD_RATE}/s, p50`,
        'ms',
        loads.map((load) => load.p50),
        under,
      ),
      row(
        `API history first page at ${LOAD_RATE}/s, p99`,
        'ms',
        loads.map((load) => load.p99),
        under,
      ),
      row(
        `API history first page at ${LOAD_RATE}/s, errors`,
        'count',
        loads.map((load) => load.errors),
        `of ${loads.reduce((sum, load) => sum + load.count, 0)} requests`,
      ),
      row('API history first page', 'ms', timings.firstPage, of),
      row('API history next page', 'ms', timings.nextPage, of),
      row('API history CSV export + download', 'ms', timings.csvExport, `${rows} rows`),
      row(
        'API statement PDF export + download (ru), busiest month',
        'ms',
        timings.statement,
        `${busiest.transactions} lines, ${busiest.dateFrom.slice(0, 7)}`,
      ),
      row(
        'camt.053 of 12 months: export + streamed download',
        'ms',
        accounting.times,
        `${accounting.lines} entries, ${(accounting.bytes / 1e6).toFixed(1)} MB, ${accounting.fromDate}…${accounting.toDate}`,
      ),
      row('camt.053 of 12 months: peak RSS growth', 'MB', accounting.rss, 'over the process after a GC'),
      row(
        'camt.053 of 12 months: peak heap + external growth',
        'MB',
        accounting.heap,
        'over the process after a GC',
      ),
      row(
        'statement PDF of the whole history (document module alone)',
        'ms',
        whole.times,
        `${whole.lines} lines, ${(whole.bytes / 1e6).toFixed(1)} MB, tagged`,
      ),
    ];
  }

  return [...(await benchSignIn()), ...(await benchHistoryApi())];
}

/* global describe, it, expect, beforeAll, afterAll, jest -- jest's globals */
// The cluster of `npm run start:cluster` under test (issue 34, "Done when"): three sandbox instances on the embedded
// PostgreSQL behind HAProxy, as scripts/cluster.mjs starts them; requests go through HAProxy or to one instance.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { startCluster } from './cluster.mjs';

const root = path.resolve(import.meta.dirname, '..');
// The sandbox's own packages: the PostgreSQL client and the WebSocket client its tests use.
const sandboxRequire = createRequire(path.join(root, 'sandbox-api', 'package.json'));
const pg = sandboxRequire('pg');
const WebSocket = sandboxRequire('ws');

const PASSWORD = 'Demo-pass-1';
const TINA = { email: 'tina.transfers@demo.test', customerId: 20401, eur: 100401 };
const PAUL = { email: 'paul.payee@demo.test', customerId: 20402, eur: 100404 };
const SMS_USER = 'sam.sms@demo.test';
const PARALLEL_TRANSFERS = 50;

jest.setTimeout(120_000);

let cluster;
let db;
let A;
let B;
let C;

/** A base port with it and the next three free (HAProxy and three instances). */
async function freeBasePort() {
  const free = (port) =>
    new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = 20_000 + crypto.randomInt(0, 20_000);
    if ((await Promise.all([0, 1, 2, 3].map((offset) => free(base + offset)))).every(Boolean)) return base;
  }
  throw new Error('no four free ports');
}

async function post(base, pathname, body, headers = {}) {
  const response = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-version': '2.1.2', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = { text };
  }
  return { status: response.status, json };
}

const call = (base, method, accessToken, body = {}) =>
  post(
    `${base}`,
    `/api/v1/?method=${method}`,
    { method, lang: 'en', ...body },
    { authorization: `Bearer ${accessToken}` },
  );

async function signIn(base, email) {
  const codeChallenge = crypto.randomBytes(32).toString('base64url');
  const { status, json } = await post(base, '/auth/login', {
    client: 'web',
    username: email,
    password: PASSWORD,
    codeChallenge,
  });
  if (status !== 200 || !json.accessToken)
    throw new Error(`sign-in of ${email}: ${status} ${JSON.stringify(json)}`);
  return json.accessToken;
}

/** A live-channel socket: authenticated, queueing what it receives. */
async function live(base, token, since) {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/live`);
  const queue = [];
  const waiters = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const closed = new Promise((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const next = (ms = 15_000) =>
    queue.length
      ? Promise.resolve(queue.shift())
      : new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no live message in time')), ms);
          waiters.push((message) => (clearTimeout(timer), resolve(message)));
        });
  /** The next message of this type, skipping others. */
  const nextOf = async (type, ms) => {
    for (;;) {
      const message = await next(ms);
      if (message.type === type) return message;
    }
  };
  socket.send(JSON.stringify({ type: 'auth', token, ...(since === undefined ? {} : { since }) }));
  expect((await next()).type).toBe('auth.ok');
  return { socket, next, nextOf, closed, close: () => socket.close() };
}

const balance = async (accountId) =>
  (await db.query('select balance::text as balance from accounts where id = $1', [accountId])).rows[0]
    .balance;
const journalCount = async (customerId) =>
  Number(
    (await db.query('select count(*) from journals where customer_id = $1', [customerId])).rows[0].count,
  );
const ledgerSums = async () =>
  (
    await db.query(
      'select currency_code, sum(amount)::text as sum from ledger_entries group by currency_code',
    )
  ).rows;
const cents = (amount) => Math.round(Number(amount) * 100);

beforeAll(async () => {
  const base = await freeBasePort();
  cluster = await startCluster({
    instances: 3,
    sandboxPort: base,
    quiet: true,
    // A small history for the large-history demo user: the cluster's start is what is timed here, not the seed.
    sandboxEnv: { SANDBOX_DEMO_HISTORY: '200', LOG_LEVEL: 'error' },
  });
  [A, B, C] = cluster.instances.map((instance) => instance.url);
  db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
}, 300_000);

afterAll(async () => {
  await db?.end();
  cluster?.stop();
});

describe('three sandbox instances behind HAProxy on one PostgreSQL', () => {
  it('started at once, they ran the migrations once', async () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(root, 'sandbox-api', 'drizzle', 'meta', '_journal.json'), 'utf8'),
    );
    const { rows } = await db.query('select hash from drizzle.__drizzle_migrations');
    expect(rows).toHaveLength(journal.entries.length);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(rows.length);
    for (const url of [A, B, C, cluster.sandboxUrl])
      expect((await fetch(`${url}/service/ready`)).status).toBe(200);
  });

  it('a transfer made through instance A is pushed to the WebSocket held on instance C', async () => {
    const token = await signIn(A, TINA.email);
    const onC = await live(C, token);

    const { json } = await call(A, 'transferP2p', token, {
      accountId: TINA.eur,
      amount: '1',
      currency: 'EUR',
      toEmail: PAUL.email,
      idempotencyKey: `live-${crypto.randomUUID()}`,
    });

    expect(json.responseCode).toBe('00');
    const event = await onC.nextOf('transaction');
    expect(event.payload.accountId).toBe(TINA.eur);
    expect(event.id).toEqual(expect.any(Number));
    onC.close();
  });

  it('the same idempotency key sent to A and B at the same moment executes once', async () => {
    const token = await signIn(cluster.sandboxUrl, TINA.email);
    const before = await journalCount(TINA.customerId);
    const body = {
      accountId: TINA.eur,
      amount: '2',
      currency: 'EUR',
      toEmail: PAUL.email,
      idempotencyKey: `twice-${crypto.randomUUID()}`,
    };

    const answers = await Promise.all([
      call(A, 'transferP2p', token, body),
      call(B, 'transferP2p', token, body),
    ]);

    expect(answers.map((answer) => answer.json.responseCode)).toEqual(['00', '00']);
    expect(answers[1].json.transactionId).toBe(answers[0].json.transactionId);
    expect(await journalCount(TINA.customerId)).toBe(before + 1);
  });

  it('crossing transfers A→B and B→A through different instances: none answers 500', async () => {
    const [tina, paul] = await Promise.all([signIn(A, TINA.email), signIn(B, PAUL.email)]);
    const instances = [A, B, C];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => [
        call(instances[index % 3], 'transferP2p', tina, {
          accountId: TINA.eur,
          amount: '3',
          currency: 'EUR',
          toEmail: PAUL.email,
          idempotencyKey: `cross-t-${index}-${crypto.randomUUID()}`,
        }),
        call(instances[(index + 1) % 3], 'transferP2p', paul, {
          accountId: PAUL.eur,
          amount: '3',
          currency: 'EUR',
          toEmail: TINA.email,
          idempotencyKey: `cross-p-${index}-${crypto.randomUUID()}`,
        }),
      ]).flat(),
    );

    expect(answers.map((answer) => [answer.status, answer.json.responseCode])).toEqual(
      answers.map(() => [200, '00']),
    );
    for (const row of await ledgerSums()) expect(cents(row.sum)).toBe(0);
  });

  it('a limit of 5 sign-in codes per 15 minutes holds across the instances behind HAProxy', async () => {
    const login = () =>
      post(cluster.sandboxUrl, '/auth/login', {
        client: 'web',
        username: SMS_USER,
        password: PASSWORD,
        codeChallenge: crypto.randomBytes(32).toString('base64url'),
      });
    const statuses = [];
    // Round robin: the five land on all three instances.
    for (let index = 0; index < 5; index += 1) statuses.push((await login()).status);
    const after = await Promise.all([login(), login(), login()]);

    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(after.map((answer) => answer.status)).toEqual([429, 429, 429]);
  });

  it('kill -9 of one instance during 50 parallel transfers: nothing acknowledged is lost or doubled, the ledger sums to zero, the signed-in client goes on', async () => {
    const token = await signIn(cluster.sandboxUrl, TINA.email);
    const tab = await live(cluster.sandboxUrl, token);
    const startBalance = cents(await balance(TINA.eur));
    const startJournals = await journalCount(TINA.customerId);
    const keys = Array.from(
      { length: PARALLEL_TRANSFERS },
      (_, index) => `kill-${index}-${crypto.randomUUID()}`,
    );
    const victim = cluster.instances[1];

    // Each transfer as a client sends it: an answer that is not the bank's (a dropped connection, a 502/503 of the
    // balancer) is sent again with the same key until the bank answers.
    const transfer = async (idempotencyKey) => {
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const answer = await call(cluster.sandboxUrl, 'transferP2p', token, {
          accountId: TINA.eur,
          amount: '10',
          currency: 'EUR',
          toEmail: PAUL.email,
          idempotencyKey,
        }).catch((error) => ({ status: 0, json: { error: String(error) } }));
        if (answer.status === 200) return { idempotencyKey, attempts: attempt + 1, ...answer };
        if (answer.status === 500) return { idempotencyKey, attempts: attempt + 1, ...answer };
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return { idempotencyKey, status: -1, json: {} };
    };
    const running = keys.map((key, index) =>
      new Promise((resolve) => setTimeout(resolve, index * 10)).then(() => transfer(key)),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    process.kill(victim.child.pid, 'SIGKILL');
    const answers = await Promise.all(running);

    // Every transfer got the bank's answer (none a 500), each key one transaction.
    expect(answers.map((answer) => [answer.status, answer.json.responseCode])).toEqual(
      answers.map(() => [200, '00']),
    );
    expect(new Set(answers.map((answer) => answer.json.transactionId)).size).toBe(PARALLEL_TRANSFERS);
    // Exactly one journal per key: none lost, none twice; the balance moved by exactly 50 × (10 + 0.20).
    expect(await journalCount(TINA.customerId)).toBe(startJournals + PARALLEL_TRANSFERS);
    expect(cents(await balance(TINA.eur))).toBe(startBalance - PARALLEL_TRANSFERS * 1020);
    for (const row of await ledgerSums()) expect(cents(row.sum)).toBe(0);

    // HAProxy has taken the dead instance out: every request answers, and the signed-in client goes on.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    for (let index = 0; index < 6; index += 1)
      expect((await call(cluster.sandboxUrl, 'getCustomerInfo', token)).json.responseCode).toBe('00');
    // Its socket, wherever it was, reconnects through HAProxy with the last event id and misses nothing.
    let lastId = 0;
    for (;;) {
      const message = await Promise.race([tab.next(1000), tab.closed.then(() => null)]).catch(() => null);
      if (!message) break;
      if (typeof message.id === 'number') lastId = Math.max(lastId, message.id);
    }
    tab.close();
    const again = await live(cluster.sandboxUrl, token, lastId);
    const { json } = await call(cluster.sandboxUrl, 'transferP2p', token, {
      accountId: TINA.eur,
      amount: '1',
      currency: 'EUR',
      toEmail: PAUL.email,
      idempotencyKey: `after-${crypto.randomUUID()}`,
    });
    expect(json.responseCode).toBe('00');
    expect((await again.nextOf('transaction')).payload.accountId).toBe(TINA.eur);
    again.close();
  });
});

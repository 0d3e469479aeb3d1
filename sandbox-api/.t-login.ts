import { randomBytes } from 'node:crypto';
import { buildApp } from './src/app';
import { openDatabase } from './src/db/client';
import { resetDatabase } from './src/db/seed';
import { callMethod, pkcePair, postLogin } from './src/testing/sandbox';
const database = await openDatabase({ kind: 'pglite-memory' });
const app = await buildApp({ database, config: { jwtSecret: randomBytes(32), toolsEnabled: true, demoHistoryTransactions: 150 } });
let t = Date.now();
await resetDatabase(database.db, { historyTransactions: 150 });
console.log('reset', Date.now() - t);
t = Date.now();
await resetDatabase(database.db, { historyTransactions: 150 });
console.log('reset2', Date.now() - t);
for (let i = 0; i < 6; i++) {
  const t0 = performance.now();
  const login = await postLogin(app, { username: 'anna.simple@demo.test', codeChallenge: pkcePair().codeChallenge });
  const t1 = performance.now();
  const body = login.json();
  const token = body.accessToken ?? body.tokens?.accessToken;
  const ci = await callMethod(app, 'getCustomerInfo', { accessToken: token });
  const t2 = performance.now();
  const bi = await callMethod(app, 'balanceInquiry', { accessToken: token });
  const t3 = performance.now();
  console.log(login.statusCode, Object.keys(body).join(','), ci.statusCode, bi.statusCode, 'login', (t1 - t0).toFixed(1), 'info', (t2 - t1).toFixed(1), 'balance', (t3 - t2).toFixed(1));
}
await app.close(); await database.close();

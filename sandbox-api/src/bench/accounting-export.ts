// `npm run bench` (scripts/bench-api.mjs) runs this with tsx and --expose-gc: a 12-month camt.053 of anna.simple's
// EUR account (the demo's large history, issue 51 item 6) exported and downloaded `rounds` times in one process with
// an in-memory sandbox, printing as JSON the times in ms and the process's peak memory over its state before each
// round (after a garbage collection), in bytes: RSS, and the JavaScript heap with external buffers. The download is read as a
// stream and dropped, so what is measured is the making and the serving of the file, not a copy of it.
import { buildApp } from '../app';
import { loadConfig } from '../platform/config';
import { callMethod, signIn } from '../testing/sandbox';

const [rounds = '3', format = 'camt053'] = process.argv.slice(2);
const ACCOUNT = 100001;
const DAY_MS = 86_400_000;

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

const app = await buildApp({
  config: { ...loadConfig({ ...process.env, SANDBOX_DB: 'memory' }), toolsEnabled: true },
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const { accessToken } = await signIn(app, 'anna.simple@demo.test');
const call = async (method: string, body: Record<string, unknown>) =>
  (await callMethod(app, method, { accessToken, body })).json();

// The 12 months that have ended: yesterday and the year before it (a statement covers days that have ended).
const yesterday = new Date(Date.now() - DAY_MS);
const toDate = yesterday.toISOString().slice(0, 10);
const fromDate = new Date(
  Date.UTC(yesterday.getUTCFullYear() - 1, yesterday.getUTCMonth(), yesterday.getUTCDate()) + DAY_MS,
)
  .toISOString()
  .slice(0, 10);

const times: number[] = [];
const rss: number[] = [];
const heap: number[] = [];
let lines = 0;
let bytes = 0;
for (let round = 0; round < Number(rounds); round += 1) {
  gc();
  const before = process.memoryUsage();
  const used = (usage: NodeJS.MemoryUsage) => usage.heapUsed + usage.external;
  let peakRss = before.rss;
  let peakHeap = used(before);
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, used(now));
  }, 2);
  const started = performance.now();
  const { exportId } = await call('exportAccountingStatement', {
    accountId: ACCOUNT,
    format,
    fromDate,
    toDate,
  });
  let status = await call('getExportStatus', { exportId });
  while (status.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 20));
    status = await call('getExportStatus', { exportId });
  }
  if (status.status !== 'done') throw new Error(`export ${exportId} ${status.status}`);
  const response = await fetch(`${address}${status.url}`);
  bytes = 0;
  for await (const chunk of response.body!) bytes += (chunk as Uint8Array).byteLength;
  times.push(performance.now() - started);
  clearInterval(sampler);
  rss.push(peakRss - before.rss);
  heap.push(peakHeap - used(before));
  lines = status.rows;
}
await app.close();
process.stdout.write(JSON.stringify({ times, rss, heap, lines, bytes, fromDate, toDate, format }));

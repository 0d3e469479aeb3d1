import { buildApp } from './app';
import { loadConfig } from './platform/config';
import { DataDirectoryLockedError } from './platform/db/data-dir-lock';
import { MERCHANT_HOOKS_DEMO } from './areas/merchant/webhooks/seed';
import { buildReceiverApp } from './providers/merchant-receiver/app';

const config = loadConfig();
const app = await buildApp({ config, logger: { level: process.env.LOG_LEVEL ?? 'warn' } }).catch(
  (error: unknown) => {
    // Another sandbox holds the data directory (issue 12): say which and how to run beside it, then stop.
    if (!(error instanceof DataDirectoryLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  },
);

// The demo webhook receiver (issue 33) on loopback beside the sandbox (`MERCHANT_RECEIVER_PORT`, 0: none), knowing
// the seeded demo webhook's secret; and the sweep of due webhook retries.
const receiver =
  config.merchantReceiverPort === 0
    ? undefined
    : await buildReceiverApp({
        endpoints: { [MERCHANT_HOOKS_DEMO.receiverEndpoint]: { secret: MERCHANT_HOOKS_DEMO.receiverSecret } },
        logger: { level: process.env.LOG_LEVEL ?? 'warn' },
      });
app.merchantEvents.start(config.webhookSweepIntervalMs);
// Contracts' dates take effect by themselves (issue 47 item 3): activation, expiry, a termination taking effect.
app.contractScheduler.start(config.contractTickIntervalMs);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([app.close(), receiver?.close()]).then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
console.log(`sandbox listening on http://${config.host}:${config.port}`);
if (receiver) {
  // A demo: the sandbox serves on without it when its port is taken (say so, and how to move it).
  await receiver.listen({ port: config.merchantReceiverPort, host: '127.0.0.1' }).then(
    () => console.log(`demo webhook receiver listening on http://127.0.0.1:${config.merchantReceiverPort}`),
    (error: unknown) =>
      console.warn(
        `demo webhook receiver not started on port ${config.merchantReceiverPort} (${String(error)}); ` +
          'set MERCHANT_RECEIVER_PORT to another port, or 0 for none',
      ),
  );
}
